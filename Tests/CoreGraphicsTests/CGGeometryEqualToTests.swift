import CoreGraphics
import Foundation
import Testing

/// `equalTo(_:)` on points, sizes and rectangles, as Core Graphics compares them.
struct CGGeometryEqualToTests {
    @Test func pointsAndSizesCompareTheirValues() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 5)))
    }

    @Test func rectanglesCompareTheAreaTheyCover() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(square.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        // The same area described from its other corner.
        #expect(square.equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!square.equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(square) && !square.equalTo(.null))
    }
}

/// Foundation's NSInteger and NSUInteger are Int and UInt, as on Apple platforms.
struct FoundationIntegerNameTests {
    @Test func nsIntegerIsIntAndNSUIntegerIsUInt() {
        let index: NSInteger = -3
        let count: NSUInteger = 3
        #expect(type(of: index) == Int.self && type(of: count) == UInt.self)
        #expect(index + Int(count) == 0)
    }
}
