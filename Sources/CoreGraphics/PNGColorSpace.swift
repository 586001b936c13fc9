import Foundation

/// The colour space a PNG file declares, when it is not plain sRGB: read from
/// its chunks before the image data, in the PNG specification's order of
/// precedence: `cICP` (coding-independent code points), then `iCCP` (an ICC
/// profile), then `sRGB` (plain sRGB: nothing to convert), then `gAMA` with
/// or without `cHRM`. A file with none of them is sRGB. A lone `gAMA` of
/// 1/2.2 (what many tools write for sRGB) counts as sRGB.
package enum PNGColorSpace: Equatable, Sendable {
    case iccProfile(Data)
    /// `cICP`: colour primaries and transfer characteristics (ITU-T H.273 codes).
    case codingPoints(primaries: UInt8, transfer: UInt8)
    /// `gAMA` (the file's gamma, e.g. 0.45455) and `cHRM` (white, red, green, blue x/y).
    case gamma(Double, chromaticities: [Double]?)

    /// H.273 colour primaries Offscreen converts: red, green, blue x/y (all with a D65 white).
    static let cicpPrimaries: [UInt8: ((Double, Double), (Double, Double), (Double, Double))] = [
        1: ((0.640, 0.330), (0.300, 0.600), (0.150, 0.060)),  // BT.709 / sRGB
        9: ((0.708, 0.292), (0.170, 0.797), (0.131, 0.046)),  // BT.2020
        12: ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060)),  // Display P3 (SMPTE EG 432-1)
    ]

    /// The colour space `png` declares, or nil for sRGB (or a file too short to tell).
    package static func of(_ png: Data) -> PNGColorSpace? {
        png.withUnsafeBytes { raw -> PNGColorSpace? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count > 8 else { return nil }
            func u32(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
            }
            var offset = 8
            var cicp: PNGColorSpace?, icc: PNGColorSpace?, srgb = false
            var gamma: Double?, chromaticities: [Double]?
            while offset + 12 <= bytes.count {
                let length = Int(u32(offset))
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                let start = offset + 8
                guard length <= bytes.count - start - 4 else { break }
                if type == "IDAT" || type == "IEND" { break }
                switch type {
                case "cICP" where length == 4:
                    // Full-range RGB only (matrix 0); other forms are left as sRGB.
                    if bytes[start + 2] == 0 {
                        cicp = .codingPoints(primaries: bytes[start], transfer: bytes[start + 1])
                    }
                case "iCCP":
                    let chunk = Data(bytes[start..<(start + length)])
                    if let nul = chunk.firstIndex(of: 0), nul + 2 <= chunk.endIndex, chunk[nul + 1] == 0,
                       let profile = ColorManagement.inflate(chunk[(nul + 2)...]) {
                        icc = .iccProfile(profile)
                    }
                case "sRGB":
                    srgb = true
                case "gAMA" where length == 4:
                    gamma = Double(u32(start)) / 100_000
                case "cHRM" where length == 32:
                    chromaticities = (0..<8).map { Double(u32(start + $0 * 4)) / 100_000 }
                default:
                    break
                }
                offset = start + length + 4
            }
            if let cicp {
                // sRGB itself needs no conversion.
                if cicp == .codingPoints(primaries: 1, transfer: 13) { return nil }
                return cicp
            }
            if let icc { return icc }
            if srgb { return nil }
            if let gamma, gamma > 0 {
                if chromaticities == nil && abs(gamma - 0.45455) < 0.0005 { return nil }
                return .gamma(gamma, chromaticities: chromaticities)
            }
            return nil
        }
    }
}
