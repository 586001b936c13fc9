import CCairo
@testable import CoreGraphics
import Foundation
import Testing

/// Apple's bitmap-context contract: y-up user space, memory top row first.
struct CGContextBitmapTests {
    static let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    static let rgba = CGImageAlphaInfo.premultipliedLast.rawValue

    /// The four bytes of pixel (x, row) in memory order, row 0 being the first in memory.
    static func bytes(_ ctx: CGContext, x: Int, row: Int) -> [UInt8] {
        let p = ctx.data!.advanced(by: row * ctx.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        return [p[0], p[1], p[2], p[3]]
    }

    @Test func fillingTheWholeContextRedGivesExactRedPixels() throws {
        let ctx = try #require(CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        for (x, row) in [(0, 0), (99, 99), (50, 37)] {
            #expect(Self.bytes(ctx, x: x, row: row) == [0, 0, 255, 255]) // B G R A
        }
    }

    @Test func userSpaceOriginIsBottomLeftOfMemory() throws {
        let ctx = try #require(CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Last rows in memory are the bottom of user space.
        #expect(Self.bytes(ctx, x: 0, row: 29) == [255, 255, 255, 255])
        #expect(Self.bytes(ctx, x: 9, row: 20) == [255, 255, 255, 255])
        #expect(Self.bytes(ctx, x: 0, row: 19) == [0, 0, 0, 0])
        #expect(Self.bytes(ctx, x: 0, row: 0) == [0, 0, 0, 0])
        #expect(Self.bytes(ctx, x: 10, row: 29) == [0, 0, 0, 0])
    }

    @Test func bitmapContextCTMIsIdentity() throws {
        let ctx = try #require(CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
        #expect(ctx.ctm == .identity)
    }

    @Test func premultipliedLastWritesRGBABytesIntoCallersBuffer() throws {
        let w = 4, h = 2, row = 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: row * h, alignment: 4)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: row * h)
        let ctx = try #require(CGContext(data: buffer, width: w, height: h, bitsPerComponent: 8, bytesPerRow: row,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
        ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) // bottom-left pixel
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        // Read the caller's memory directly, as Apple code does.
        #expect(Array(UnsafeBufferPointer(start: bytes + row, count: 4)) == [255, 128, 0, 255])
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 0, 0, 0])
        #expect(ctx.data == buffer)
    }

    @Test func premultipliedLastKeepsTheCallersInitialPixels() throws {
        var pixels: [UInt8] = [0, 0, 255, 255, 0, 0, 0, 0] // blue, transparent
        try pixels.withUnsafeMutableBytes { raw in
            let ctx = try #require(CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(pixels == [0, 0, 255, 255, 255, 0, 0, 255])
    }

    @Test func noneSkipLastIsOpaqueRGBX() throws {
        let ctx = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(Self.bytes(ctx, x: 1, row: 1) == [0, 255, 0, 255])
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 0, y: 0) == (0, 255, 0, 255))
    }

    @Test func nativeLayoutDrawsInPlaceIntoCallersMemory() throws {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4, alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 64 * 4)
        let ctx = try #require(CGContext(data: buffer, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 64,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 3, width: 1, height: 1)) // top-left pixel
        let b = buffer.assumingMemoryBound(to: UInt8.self)
        #expect([b[0], b[1], b[2], b[3]] == [128, 0, 0, 128]) // premultiplied
        #expect(ctx.bytesPerRow == 64)
    }

    @Test(arguments: [
        (0, 10, 8, 0, CGImageAlphaInfo.premultipliedFirst.rawValue),   // zero width
        (10, -1, 8, 0, CGImageAlphaInfo.premultipliedFirst.rawValue),  // negative height
        (10, 10, 16, 0, CGImageAlphaInfo.premultipliedFirst.rawValue), // 16-bit
        (10, 10, 8, 20, CGImageAlphaInfo.premultipliedFirst.rawValue), // row too short
        (10, 10, 8, 0, CGImageAlphaInfo.last.rawValue),                // non-premultiplied alpha
        (20_000, 10, 8, 0, CGImageAlphaInfo.premultipliedFirst.rawValue), // too wide
    ])
    func invalidArgumentsGiveNil(width: Int, height: Int, bpc: Int, bytesPerRow: Int, info: UInt32) {
        #expect(CGContext(data: nil, width: width, height: height, bitsPerComponent: bpc, bytesPerRow: bytesPerRow,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
    }

    @Test func makeImageCopiesPixelsTopRowFirst() throws {
        let ctx = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5)) // top half
        let image = try #require(ctx.makeImage())
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(image.width == 10 && image.height == 10)
        #expect(image.rgba(x: 3, y: 0) == (255, 0, 0, 255))
        #expect(image.rgba(x: 3, y: 9) == (0, 0, 0, 0))
    }
}
