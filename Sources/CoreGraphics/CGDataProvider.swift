/// Core Foundation's data and URL types are not available on Linux. On Apple
/// platforms they are toll-free bridged with `NSData` and `NSURL`, so these aliases
/// keep `CGDataProvider(data: data as CFData)` and `url as CFURL` compiling unchanged
/// (in the same spirit as `CFString = String` in CGColorSpace.swift).
public typealias CFData = NSData
public typealias CFURL = NSURL

/// A source of bytes for Core Graphics, such as PNG data for
/// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`.
///
/// Offscreen's providers are direct-access and read everything up front; the
/// sequential and callback-based initialisers are not provided.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes; immutable after init.
    package let bytes: Data

    package init(bytes: Data) {
        self.bytes = bytes
    }

    /// A provider that reads from `data`. The bytes are copied (or shared when
    /// immutable), so later changes to a mutable `data` are not seen.
    public init?(data: CFData) {
        self.bytes = Data(referencing: data)
    }

    /// A provider with the contents of a file URL, or nil when the URL is not a
    /// file URL or the file cannot be read.
    public convenience init?(url: CFURL) {
        let url = url as URL
        guard url.isFileURL, let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(bytes: bytes)
    }

    /// A provider with the contents of the file at `filename`, or nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let bytes = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.init(bytes: bytes)
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { NSData(data: bytes) }
}
