import CDeflate
import Foundation

/// 8-bit RGB and RGBA PNG files written by hand from straight samples, each row
/// with the filter the test chooses, and the filter types of a file read back:
/// for checking the readers against every row filter, and what the writer chose.
package enum RawPNG {
    /// The file of `width` x `height` pixels whose straight R, G, B(, A) samples
    /// (`channels` 3 or 4) are `samples(x, y)`, row y filtered with `filter(y)`
    /// (0 none, 1 sub, 2 up, 3 average, 4 Paeth; a value over 4 is written as is).
    package static func file(width: Int, height: Int, channels: Int, samples: (Int, Int) -> [UInt8],
                             filter: (Int) -> UInt8) -> Data {
        let rowBytes = width * channels
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var raw = Data()
        for y in 0..<height {
            let row = (0..<width).flatMap { samples($0, y) }
            let f = filter(y)
            raw.append(f)
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predicted: Int
                switch f {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                raw.append(UInt8(truncatingIfNeeded: Int(row[i]) - predicted))
            }
            previous = row
        }
        var header = Data()
        for value in [UInt32(width), UInt32(height)] { header.append(contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init)) }
        header.append(contentsOf: [8, channels == 3 ? 2 : 6, 0, 0, 0])
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.append(TaggedPNG.chunk("IHDR", header))
        file.append(TaggedPNG.chunk("IDAT", TaggedPNG.zlib(raw)))
        file.append(TaggedPNG.chunk("IEND", Data()))
        return file
    }

    /// The filter type of each row of an 8-bit RGB or RGBA file without
    /// interlacing (its IDAT chunks inflated), or nil for any other file.
    package static func filterTypes(of png: Data) -> [UInt8]? {
        let bytes = [UInt8](png)
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        guard bytes.count > 33, bytes[24] == 8, bytes[25] == 2 || bytes[25] == 6, bytes[28] == 0 else { return nil }
        let width = be32(16), height = be32(20), channels = bytes[25] == 2 ? 3 : 4
        var stream: [UInt8] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = be32(offset)
            guard offset + 12 + length <= bytes.count else { return nil }
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
                stream.append(contentsOf: bytes[(offset + 8)..<(offset + 8 + length)])
            }
            offset += 12 + length
        }
        let rowBytes = 1 + width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        guard let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        let result = stream.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { libdeflate_zlib_decompress(inflater, input.baseAddress, input.count, $0.baseAddress, $0.count, nil) }
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }
        return (0..<height).map { raw[$0 * rowBytes] }
    }
}
