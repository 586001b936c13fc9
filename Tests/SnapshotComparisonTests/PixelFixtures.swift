import CoreGraphics
@testable import SnapshotComparison

/// Pixel stores built in code: the comparator's inputs with known outcomes.
enum PixelFixtures {
    /// Every pixel the same premultiplied ARGB32 word (0xAARRGGBB).
    static func filled(width: Int, height: Int, with word: UInt32) -> PixelStorage {
        let storage = PixelStorage(width: width, height: height)!
        for y in 0..<height {
            let row = (storage.bytes + y * storage.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = word }
        }
        return storage
    }

    static func set(_ storage: PixelStorage, x: Int, y: Int, to word: UInt32) {
        storage.bytes.storeBytes(of: word, toByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
    }

    static func opaqueGray(_ level: UInt32) -> UInt32 { 0xff00_0000 | level << 16 | level << 8 | level }
}
