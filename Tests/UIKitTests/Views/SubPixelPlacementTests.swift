import Foundation
import Testing
@testable import UIKit

/// Views at half-point positions and sizes, at 2x and 3x. iOS does not round
/// view frames to pixels: Core Animation draws a layer where its frame says and
/// antialiases the edges, so a pixel an edge crosses is covered by the part of
/// it inside the shape (at 2x a half point is a whole pixel and every edge is
/// sharp; at 3x it is a pixel and a half). Borders are drawn inside the bounds
/// the same way, and a 1/scale hairline fills exactly one row of pixels.
/// Every pixel of each image is checked against that coverage.
@MainActor @Suite struct SubPixelPlacementTests {
    /// The area of pixel (px, py) at `scale` that `rects` (points) cover, 0…1 (rects do not overlap).
    private func coverage(_ rects: [CGRect], _ px: Int, _ py: Int, _ scale: CGFloat) -> CGFloat {
        let pixel = CGRect(x: CGFloat(px) / scale, y: CGFloat(py) / scale, width: 1 / scale, height: 1 / scale)
        return rects.reduce(0) { sum, r in
            let i = r.intersection(pixel)
            return sum + (i.isNull ? 0 : i.width * i.height * scale * scale)
        }
    }

    /// Black shapes on white: each pixel's grey level must be 255 × (1 − coverage), within
    /// 1.5 levels (Cairo places edges to 1/256 of a pixel, so a third of a point is not exact).
    private func expectCoverage(_ root: UIView, black rects: [CGRect], scale: CGFloat,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let image = root.offscreenImage(scale: scale).cgImage!
        var wrong: [String] = []
        for py in 0..<image.height {
            for px in 0..<image.width {
                let expected = 255 * (1 - coverage(rects, px, py, scale))
                let got = CGFloat(image.rgba(x: px, y: py).g)
                if abs(got - expected) > 1.5 { wrong.append("(\(px),\(py)) \(Int(got)) not \(Int(expected.rounded()))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels: \(wrong.prefix(12))", sourceLocation: sourceLocation)
    }

    private func board() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        root.backgroundColor = .white
        return root
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func aViewAtHalfPointsCoversItsPixelsByArea(scale: CGFloat) {
        let root = board()
        let frame = CGRect(x: 2.5, y: 3.5, width: 6.5, height: 0.5)
        let view = UIView(frame: frame)
        view.backgroundColor = .black
        root.addSubview(view)
        expectCoverage(root, black: [frame], scale: scale)
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func aHalfPointWideViewAtAThirdOfAPoint(scale: CGFloat) {
        let root = board()
        let frame = CGRect(x: 1 / 3, y: 1, width: 0.5, height: 9.5)
        let view = UIView(frame: frame)
        view.backgroundColor = .black
        root.addSubview(view)
        expectCoverage(root, black: [frame], scale: scale)
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func aHalfPointBorderIsDrawnInsideTheBounds(scale: CGFloat) {
        let root = board()
        let frame = CGRect(x: 2, y: 2, width: 8, height: 6)
        let view = UIView(frame: frame)
        view.layer.borderWidth = 0.5
        view.layer.borderColor = UIColor.black.cgColor
        root.addSubview(view)
        let w: CGFloat = 0.5
        let ring = [
            CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: w),
            CGRect(x: frame.minX, y: frame.maxY - w, width: frame.width, height: w),
            CGRect(x: frame.minX, y: frame.minY + w, width: w, height: frame.height - 2 * w),
            CGRect(x: frame.maxX - w, y: frame.minY + w, width: w, height: frame.height - 2 * w),
        ]
        expectCoverage(root, black: ring, scale: scale)
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func aHairlineIsOneRowOfPixels(scale: CGFloat) {
        let root = board()
        let frame = CGRect(x: 1, y: 5, width: 10, height: 1 / scale)
        let view = UIView(frame: frame)
        view.backgroundColor = .black
        root.addSubview(view)
        expectCoverage(root, black: [frame], scale: scale)
        let image = root.offscreenImage(scale: scale).cgImage!
        let row = Int(5 * scale)
        #expect(image.rgba(x: Int(5 * scale), y: row).g == 0)
        #expect(image.rgba(x: Int(5 * scale), y: row - 1).g == 255 && image.rgba(x: Int(5 * scale), y: row + 1).g == 255)
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func aHalfPointViewInsideAHalfPointParentAddsUp(scale: CGFloat) {
        let root = board()
        let parent = UIView(frame: CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
        root.addSubview(parent)
        let child = UIView(frame: CGRect(x: 1.5, y: 2, width: 3, height: 4.5))
        child.backgroundColor = .black
        parent.addSubview(child)
        expectCoverage(root, black: [CGRect(x: 2, y: 2.5, width: 3, height: 4.5)], scale: scale)
    }
}
