#if canImport(Glibc)
import Glibc
@testable import render
import Testing

/// The render tool's malloc settings (`MallocSettings`) take effect.
@Suite("render's malloc settings")
struct MallocSettingsTests {
    @Test("glibc accepts them, and a 4 MB block then comes from malloc's heap instead of a mapping of its own")
    func largeBlocksComeFromTheHeap() throws {
        #expect(MallocSettings.apply())
        // With glibc's defaults a block over 128 KB is mapped on its own (the
        // threshold only rises as such blocks are freed).
        let block = try #require(malloc(4 << 20))
        defer { free(block) }
        // glibc's chunk header, the word before the block: its size with flags,
        // of which 0x2 marks a chunk mapped on its own (IS_MMAPPED).
        let header = (block - MemoryLayout<Int>.size).load(as: Int.self)
        #expect(header & 2 == 0)
    }
}
#endif
