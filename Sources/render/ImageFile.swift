import CoreGraphics
import Foundation
import OffscreenTesting
import SnapshotComparison

/// Reading and writing PNG files for the commands, with errors that name the file.
enum ImageFile {
    static func read(_ path: String) throws(RenderFailure) -> PixelStorage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .badInput("\(path): cannot read: \(Self.reason(error))")
        }
        do {
            return try PNGCodec.decode(data)
        } catch {
            throw .badInput("\(path): \(error.description)")
        }
    }

    /// Encodes and writes atomically: a reader sees the old file or the whole new one.
    static func write(_ storage: PixelStorage, to path: String, compression: PNGCodec.Compression) throws(RenderFailure) {
        do {
            try AtomicFile.write(try PNGCodec.encode(storage, compression: compression), to: URL(fileURLWithPath: path))
        } catch let error as AtomicFileError {
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(path): \(error)")
        }
    }

    static func reason(_ error: any Error) -> String { FileReason.describe(error) }
}
