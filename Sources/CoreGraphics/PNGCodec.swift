@_implementationOnly import CPNG

/// Errors from reading or writing PNG data.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// PNG encode and decode between bytes and Cairo ARGB32 pixel storage through the
/// CPNG shim: common files are written and read there with libdeflate, every other
/// file is read with libpng (whose longjmp error handling stays inside C).
///
/// Alpha conversions are bit-compatible with Cairo's own PNG reader and writer:
/// decoding premultiplies as round(c * a / 255) and encoding unpremultiplies as
/// (c * 255 + a / 2) / a. With these two, every valid premultiplied pixel
/// (each colour <= alpha) survives encode then decode unchanged.
package enum PNGCodec {
    package enum Compression: Sendable {
        /// libdeflate level 1 and no row filter: what snapshots use.
        case fast
        /// libdeflate level 12 with a row filter chosen per row: smaller files, several times slower.
        case small
    }

    /// Encodes as 8-bit RGB (colour type 2) when every pixel is opaque, RGBA (6)
    /// otherwise. Only IHDR, IDAT and IEND are written, so equal pixels give equal bytes.
    package static func encode(_ storage: PixelStorage, compression: Compression = .fast) throws(PNGError) -> Data {
        try encode(storage, compression: compression, overwriting: false)
    }

    /// `encode` for pixels that are not read again (an image's last use): an
    /// opaque image's RGB rows are written over its own pixels, memory already
    /// written, instead of into a new image-sized buffer whose first writes cost
    /// the kernel a page fault and a cleared page each. The same bytes as
    /// `encode`; afterwards the storage of an opaque image (two or more pixels
    /// wide) holds those rows, not its pixels, and any other is unchanged.
    package static func encode(overwriting storage: PixelStorage, compression: Compression = .fast) throws(PNGError) -> Data {
        try encode(storage, compression: compression, overwriting: true)
    }

    private static func encode(_ storage: PixelStorage, compression: Compression, overwriting: Bool) throws(PNGError) -> Data {
        var message = MessageBuffer()
        var output: UnsafeMutableRawPointer?
        var size = 0
        let level = compression == .fast ? CPNG_COMPRESSION_FAST : CPNG_COMPRESSION_SMALL
        let (width, height) = (UInt32(storage.width), UInt32(storage.height))
        let status = message.withPointer { text, capacity in
            overwriting
                ? cpng_encode_argb32_in_place(storage.bytes, width, height, storage.bytesPerRow, level, &output, &size, text, capacity)
                : cpng_encode_argb32(storage.bytes, width, height, storage.bytesPerRow, level, &output, &size, text, capacity)
        }
        guard status == CPNG_OK, let output else {
            throw PNGError("PNG encode of \(storage.width)x\(storage.height) image failed: \(message.text)")
        }
        return Data(bytesNoCopy: output, count: size, deallocator: .free)
    }

    /// Decodes any PNG colour type and bit depth into premultiplied sRGB ARGB32
    /// (files tagged with another colour space are converted: see `PNGColorSpace`).
    /// Images over `PixelStorage.maxSide` per side or `maxPixels` in total are
    /// refused from their header, before pixel memory is allocated.
    package static func decode(_ data: Data) throws(PNGError) -> PixelStorage {
        try decode(data, decodeArray: nil)
    }

    /// `decodeArray` is Core Graphics' decode array: a (min, max) pair per colour
    /// component of the file (one for gray, three for RGB) mapping each 8-bit value
    /// v to min + v / 255 * (max - min). Palette images take none.
    package static func decode(_ data: Data, decodeArray: UnsafePointer<CGFloat>?) throws(PNGError) -> PixelStorage {
        let result = data.withUnsafeBytes { raw -> Result<PixelStorage, PNGError> in
            var message = MessageBuffer()
            var width: UInt32 = 0, height: UInt32 = 0
            let created = message.withPointer { text, capacity in
                cpng_decoder_create(raw.baseAddress, raw.count,
                                    UInt32(PixelStorage.maxSide), UInt64(PixelStorage.maxPixels),
                                    &width, &height, text, capacity)
            }
            guard let decoder = created else {
                return .failure(PNGError("PNG decode of \(raw.count) bytes failed: \(message.text)"))
            }
            defer { cpng_decoder_destroy(decoder) }
            var channelMap: [UInt8]?
            if let decodeArray {
                switch cpng_decoder_color_channels(decoder) {
                case 1: channelMap = Self.channelMap(decodeArray, components: 1)
                case 3: channelMap = Self.channelMap(decodeArray, components: 3)
                default: return .failure(PNGError("PNG decode: a decode array is not supported for palette images"))
                }
            }
            guard let storage = PixelStorage(width: Int(width), height: Int(height)) else {
                return .failure(PNGError("PNG decode: cannot allocate \(width)x\(height) pixels"))
            }
            let status = message.withPointer { text, capacity in
                cpng_decoder_read_argb32(decoder, storage.bytes, storage.bytesPerRow, channelMap, text, capacity)
            }
            guard status == CPNG_OK else {
                return .failure(PNGError("PNG decode of \(width)x\(height) image failed: \(message.text)"))
            }
            // A file tagged with another colour space (Display P3, ...) is converted to sRGB.
            if let space = PNGColorSpace.of(data) {
                _ = ColorManagement.convertToSRGB(space, rows: storage.bytes, width: storage.width,
                                                  height: storage.height, bytesPerRow: storage.bytesPerRow)
            }
            return .success(storage)
        }
        return try result.get()
    }

    /// True when `data` is a PNG of exactly these pixels, found without decoding into
    /// an image-sized buffer (each row is decoded and compared in turn): the fast path
    /// of a passing snapshot. False when anything differs, and also for files the
    /// short reading path leaves to libpng (interlaced, palette, 16-bit, …) or that are
    /// broken; `decode` then tells which.
    package static func matches(_ data: Data, _ storage: PixelStorage) -> Bool {
        // The stored values of a file in another colour space are not sRGB values.
        if PNGColorSpace.of(data) != nil { return false }
        return data.withUnsafeBytes { raw in
            var message = [CChar](repeating: 0, count: 256)
            var width: UInt32 = 0, height: UInt32 = 0
            guard let decoder = cpng_decoder_create(raw.baseAddress, raw.count,
                                                    UInt32(PixelStorage.maxSide), UInt64(PixelStorage.maxPixels),
                                                    &width, &height, &message, message.count) else { return false }
            defer { cpng_decoder_destroy(decoder) }
            return cpng_decoder_equals_argb32(decoder, storage.bytes, UInt32(storage.width), UInt32(storage.height),
                                              storage.bytesPerRow) == 1
        }
    }

    /// Red, green and blue lookup tables (3 x 256) for a decode array.
    private static func channelMap(_ decode: UnsafePointer<CGFloat>, components: Int) -> [UInt8] {
        var map = [UInt8](repeating: 0, count: 768)
        for channel in 0..<3 {
            let pair = components == 1 ? 0 : channel
            let low = decode[2 * pair], high = decode[2 * pair + 1]
            for value in 0..<256 {
                let mapped = low + CGFloat(value) / 255 * (high - low)
                map[channel * 256 + value] = UInt8((min(max(mapped, 0), 1) * 255).rounded())
            }
        }
        return map
    }
}

/// A C string buffer the shim writes its error message into.
struct MessageBuffer {
    private var bytes = [CChar](repeating: 0, count: 256)

    mutating func withPointer<R>(_ body: (UnsafeMutablePointer<CChar>, Int) -> R) -> R {
        bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
    }

    var text: String {
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
