@testable import CoreGraphics
import Foundation
import Testing

/// Pixel memory as a new bitmap context gets it: transparent black everywhere, as
/// `CGContext(data: nil, …)` on iOS. Blocks of 2 MiB and more are mapped for huge
/// pages (a full screen at 3x is 11.8 MB); the sizes below are on both sides of
/// that line and of a whole number of huge pages, so a wrong trim of the mapping
/// shows as a crash or as bytes that are not zero.
struct PixelStorageTests {
    @Test(arguments: [(4, 4), (1023, 512), (1024, 512), (1025, 512), (1170, 2532)])
    func newPixelsAreTransparentAndWritableToTheLastByte(width: Int, height: Int) throws {
        for _ in 0..<3 {
            let storage = try #require(PixelStorage(width: width, height: height))
            let bytes = UnsafeRawBufferPointer(start: storage.bytes, count: storage.byteCount)
            #expect(!bytes.contains { $0 != 0 }, "\(width)x\(height): a new storage is not all zero")
            storage.bytes.initializeMemory(as: UInt8.self, repeating: 0xff, count: storage.byteCount)
            #expect(storage.isOpaque)
        }
    }

    /// `prepareMemory` (what `render` asks for its window's surface): a thread
    /// maps and faults in the block and keeps it as still zero, and the next
    /// storage of that size takes it without clearing it. Storages made while
    /// and after it runs (one of them takes the block) must be zero and writable
    /// to the last byte like any other. An odd size, so that no other test's
    /// storages take the block.
    @Test func preparedMemoryIsTransparentAndWritableToTheLastByte() throws {
        #expect(!PixelStorage.prepareMemory(width: 4, height: 4), "under 2 MiB nothing is prepared")
        #expect(!PixelStorage.prepareMemory(width: 0, height: 100))
        let (width, height) = (1001, 1003)
        #expect(PixelStorage.prepareMemory(width: width, height: height))
        // Held, so that each takes a block no earlier one gave back.
        var held: [PixelStorage] = []
        for wait in [0, 0.02, 0.05, 0.1, 0.3] {
            Thread.sleep(forTimeInterval: wait)
            let storage = try #require(PixelStorage(width: width, height: height))
            let bytes = UnsafeRawBufferPointer(start: storage.bytes, count: storage.byteCount)
            #expect(!bytes.contains { $0 != 0 }, "a storage of a prepared size is not all zero")
            storage.bytes.initializeMemory(as: UInt8.self, repeating: 0xff, count: storage.byteCount)
            #expect(storage.isOpaque)
            held.append(storage)
        }
    }
}
