import Foundation
import Testing
@testable import UIKit

/// UIKit API that real iOS code calls and that is cheap to have: empty
/// initialisers, deprecated colour names, pattern colours.
@MainActor struct SmallerAPITests {
    @Test func emptyInitialisersGiveWhatIOSGives() {
        let image = UIImage()
        #expect(image.size == .zero && image.cgImage == nil && image.scale == 1)
        var r: CGFloat = 1, g: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
        #expect(UIColor().getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0, 0, 0, 0])
        let font = UIFont()
        #expect(font.pointSize == 12 && font.familyName == UIFont.systemFont(ofSize: 12).familyName)
    }

    @Test func aFontRoundTripsThroughAKeyedArchive() throws {
        let font = try #require(UIFont(name: "Menlo", size: 15))
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        font.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let decoded = try #require(UIFont(coder: unarchiver))
        #expect(decoded == font)
        #expect(UIFont(coder: try NSKeyedUnarchiver(forReadingFrom: NSKeyedArchiver(requiringSecureCoding: true).encodedData)) == nil)
    }

    @Test func groupTableViewBackgroundIsTheGroupedBackground() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.groupTableViewBackground.resolvedColor(with: light) == UIColor.systemGroupedBackground.resolvedColor(with: light))
    }

    /// The iOS 7-deprecated texture colours are solid, opaque, fixed colours:
    /// a dark flipside, a slate linen, a light under-page gray.
    @Test func deprecatedTextureColoursAreSolid() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func white(_ c: UIColor) -> CGFloat {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a) && a == 1)
            #expect(c.resolvedColor(with: dark) == c)
            return (r + g + b) / 3
        }
        #expect(white(.viewFlipsideBackground) < 0.2)
        #expect(white(.scrollViewTexturedBackground) > 0.35 && white(.scrollViewTexturedBackground) < 0.55)
        #expect(white(.underPageBackground) > 0.65)
    }

    /// A 2 x 2 point image: red top-left quarter, the rest blue.
    static func quarterImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func aPatternImageBackgroundTilesFromTheViewsTopLeft() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 3, y: 5, width: 8, height: 8))
        view.backgroundColor = UIColor(patternImage: Self.quarterImage())
        window.addSubview(view)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        func at(_ x: Int, _ y: Int) -> [UInt8] { let p = image.rgba(x: x, y: y); return [p.r, p.g, p.b, p.a] }
        // The view's top-left point is red, then blue, repeating every 2 points.
        #expect(at(3, 5) == [255, 0, 0, 255])
        #expect(at(4, 5) == [0, 0, 255, 255])
        #expect(at(3, 6) == [0, 0, 255, 255])
        #expect(at(5, 7) == [255, 0, 0, 255])
        #expect(at(9, 11) == [255, 0, 0, 255])
        #expect(at(2, 5) == [0, 0, 0, 0])
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(!UIColor(patternImage: Self.quarterImage()).getRed(&r, green: &g, blue: &b, alpha: &a))
    }

    @Test func aPatternColourFillsInDrawRect() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format).image { context in
            UIColor(patternImage: Self.quarterImage()).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 6, height: 6)).fill()
        }
        let cg = image.cgImage!
        #expect(cg.rgba(x: 4, y: 2) == (255, 0, 0, 255))
        #expect(cg.rgba(x: 5, y: 2) == (0, 0, 255, 255))
        #expect(cg.rgba(x: 4, y: 3) == (0, 0, 255, 255))
    }
}
