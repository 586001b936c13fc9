@testable import UIKit
import Foundation
import Testing

/// Images that flip right to left (`imageFlippedForRightToLeftLayoutDirection()`)
/// and mirrored orientations (`withHorizontallyFlippedOrientation()`), as UIKit
/// shows them in image views and buttons.
@MainActor
@Suite struct RightToLeftImageTests {
    /// 4 x 2 points at scale 1: the left half red, the right half blue.
    private func redThenBlue() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
    }

    /// The red and blue of the pixel at (x, y) of `view`'s window at scale 1.
    private func colour(in window: UIWindow, x: Int, y: Int) -> String {
        let p = window.offscreenImage(scale: 1).cgImage!.rgba(x: x, y: y)
        return p.r > 200 && p.b < 50 ? "red" : p.b > 200 && p.r < 50 ? "blue" : "other(\(p.r),\(p.g),\(p.b),\(p.a))"
    }

    private func show(_ image: UIImage, direction: UITraitEnvironmentLayoutDirection) -> (UIWindow, UIImageView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        window.traitOverrides.layoutDirection = direction
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        window.addSubview(view)
        return (window, view)
    }

    @Test func imageFlippedForRightToLeftMarksTheImageAndKeepsItsPixels() {
        let image = redThenBlue()
        #expect(image.flipsForRightToLeftLayoutDirection == false)
        let flipping = image.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection)
        #expect(flipping.imageOrientation == .up)
        #expect(flipping.size == CGSize(width: 4, height: 2))
        #expect(flipping.cgImage === image.cgImage)
        // Carried through other variants, as UIKit's flag is.
        #expect(flipping.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
        #expect(flipping.withHorizontallyFlippedOrientation().flipsForRightToLeftLayoutDirection)
    }

    @Test func withHorizontallyFlippedOrientationMirrorsTheOrientation() {
        let image = redThenBlue()
        let mirrored = image.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.flipsForRightToLeftLayoutDirection == false)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        let left = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .left)
        #expect(left.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        #expect(left.withHorizontallyFlippedOrientation().size == CGSize(width: 2, height: 4))
    }

    @Test func aFlippingImageIsMirroredInARightToLeftImageViewOnly() {
        let flipping = redThenBlue().imageFlippedForRightToLeftLayoutDirection()
        let (ltr, _) = show(flipping, direction: .leftToRight)
        #expect(colour(in: ltr, x: 1, y: 2) == "red")
        #expect(colour(in: ltr, x: 6, y: 2) == "blue")
        let (rtl, view) = show(flipping, direction: .rightToLeft)
        #expect(colour(in: rtl, x: 1, y: 2) == "blue")
        #expect(colour(in: rtl, x: 6, y: 2) == "red")
        // The view's own content direction decides: forced left to right, it is not mirrored.
        view.semanticContentAttribute = .forceLeftToRight
        #expect(colour(in: rtl, x: 1, y: 2) == "red")
        view.semanticContentAttribute = .unspecified
        #expect(colour(in: rtl, x: 1, y: 2) == "blue")
        // The window turning back to left to right turns the image back.
        rtl.traitOverrides.layoutDirection = .leftToRight
        #expect(colour(in: rtl, x: 1, y: 2) == "red")
    }

    @Test func anImageThatDoesNotFlipStaysPutRightToLeft() {
        let (rtl, _) = show(redThenBlue(), direction: .rightToLeft)
        #expect(colour(in: rtl, x: 1, y: 2) == "red")
        #expect(colour(in: rtl, x: 6, y: 2) == "blue")
    }

    @Test func aMirroredOrientationIsDrawnMirroredInEveryDirection() {
        let mirrored = redThenBlue().withHorizontallyFlippedOrientation()
        let (ltr, _) = show(mirrored, direction: .leftToRight)
        #expect(colour(in: ltr, x: 1, y: 2) == "blue")
        // Flipping a mirrored image right to left mirrors it back.
        let (rtl, _) = show(mirrored.imageFlippedForRightToLeftLayoutDirection(), direction: .rightToLeft)
        #expect(colour(in: rtl, x: 1, y: 2) == "red")
        // UIImage.draw(in:) honours the orientation too.
        let drawn = drawnAlone(mirrored)
        #expect(drawn.rgba(x: 0, y: 1).b == 255)
        #expect(drawn.rgba(x: 3, y: 1).r == 255)
    }

    /// `image` drawn with `draw(in:)` at its size, at scale 1.
    private func drawnAlone(_ image: UIImage) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }.cgImage!
    }

    @Test func turnedOrientationsAreDrawnTurned() {
        // `.right`: a quarter turn clockwise, so the red (left) half ends on top.
        let right = UIImage(cgImage: redThenBlue().cgImage!, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 2, height: 4))
        let drawn = drawnAlone(right)
        #expect(drawn.rgba(x: 1, y: 0).r == 255)
        #expect(drawn.rgba(x: 1, y: 3).b == 255)
        // `.left`: a quarter turn anticlockwise, the red half at the bottom.
        let drawnLeft = drawnAlone(UIImage(cgImage: redThenBlue().cgImage!, scale: 1, orientation: .left))
        #expect(drawnLeft.rgba(x: 1, y: 3).r == 255)
        #expect(drawnLeft.rgba(x: 1, y: 0).b == 255)
    }

    @Test func aButtonsFlippingImageIsMirroredRightToLeft() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.traitOverrides.layoutDirection = .rightToLeft
        let button = UIButton(type: .custom)
        button.setImage(redThenBlue().imageFlippedForRightToLeftLayoutDirection(), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        window.addSubview(button)
        window.layoutIfNeeded()
        let frame = button.imageView!.frame
        #expect(frame.size == CGSize(width: 4, height: 2))
        #expect(colour(in: window, x: Int(frame.minX), y: Int(frame.midY)) == "blue")
        #expect(colour(in: window, x: Int(frame.maxX) - 1, y: Int(frame.midY)) == "red")
    }
}

extension RightToLeftImageTests {
    @Test func directionalSymbolsFlipRightToLeft() throws {
        let forward = try #require(UIImage(systemName: "chevron.forward"))
        #expect(forward.flipsForRightToLeftLayoutDirection)
        #expect(try #require(UIImage(systemName: "star")).flipsForRightToLeftLayoutDirection == false)
        // In an image view the chevron's point (the ink of its middle row) is
        // right of the glyph's centre left to right, left of it right to left.
        func pointSide(_ direction: UITraitEnvironmentLayoutDirection) -> CGFloat {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.traitOverrides.layoutDirection = direction
            let view = UIImageView(image: forward)
            view.tintColor = .black
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.contentMode = .center
            window.addSubview(view)
            let image = window.offscreenImage(scale: 1).cgImage!
            func inked(_ x: Int, _ y: Int) -> Bool { image.rgba(x: x, y: y).a > 128 }
            let rows = (0..<40).filter { y in (0..<40).contains { inked($0, y) } }
            let columns = (0..<40).filter { x in (0..<40).contains { inked(x, $0) } }
            guard let top = rows.first, let bottom = rows.last, let left = columns.first, let right = columns.last else { return 0 }
            let middle = (top + bottom) / 2
            let ink = (0..<40).filter { inked($0, middle) }
            let centroid = CGFloat(ink.reduce(0, +)) / CGFloat(max(1, ink.count))
            return centroid - CGFloat(left + right) / 2
        }
        #expect(pointSide(.leftToRight) > 1)
        #expect(pointSide(.rightToLeft) < -1)
    }
}
