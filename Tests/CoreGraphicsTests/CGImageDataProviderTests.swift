@testable import CoreGraphics
import Foundation
import Testing

struct CGImageDataProviderTests {
    @Test func theDataProviderHoldsThePixelsInTheImagesOwnFormat() throws {
        let ctx = CGContextPixelTests.bitmap(2, 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        let data = try #require(image.dataProvider?.data)
        #expect(CFDataGetLength(data) == image.bytesPerRow * image.height)
        let bytes = try #require(CFDataGetBytePtr(data))
        // Premultiplied, alpha first, 32-bit little-endian: B, G, R, A in memory.
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 8)) == [0, 0, 255, 255, 128, 0, 0, 128])
        #expect(image.bitmapInfo.contains(.byteOrder32Little) && image.alphaInfo == .premultipliedFirst)
    }
}
