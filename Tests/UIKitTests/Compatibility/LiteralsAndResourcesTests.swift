import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// What long custom views from real apps use besides views: image and colour
/// literals, Xcode's asset symbols, NSShadow (PaintCode's drawing code keeps
/// its shadows in one) and the large content viewer's settings.
@MainActor @Suite(.serialized) struct LiteralsAndResourcesTests {
    let dir = Fixtures.folder("Images")

    func withSearchPath<T>(_ body: () throws -> T) rethrows -> T {
        let saved = UIImage.offscreenSearchPaths
        UIImage.offscreenSearchPaths = [dir]
        defer { UIImage.offscreenSearchPaths = saved }
        return try body()
    }

    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func anImageLiteralIsTheNamedImageAndAUIImageWithoutATypeWritten() {
        withSearchPath {
            // No type written: the literal's default type is UIImage, as with `import UIKit` on iOS.
            let pointer = #imageLiteral(resourceName: "badge")
            #expect(pointer.size == CGSize(width: 16, height: 12))
            #expect(pointer.cgImage != nil)
            let typed: UIImage = #imageLiteral(resourceName: "only-two")
            #expect(typed.scale == 2 && typed.size == CGSize(width: 10, height: 10))
        }
    }

    @Test func aMissingImageLiteralIsAnEmptyImageNotACrash() {
        withSearchPath {
            let missing = #imageLiteral(resourceName: "no-such-image")
            #expect(missing.size == .zero && missing.cgImage == nil)
        }
    }

    @Test func aColorLiteralIsTheColorWithThoseComponents() {
        let orange = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(components(orange) == [1, 0.5, 0.25, 0.75])
        let typed: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(components(typed) == [0.2, 0.4, 0.6, 1])
    }

    @Test func assetSymbolsFindTheirImageAndAMissingOneIsEmpty() {
        withSearchPath {
            let badge = UIImage(resource: ImageResource(name: "badge", bundle: .main))
            #expect(badge.size == CGSize(width: 16, height: 12))
            #expect(ImageResource(name: "badge", bundle: .main) == ImageResource(name: "badge", bundle: .main))
            #expect(UIImage(resource: ImageResource(name: "no-such-image", bundle: .main)).size == .zero)
        }
        let clear = UIColor(resource: ColorResource(name: "NoSuchColor", bundle: .main))
        #expect(components(clear)[3] == 0)
    }

    @Test func aNewShadowHasUIKitsDefaults() throws {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        let color = try #require(shadow.shadowColor as? UIColor)
        #expect(components(color) == [0, 0, 0, 0.333])
        shadow.shadowOffset = CGSize(width: 3, height: 4)
        shadow.shadowBlurRadius = 2
        let copy = try #require(shadow.copy() as? NSShadow)
        #expect(copy == shadow && copy !== shadow)
        copy.shadowColor = nil
        #expect(copy != shadow)
    }

    /// Equal shadows on adjacent ranges merge into one run, as iOS merges them
    /// (Core Foundation compares attribute values; see CoreFoundationObjectTag).
    @Test func equalShadowsMergeInAnAttributedString() {
        let text = NSMutableAttributedString(string: "ab")
        for location in 0..<2 {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 1, height: 1)
            text.addAttribute(.init("NSShadow"), value: shadow, range: NSRange(location: location, length: 1))
        }
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: 2), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 1)
    }

    /// PaintCode's pattern: the shadow's values handed to the context. A white
    /// square on clear, shadowed 4 points right and down in the default colour:
    /// the shadow is black at one third alpha where only it falls.
    @Test func aShadowsValuesDrawThroughTheContext() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { renderer in
            let context = renderer.cgContext
            context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius,
                              color: (shadow.shadowColor as! UIColor).cgColor)
            UIColor.white.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
        }
        let pixels = try #require(image.cgImage)
        let square = pixels.rgba(x: 4, y: 4)
        #expect(square.r == 255 && square.a == 255)
        let shadowOnly = pixels.rgba(x: 14, y: 14)   // inside the shadow (6...16), outside the square (2...12)
        #expect(shadowOnly.r == 0 && abs(Int(shadowOnly.a) - 85) <= 1)
        #expect(pixels.rgba(x: 18, y: 18).a == 0)
    }

    @Test func viewsKeepTheirLargeContentViewerSettings() {
        let view = UIView()
        #expect(!view.showsLargeContentViewer && view.largeContentTitle == nil && view.largeContentImage == nil)
        #expect(!view.scalesLargeContentImage && view.largeContentImageInsets == .zero)
        view.showsLargeContentViewer = true
        view.largeContentTitle = "Home"
        view.largeContentImage = UIImage()
        view.scalesLargeContentImage = true
        view.largeContentImageInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let item: UILargeContentViewerItem = view
        #expect(item.showsLargeContentViewer && item.largeContentTitle == "Home" && item.largeContentImage != nil)
        #expect(item.scalesLargeContentImage && item.largeContentImageInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// Both off by default, as on iOS, and kept when set (drawing code sets
    /// them in its setup).
    @Test func touchOptionsDefaultOffAndAreKept() {
        let view = UIView()
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        view.isMultipleTouchEnabled = true
        view.isExclusiveTouch = true
        #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
    }
}
