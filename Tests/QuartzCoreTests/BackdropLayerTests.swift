import Foundation
@testable import QuartzCore
import Testing

/// The backdrop layer under UIKit's visual effect views: a smooth Gaussian
/// blur of what lies behind it, saturated.
@MainActor struct BackdropLayerTests {
    /// Red left half, blue right half, a backdrop over the middle band.
    static func scene(radius: CGFloat, saturation: CGFloat = 1) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        for (x, color) in [(0, CGColor(red: 1, green: 0, blue: 0, alpha: 1)), (100, CGColor(red: 0, green: 0, blue: 1, alpha: 1))] {
            let half = CALayer()
            half.frame = CGRect(x: CGFloat(x), y: 0, width: 100, height: 100)
            half.backgroundColor = color
            root.addSublayer(half)
        }
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 0, y: 30, width: 200, height: 40)
        backdrop.blurRadius = radius
        backdrop.saturation = saturation
        root.addSublayer(backdrop)
        return root
    }

    static func row(_ image: CGImage, _ y: Int) -> [[Int]] {
        (0..<image.width).map { x in
            let p = image.rgba(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        }
    }

    /// Across the red | blue edge the blurred row changes smoothly, a few
    /// levels per pixel, from mostly red to mostly blue; above the layer the
    /// edge stays sharp.
    @Test func theEdgeBehindIsBlurredSmoothly() {
        for scale: CGFloat in [1, 3] {
            let image = renderLayer(Self.scene(radius: 30), scale: scale)
            let row = Self.row(image, Int(50 * scale))
            let steps = zip(row, row.dropFirst()).map { a, b in zip(a, b).map { abs($0 - $1) }.max()! }
            #expect(steps.max()! <= Int(6 / scale) + 1, "scale \(scale): \(steps.max()!) at \(steps.firstIndex(of: steps.max()!)!)")
            let mid = Int(100 * scale)
            #expect(row[mid - 1][0] > 100 && row[mid - 1][2] > 100)
            #expect(row[0][0] > row[0][2] + 100 && row.last![2] > row.last![0] + 100)
            #expect(row.allSatisfy { $0[3] == 255 })
            let above = Self.row(image, Int(10 * scale))
            #expect(above[mid - 1] == [255, 0, 0, 255] && above[mid] == [0, 0, 255, 255])
        }
    }

    /// Saturation above 1 pushes the mix away from gray (luminance kept).
    @Test func saturationMovesColoursAwayFromGray() {
        let plain = Self.row(renderLayer(Self.scene(radius: 30), scale: 1), 50)[100]
        let saturated = Self.row(renderLayer(Self.scene(radius: 30, saturation: 1.8), scale: 1), 50)[100]
        #expect(saturated[1] < plain[1] || plain[1] == 0)
        #expect(saturated[0] + saturated[2] > plain[0] + plain[2])
    }
}
