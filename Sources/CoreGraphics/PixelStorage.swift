@_implementationOnly import CCairo
@_implementationOnly import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pixel memory in Cairo's ARGB32 layout, owned by whoever holds the object.
package final class PixelStorage: @unchecked Sendable {
    /// Images above these limits are refused rather than allocated.
    package static let maxSide = 16_384
    package static let maxPixels = 256 * 1024 * 1024

    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    package let bytes: UnsafeMutableRawPointer

    /// Zero-filled (transparent) pixels, or nil when the size is empty or over the limits.
    package init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide,
              width * height <= Self.maxPixels else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        // Zeroed by the kernel, not cleared here, so the pixels are not written
        // twice (cleared, then painted); a large block is mapped for huge pages,
        // so a full screen faults in a few 2 MiB pages rather than thousands of
        // 4 KiB ones (see cpng_memory.c).
        guard let memory = cpng_alloc_pixels(bytesPerRow * height) else { return nil }
        self.bytes = memory
    }

    deinit { cpng_free_pixels(bytes, byteCount) }

    /// Has the memory of a `width` x `height` storage mapped and faulted in on a
    /// thread of its own, for the next storage of that size to take without
    /// faulting (`cpng_prefault_pixels`): a process that knows early which screen
    /// it will draw asks for its surface while it does other work. Storages under
    /// 2 MiB are not prepared. Returns whether the thread was started.
    @discardableResult
    package static func prepareMemory(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maxSide, height <= maxSide, width * height <= maxPixels else { return false }
        let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        return cpng_prefault_pixels(bytesPerRow * height) != 0
    }

    package var byteCount: Int { bytesPerRow * height }

    /// A Cairo surface over this memory; the caller must keep `self` alive while it is used.
    package func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    /// True when every pixel has alpha 255.
    package var isOpaque: Bool {
        for y in 0..<height {
            let row = (bytes + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xff { return false }
        }
        return true
    }
}
