import Foundation

/// A PNG of any size that is tiny on disk: 1-bit greyscale, every pixel black,
/// written by hand (the image data is all zero bytes, which deflate encodes as
/// one literal and then length-258 copies, 13 bits each). An 8192 x 8192 file
/// is about 8 KB and decodes to 256 MB of pixels.
enum BlankPNG {
    static func data(width: Int, height: Int) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [1, 0, 0, 0, 0])  // bit depth 1, greyscale, deflate, no filter method, no interlace
        png.appendChunk("IHDR", header)
        // Each row: a filter byte (0, none) and ceil(width / 8) bytes of zero bits.
        let rawCount = height * (1 + (width + 7) / 8)
        png.appendChunk("IDAT", zlibOfZeros(count: rawCount))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A zlib stream of `count` zero bytes in one fixed-Huffman block.
    private static func zlibOfZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // final block
        bits.write(1, count: 2)  // fixed Huffman codes
        if count > 0 {
            bits.writeCode(0b0011_0000, length: 8)  // literal 0
            var left = count - 1
            while left >= 3 {
                let run = left - 258 >= 3 || left == 258 ? 258 : min(left, 255)
                writeLength(run, &bits)
                bits.writeCode(0, length: 5)  // distance code 0: distance 1
                left -= run
            }
            for _ in 0..<left { bits.writeCode(0b0011_0000, length: 8) }
        }
        bits.writeCode(0, length: 7)  // end of block (256)
        var out = Data([0x78, 0x01])
        out.append(bits.finished)
        // Adler-32 of zeros: a stays 1, b grows by 1 per byte.
        out.append(bigEndian: UInt32((count % 65521) << 16 | 1))
        return out
    }

    /// Fixed-Huffman code for a match length (3...258).
    private static func writeLength(_ length: Int, _ bits: inout BitWriter) {
        if length == 258 { bits.writeCode(0b1100_0101, length: 8); return }  // code 285
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
        let index = bases.lastIndex { $0 <= length }!
        let symbol = 257 + index
        // Symbols 256-279 have 7-bit codes from 0; 280-287 have 8-bit codes from 0xC0.
        if symbol <= 279 { bits.writeCode(UInt32(symbol - 256), length: 7) } else { bits.writeCode(UInt32(0xC0 + symbol - 280), length: 8) }
        bits.write(UInt32(length - bases[index]), count: extras[index])
    }
}

private struct BitWriter {
    private(set) var bytes = Data()
    private var current: UInt32 = 0
    private var used = 0

    /// Writes `count` bits of `value`, least significant first (deflate's order for data).
    mutating func write(_ value: UInt32, count: Int) {
        for i in 0..<count {
            current |= ((value >> UInt32(i)) & 1) << UInt32(used)
            used += 1
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }
    }

    /// Writes a Huffman code, most significant bit first (deflate's order for codes).
    mutating func writeCode(_ code: UInt32, length: Int) {
        for i in stride(from: length - 1, through: 0, by: -1) { write((code >> UInt32(i)) & 1, count: 1) }
    }

    /// The bytes written, the last one padded with zero bits.
    var finished: Data { used > 0 ? bytes + [UInt8(current)] : bytes }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)])
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: CRC32.checksum(typed))
    }
}

private enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
