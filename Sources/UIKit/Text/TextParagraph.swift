import Foundation

/// One paragraph of an attributed string: its UTF-16 range (without the separator) and
/// its text as UTF-8 with the UTF-16 → UTF-8 offset map Pango's byte indices need.
package struct TextParagraph {
    package let range: NSRange
    package let utf8: [UInt8]
    /// utf8Offsets[i] is the byte offset of UTF-16 unit i of the paragraph (count + 1 entries).
    package let utf8Offsets: [Int]

    /// Splits on the separators UIKit breaks paragraphs at: LF, CR, CR LF, U+2029, U+0085.
    /// A string ending in a separator has an empty last paragraph (UIKit's extra line).
    package static func split(_ string: NSString) -> [TextParagraph] {
        let count = string.length
        guard count > 0 else { return [] }
        var units = [UInt16](repeating: 0, count: count)
        units.withUnsafeMutableBufferPointer { string.getCharacters($0.baseAddress!, range: NSRange(location: 0, length: count)) }
        var paragraphs: [TextParagraph] = []
        var start = 0
        var i = 0
        while i < count {
            let u = units[i]
            if u == 0x0A || u == 0x0D || u == 0x2029 || u == 0x85 {
                paragraphs.append(make(units, start..<i))
                i += (u == 0x0D && i + 1 < count && units[i + 1] == 0x0A) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        paragraphs.append(make(units, start..<count))
        return paragraphs
    }

    /// Encodes UTF-16 as UTF-8 by hand so that lone surrogates (legal in NSString) become
    /// U+FFFD with a known byte length, keeping the offset map exact.
    private static func make(_ units: [UInt16], _ range: Range<Int>) -> TextParagraph {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        var offsets = [Int](repeating: 0, count: range.count + 1)
        var i = range.lowerBound
        func append(_ scalar: UInt32) {
            switch scalar {
            case 0..<0x80: bytes.append(UInt8(scalar))
            case 0x80..<0x800:
                bytes += [UInt8(0xC0 | (scalar >> 6)), UInt8(0x80 | (scalar & 0x3F))]
            case 0x800..<0x10000:
                bytes += [UInt8(0xE0 | (scalar >> 12)), UInt8(0x80 | ((scalar >> 6) & 0x3F)), UInt8(0x80 | (scalar & 0x3F))]
            default:
                bytes += [UInt8(0xF0 | (scalar >> 18)), UInt8(0x80 | ((scalar >> 12) & 0x3F)),
                          UInt8(0x80 | ((scalar >> 6) & 0x3F)), UInt8(0x80 | (scalar & 0x3F))]
            }
        }
        while i < range.upperBound {
            let local = i - range.lowerBound
            offsets[local] = bytes.count
            let u = units[i]
            if (0xD800..<0xDC00).contains(u), i + 1 < range.upperBound, (0xDC00..<0xE000).contains(units[i + 1]) {
                let scalar = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                append(scalar)
                // An attribute boundary inside a pair maps to the end of the pair.
                offsets[local + 1] = bytes.count
                i += 2
                continue
            }
            // NUL would end the text for Pango's C API; lone surrogates are not Unicode.
            let invalid = (0xD800..<0xE000).contains(u) || u == 0
            append(invalid ? 0xFFFD : UInt32(u))
            i += 1
        }
        offsets[range.count] = bytes.count
        return TextParagraph(range: NSRange(location: range.lowerBound, length: range.count), utf8: bytes, utf8Offsets: offsets)
    }

    /// The byte offset of a string-wide UTF-16 index, clamped to the paragraph.
    package func byteOffset(ofStringIndex index: Int) -> Int {
        utf8Offsets[min(max(index - range.location, 0), range.length)]
    }
}
