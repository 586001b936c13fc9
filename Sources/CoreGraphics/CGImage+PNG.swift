extension CGImage {
    /// Creates an image from PNG data supplied by a data provider, or nil when the
    /// data is not a PNG Offscreen can read (Apple returns nil too; use
    /// `init(pngData:)` inside the package to get the reason).
    ///
    /// All PNG colour types and bit depths are read and converted to 8-bit
    /// premultiplied ARGB. Gamma and colour-profile chunks are ignored: pixels are
    /// taken as sRGB. `decode` is honoured for gray and RGB files (one or three
    /// min/max pairs); for palette files a non-nil `decode` gives nil.
    /// `shouldInterpolate` and `intent` do not change the decoded pixels.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let storage = try? PNGCodec.decode(source.bytes, decodeArray: decode) else { return nil }
        self.init(storage: storage)
    }

    /// Decodes PNG bytes; the error says what is wrong and where.
    package convenience init(pngData: Data) throws(PNGError) {
        self.init(storage: try PNGCodec.decode(pngData))
    }

    /// PNG bytes for this image; see `PNGCodec.encode` for the format chosen.
    package func pngData(compression: PNGCodec.Compression = .fast) throws(PNGError) -> Data {
        try PNGCodec.encode(storage, compression: compression)
    }
}
