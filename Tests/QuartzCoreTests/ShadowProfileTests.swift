@testable import QuartzCore
import Foundation
import Testing

/// The falloff of a layer shadow, value by value: a Gaussian whose standard
/// deviation is 0.88 × `shadowRadius`, which is how iOS draws
/// `shadowRadius 10, shadowOpacity 0.5` from a `shadowPath` (a standard
/// deviation of the whole radius is up to 4/255 darker all around the shape,
/// one of half the radius up to 20/255 lighter).
@MainActor
@Suite(.serialized) struct ShadowProfileTests {
    /// A white canvas with a layer that paints nothing but casts the shadow of
    /// its `shadowPath` (its bounds, 100 points square at (60, 60)), so the
    /// whole shadow shows, inside the shape too.
    private func scene(radius: CGFloat, opacity: Float) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 220, height: 220)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = .zero
        root.addSublayer(layer)
        return root
    }

    /// Standard normal cumulative distribution.
    private func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

    /// The shadow's darkness (255 minus the red channel over white) along the
    /// middle row, across the left edge, at `scale`, against the Gaussian edge
    /// profile `opacity × Φ(-d / σ)`, σ = 0.88 × radius: within 2.5/255 at every
    /// pixel from 3σ inside to 3σ outside (the blur is three box blurs, which
    /// approach the Gaussian within that).
    @Test(arguments: [(10.0, 0.5, 1.0), (10.0, 0.5, 2.0), (6.0, 0.2, 3.0), (3.0, 1.0, 2.0)])
    func edgeProfileIsAGaussianOf088TimesTheRadius(radius: Double, opacity: Double, scale: Double) {
        let image = renderLayer(scene(radius: radius, opacity: Float(opacity)), scale: scale)
        let sigma = 0.88 * radius * scale
        let edge = 60 * scale
        let y = Int(110 * scale)
        var worst = 0.0
        for x in Int(edge - 3 * sigma)...Int(edge + 3 * sigma) {
            // Distance from the edge to the pixel's centre, positive outside (left).
            let d = edge - (Double(x) + 0.5)
            let expected = 255 * opacity * phi(-d / sigma)
            let darkness = 255 - Double(image.rgba(x: x, y: y).r)
            worst = max(worst, abs(darkness - expected))
            #expect(abs(darkness - expected) <= 2.5, "x \(x) (\(d) px from the edge): \(darkness), Gaussian \(expected)")
        }
        // Just inside the edge the shadow is about half the opacity, whatever the blur.
        let atEdge = 255 - Double(image.rgba(x: Int(edge), y: y).r)
        #expect(abs(atEdge - 255 * opacity * phi(0.5 / sigma)) <= 2.5)
        #expect(worst <= 2.5)
    }

    /// The model's consequences stated as numbers: radius 10 at 1x, opacity
    /// 0.5. Ten pixels outside the edge the shadow is 18/255 dark (a
    /// standard deviation of the whole radius would give 22, of half of it 4);
    /// twenty pixels out it is 1/255 and thirty pixels out nothing.
    @Test func darknessOutsideTheEdgeAtRadius10() {
        let image = renderLayer(scene(radius: 10, opacity: 0.5), scale: 1)
        func darkness(_ x: Int) -> Int { 255 - Int(image.rgba(x: x, y: 110).r) }
        #expect((17...19).contains(darkness(50)), "\(darkness(50))")
        #expect((0...2).contains(darkness(40)), "\(darkness(40))")
        #expect(darkness(30) == 0)
        // Symmetric about the shape's middle, and flat inside it.
        #expect(darkness(50) == darkness(169))
        #expect(darkness(110) == 128)
    }

    /// The corner of a square shadow is the product of the two edge profiles
    /// (a Gaussian is separable): at the corner point itself a quarter of the
    /// opacity.
    @Test func cornerIsAQuarterOfTheOpacity() {
        let image = renderLayer(scene(radius: 10, opacity: 1), scale: 1)
        let corner = 255 - Int(image.rgba(x: 60, y: 60).r)
        // The pixel just inside the corner: Φ(0.5/8.8)² ≈ 0.274.
        #expect(abs(corner - 70) <= 2, "\(corner)")
    }
}
