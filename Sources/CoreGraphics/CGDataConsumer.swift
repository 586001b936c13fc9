import Foundation

/// Core Foundation's mutable data type, bridged as on Apple platforms.
public typealias CFMutableData = NSMutableData

/// A destination for bytes Core Graphics writes (a PDF context's document):
/// a mutable data object, or a file.
public final class CGDataConsumer {
    private enum Destination {
        case data(NSMutableData)
        case file(FileHandle)
    }

    private let destination: Destination

    /// Appends to `data`.
    public init?(data: CFMutableData) {
        destination = .data(data)
    }

    /// Writes to a new file at a file URL (replacing one that is there); nil
    /// when the URL is not a file URL or the file cannot be created.
    public init?(url: CFURL) {
        let url = url as URL
        guard url.isFileURL, FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url) else { return nil }
        destination = .file(handle)
    }

    deinit {
        if case .file(let handle) = destination { try? handle.close() }
    }

    /// False when a file could not be written.
    package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch destination {
        case .data(let data):
            if let base = bytes.baseAddress { data.append(base, length: bytes.count) }
            return true
        case .file(let handle):
            do { try handle.write(contentsOf: Data(bytes)) } catch { return false }
            return true
        }
    }
}
