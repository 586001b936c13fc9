import Testing
import CoreGraphics

// A test file written for iOS imports CoreGraphics without @testable; this
// file compiling at all is the check that the cross-import overlay resolves.
@Test func plainImportOfCoreGraphicsCompilesBesideTesting() {
    let t = CGAffineTransform(translationX: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 3, y: 4))
}
