import ArgumentParser
import CoreGraphics

/// `--compression fast|small`: zlib level 1 without filters (what snapshots use),
/// or level 9 with adaptive filters for smaller files.
enum CompressionOption: String, ExpressibleByArgument, CaseIterable {
    case fast, small

    var codec: PNGCodec.Compression {
        switch self {
        case .fast: .fast
        case .small: .small
        }
    }
}
