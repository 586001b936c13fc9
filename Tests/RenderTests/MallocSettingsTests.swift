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

    @Test("prefaultHeap has a thread fault in the heap block it frees: its pages become resident without being written")
    func heapIsFaultedInAhead() throws {
        #expect(MallocSettings.apply())
        let range = try #require(MallocSettings.prefaultHeap(bytes: 6 << 20))
        let pages = range.length / 4096
        var resident = [UInt8](repeating: 0, count: pages)
        // The thread's madvise takes a few milliseconds; allow for a busy machine.
        for _ in 0..<200 {
            #expect(mincore(UnsafeMutableRawPointer(bitPattern: range.start), range.length, &resident) == 0)
            if resident.allSatisfy({ $0 & 1 != 0 }) { break }
            usleep(10_000)
        }
        #expect(resident.allSatisfy { $0 & 1 != 0 }, "\(resident.filter { $0 & 1 == 0 }.count) of \(pages) pages not resident")
    }
}
#endif
