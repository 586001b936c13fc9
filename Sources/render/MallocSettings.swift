#if canImport(Glibc)
import Foundation
import Glibc

/// glibc malloc settings for a process that renders once and exits. By default
/// malloc gives freed memory at the top of its heap back to the kernel past
/// 128 KB, grows the heap only as far as each request needs, and maps blocks
/// over 128 KB (a threshold that moves) on their own: each of those makes the
/// next allocation land on pages the kernel must fault in and clear again (see
/// cpng_memory.c for what a first write costs). Keeping up to 64 MB, growing by
/// 2 MB at a time, and taking blocks under 32 MB from the heap cut the demo's
/// page faults from about 4,080 to 3,660 (docs/render.md, "Start-up time").
/// A process rendering many layouts (`render check`) keeps up to 64 MB it freed.
/// `mallopt` is not in Swift's Glibc module, so it is looked up by name.
enum MallocSettings {
    // <malloc.h>
    static let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
    static let topPad: Int32 = -2  // M_TOP_PAD
    static let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD

    /// Applies the settings; false when glibc's `mallopt` is missing or refused one.
    @discardableResult
    static func apply() -> Bool {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(trimThreshold, 64 << 20) == 1 && mallopt(topPad, 2 << 20) == 1
            && mallopt(mmapThreshold, 32 << 20) == 1
    }

    /// The heap's first `bytes` faulted in on another thread, ahead of the main
    /// thread's first writes to them. The demo's main thread grows the heap by
    /// about 8.5 MB (its views, layouts, solver rows, the labels' backing
    /// stores), each 4 KiB page faulted in and cleared by the kernel at its
    /// first write. A block that size is allocated and freed at once, which
    /// (with the settings above) leaves it at the top of the heap, kept; a thread
    /// then asks the kernel to fault its pages in writable without writing them
    /// (`MADV_POPULATE_WRITE`, Linux 5.14), which is safe while the main thread
    /// allocates from it: the memory's contents do not change. On an older
    /// kernel the call fails and nothing changes.
    /// Returns the range the thread faults in (for tests).
    @discardableResult
    static func prefaultHeap(bytes: Int = 8 << 20) -> (start: UInt, length: Int)? {
        let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE
        let page = 4096
        guard bytes > 2 * page, let block = malloc(bytes) else { return nil }
        free(block)
        let start = (UInt(bitPattern: block) + UInt(page - 1)) & ~UInt(page - 1)
        let length = (bytes - page) & ~(page - 1)
        let thread = Thread {
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), length, populateWrite)
        }
        thread.start()
        return (start, length)
    }
}
#else
enum MallocSettings {
    @discardableResult
    static func apply() -> Bool { false }
    @discardableResult
    static func prefaultHeap() -> (start: UInt, length: Int)? { nil }
}
#endif
