@testable import QuartzCore
import Foundation
import Testing

private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

/// A light canvas with one white rounded card casting a shadow.
@MainActor private func cardScene(origin: CGPoint, radius: CGFloat, shadowRadius: CGFloat = 6) -> (root: CALayer, card: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
    root.backgroundColor = rgb(0.95, 0.95, 0.97)
    let card = CALayer()
    card.frame = CGRect(origin: origin, size: CGSize(width: 70, height: 40))
    card.backgroundColor = rgb(1, 1, 1)
    card.cornerRadius = radius
    card.shadowOpacity = 0.4
    card.shadowRadius = shadowRadius
    card.shadowOffset = CGSize(width: 1, height: 3)
    let stripe = CALayer()
    stripe.frame = CGRect(x: 14, y: 10, width: 40, height: 8)
    stripe.backgroundColor = rgb(0.2, 0.4, 0.9)
    card.addSublayer(stripe)
    root.addSublayer(card)
    return (root, card)
}

private func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height { for x in 0..<a.width where a.rgba(x: x, y: y) != b.rgba(x: x, y: y) { return false } }
    return true
}

/// Equal but for rounding: no channel more than one level apart. A body drawn
/// straight over its shadow and one composited from a group differ by that
/// at anti-aliased edges.
private func nearlySamePixels(_ a: CGImage, _ b: CGImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.rgba(x: x, y: y), q = b.rgba(x: x, y: y)
            for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)] where abs(Int(u) - Int(v)) > 1 { return false }
        }
    }
    return true
}

@MainActor
@Suite(.serialized) struct LayerShadowTests {
    /// A shadow is the blurred alpha of what the layer paints. An opaque card
    /// with its content inside is drawn from its shape (and cached); an empty
    /// sublayer over its edge makes the painter read the pixels instead. Both
    /// must give the same shadow, at fractional positions and every scale (the
    /// body over it is drawn directly in one case, from a group in the other).
    @Test(arguments: [1.0, 2.0, 3.0])
    func shapeShadowEqualsPixelShadow(scale: Double) {
        for (origin, radius) in [(CGPoint(x: 20, y: 15), 10.0), (CGPoint(x: 20.3, y: 14.6), 12.0), (CGPoint(x: 25.5, y: 20.25), 0.0)] {
            let shape = cardScene(origin: origin, radius: radius)
            let pixels = cardScene(origin: origin, radius: radius)
            let empty = CALayer()
            empty.frame = CGRect(x: -2, y: -2, width: 10, height: 10)
            pixels.card.addSublayer(empty)
            ShadowMaskCache.shared.removeAll()
            let fromShape = renderLayer(shape.root, scale: scale)
            #expect(ShadowMaskCache.shared.count == 1, "the opaque card's shadow comes from its shape")
            let fromPixels = renderLayer(pixels.root, scale: scale)
            #expect(ShadowMaskCache.shared.count == 2, "a sublayer over the edge makes the shadow come from pixels (kept by its alpha)")
            #expect(nearlySamePixels(fromShape, fromPixels), "origin \(origin), radius \(radius), scale \(scale)")
        }
    }

    /// A cached mask is reused only while shape and shadow are unchanged.
    @Test func changingShapeOrBlurChangesTheShadow() {
        let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 10)
        let before = renderLayer(root)
        #expect(samePixels(before, renderLayer(root)))
        card.cornerRadius = 2
        let squarer = renderLayer(root)
        #expect(!samePixels(before, squarer))
        #expect(samePixels(squarer, renderLayer(cardScene(origin: CGPoint(x: 20, y: 15), radius: 2).root)))
        card.shadowRadius = 2
        let sharper = renderLayer(root)
        #expect(!samePixels(squarer, sharper))
        #expect(samePixels(sharper, renderLayer(cardScene(origin: CGPoint(x: 20, y: 15), radius: 2, shadowRadius: 2).root)))
    }

    /// A card whose shadow comes from its pixels: no background, a white
    /// rounded face and a stripe reaching past it, inside a light canvas.
    private func pixelCardScene() -> (root: CALayer, card: CALayer) {
        let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 0)
        card.backgroundColor = nil
        let face = CALayer()
        face.frame = card.bounds
        face.backgroundColor = rgb(1, 1, 1)
        face.cornerRadius = 10
        card.insertSublayer(face, at: 0)
        card.sublayers![1].frame.origin.x = -6
        return (root, card)
    }

    /// A mask kept from an earlier render is never used once what it was
    /// made from changes: after each change (the shape's, the blur's, the
    /// shadow's look, the pixels a shadow is cast from, the scale), the
    /// render equals one made with no mask kept, and differs from the one
    /// before the change. For a shadow cast by a shape and by pixels.
    @Test func keptMasksFollowEveryChange() {
        let shapeChanges: [(String, (CALayer) -> Void)] = [
            ("bounds", { $0.bounds.size = CGSize(width: 64, height: 44) }),
            ("position by a fraction", { $0.position.x += 0.5 }),
            ("cornerRadius", { $0.cornerRadius = 4 }),
            ("shadowRadius", { $0.shadowRadius = 3 }),
            ("shadowOffset", { $0.shadowOffset = CGSize(width: -2, height: 1) }),
            ("shadowOpacity", { $0.shadowOpacity = 0.8 }),
            ("shadowColor", { $0.shadowColor = rgb(0.8, 0, 0) }),
            ("shadowPath", { $0.shadowPath = CGPath(ellipseIn: $0.bounds, transform: nil) }),
            ("shadowPath's shape", { $0.shadowPath = CGPath(ellipseIn: $0.bounds.insetBy(dx: 4, dy: 0), transform: nil) }),
            ("shadowPath removed", { $0.shadowPath = nil }),
        ]
        let pixelChanges: [(String, (CALayer) -> Void)] = [
            ("a sublayer's place", { $0.sublayers![1].frame.origin.x = -9 }),
            ("a sublayer's alpha", { $0.sublayers![1].backgroundColor = rgb(0.2, 0.4, 0.9, 0.5) }),
            ("a sublayer's corner radius", { $0.sublayers![0].cornerRadius = 3 }),
            ("bounds", { $0.bounds.size = CGSize(width: 64, height: 44) }),
            ("shadowRadius", { $0.shadowRadius = 3 }),
            ("shadowColor", { $0.shadowColor = rgb(0, 0, 0.8) }),
        ]
        let scenes: [(String, () -> (root: CALayer, card: CALayer), [(String, (CALayer) -> Void)])] = [
            ("shape", { cardScene(origin: CGPoint(x: 20, y: 15), radius: 10) }, shapeChanges),
            ("pixels", pixelCardScene, pixelChanges),
        ]
        for (kind, scene, changes) in scenes {
            for scale in [2.0, 3.0] {
                let (root, card) = scene()
                ShadowMaskCache.shared.removeAll()
                var before = renderLayer(root, scale: scale)
                for (name, change) in changes {
                    change(card)
                    let kept = renderLayer(root, scale: scale)
                    ShadowMaskCache.shared.removeAll()
                    let fresh = renderLayer(root, scale: scale)
                    #expect(samePixels(kept, fresh), "\(kind): \(name) at \(scale)x")
                    #expect(!samePixels(kept, before), "\(kind): \(name) at \(scale)x changes the picture")
                    before = kept
                }
            }
            // The same tree at another scale.
            let root = scene().root
            ShadowMaskCache.shared.removeAll()
            _ = renderLayer(root, scale: 2)
            let kept = renderLayer(root, scale: 3)
            ShadowMaskCache.shared.removeAll()
            #expect(samePixels(kept, renderLayer(root, scale: 3)), "\(kind): scale")
        }
    }

    /// A shadow cast by pixels is blurred once while they stay the same:
    /// rendering again keeps the one mask, changing them adds another.
    @Test func pixelShadowIsKeptWhileItsPixelsStay() {
        let (root, card) = pixelCardScene()
        ShadowMaskCache.shared.removeAll()
        let first = renderLayer(root)
        #expect(ShadowMaskCache.shared.count == 1)
        #expect(samePixels(first, renderLayer(root)))
        #expect(ShadowMaskCache.shared.count == 1)
        card.sublayers![1].frame.origin.x = -9
        _ = renderLayer(root)
        #expect(ShadowMaskCache.shared.count == 2)
    }

    /// The same card shape in two places casts the same shadow, moved.
    @Test func sameShapeElsewhereCastsTheSameShadow() {
        let a = renderLayer(cardScene(origin: CGPoint(x: 20, y: 15), radius: 10).root, scale: 2)
        let b = renderLayer(cardScene(origin: CGPoint(x: 30, y: 20), radius: 10).root, scale: 2)
        for y in 0..<140 { for x in 0..<200 { #expect(a.rgba(x: x, y: y) == b.rgba(x: x + 20, y: y + 10)) } }
    }

    /// A canvas showing a corner of the scene shows the same shadow pixels
    /// there: the mask does not depend on what the canvas cuts off.
    @Test func partOfTheSceneShowsTheSameShadowPixels() {
        let whole = renderLayer(cardScene(origin: CGPoint(x: 40, y: 30), radius: 8).root, scale: 2)
        let corner = cardScene(origin: CGPoint(x: 40, y: 30), radius: 8).root
        corner.bounds = CGRect(x: 60, y: 40, width: 60, height: 40)
        let part = renderLayer(corner, scale: 2)
        for y in 0..<80 { for x in 0..<120 { #expect(part.rgba(x: x, y: y) == whole.rgba(x: x + 120, y: y + 80)) } }
    }

    /// An opaque card's shadow is not composited under the pixels its
    /// background covers (they end up the card's anyway): the result is the
    /// same pixels as a shadow composited everywhere, which a `shadowPath` of
    /// the card's own outline gets. Continuous corners, whose outline is the
    /// same path both ways, at fractional places and every scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func skippingTheCoveredPixelsChangesNoPixel(scale: Double) {
        for (origin, radius) in [(CGPoint(x: 20, y: 15), 10.0), (CGPoint(x: 20.3, y: 14.6), 12.0), (CGPoint(x: 25.5, y: 20.25), 0.0)] {
            let covered = cardScene(origin: origin, radius: radius)
            covered.card.cornerCurve = .continuous
            let everywhere = cardScene(origin: origin, radius: radius)
            everywhere.card.cornerCurve = .continuous
            let outline = radius > 0 ? ContinuousCorners.path(everywhere.card.bounds, radius: radius, corners: .all)
                                     : PathGeometry.rect(everywhere.card.bounds)
            everywhere.card.shadowPath = CGPath(elements: outline)
            #expect(samePixels(renderLayer(covered.root, scale: scale), renderLayer(everywhere.root, scale: scale)),
                    "origin \(origin), radius \(radius), scale \(scale)")
        }
    }
}

/// The pixels an opaque card covers are left out of its shadow's compositing
/// (the middle column and the rest of its sides, whole pixels inside the
/// outline only): the frame is the same pixels as with the shadow composited
/// under the whole card, for circular and continuous corners, some corners
/// square, at fractional places and every scale.
@MainActor
@Suite(.serialized) struct ShadowCoverTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func leavingOutTheCoveredPixelsChangesNoPixel(scale: Double) {
        let places: [(CGPoint, CGFloat)] = [(CGPoint(x: 20, y: 15), 10), (CGPoint(x: 20.3, y: 14.6), 12),
                                            (CGPoint(x: 25.5, y: 20.25), 0), (CGPoint(x: 18.7, y: 16.1), 19.5)]
        for (origin, radius) in places {
            for curve in [CALayerCornerCurve.circular, .continuous] {
                for corners: CACornerMask in [[.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                                              [.layerMinXMinYCorner, .layerMaxXMaxYCorner]] {
                    func render(skipping: Bool) -> CGImage {
                        let scene = cardScene(origin: origin, radius: radius)
                        scene.card.cornerCurve = curve
                        scene.card.maskedCorners = corners
                        LayerPainter.skipsCoveredShadowPixels = skipping
                        defer { LayerPainter.skipsCoveredShadowPixels = true }
                        return renderLayer(scene.root, scale: scale)
                    }
                    #expect(samePixels(render(skipping: true), render(skipping: false)),
                            "origin \(origin), radius \(radius), \(curve), corners \(corners.rawValue), scale \(scale)")
                }
            }
        }
    }
}

/// A kept shadow mask is composited by Offscreen's own loop (Pixman's
/// arithmetic, eight pixels a step) where it can, else by Cairo: the frame is
/// the same pixels either way, for shadow colours opaque and translucent, over
/// opaque and translucent backdrops, in a layer with group opacity (a group
/// surface with its own origin), cast from a shape or from pixels, and where
/// Cairo keeps the work (a fractional offset, a rounded clip).
@MainActor
@Suite(.serialized) struct DirectShadowCompositingTests {
    private func render(_ make: () -> CALayer, scale: CGFloat, directly: Bool) -> CGImage {
        LayerPainter.compositesShadowsDirectly = directly
        defer { LayerPainter.compositesShadowsDirectly = true }
        return renderLayer(make(), scale: scale)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func ownLoopGivesCairosPixels(scale: Double) {
        let colours: [(CGColor, Float)] = [(rgb(0, 0, 0), 0.4), (rgb(1, 0, 0), 0.7), (rgb(0.2, 0.5, 0.9, 0.5), 1),
                                           (rgb(0, 0, 0), 1), (rgb(1, 1, 1), 0.03)]
        for (colour, opacity) in colours {
            for backdropAlpha in [1.0, 0.5, 0.0] {
                for radius in [0.0, 10.0] {
                    func scene() -> CALayer {
                        let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: radius)
                        root.backgroundColor = rgb(0.95, 0.95, 0.97, backdropAlpha)
                        card.shadowColor = colour
                        card.shadowOpacity = opacity
                        return root
                    }
                    let before = LayerPainter.directShadowComposites.load(ordering: .relaxed)
                    let own = render(scene, scale: scale, directly: true)
                    #expect(LayerPainter.directShadowComposites.load(ordering: .relaxed) > before)
                    #expect(samePixels(own, render(scene, scale: scale, directly: false)),
                            "colour \(colour), opacity \(opacity), backdrop alpha \(backdropAlpha), radius \(radius), scale \(scale)")
                }
            }
        }
    }

    @Test(arguments: [1.0, 3.0])
    func groupsPixelShadowsAndCairosCasesGiveTheSamePixels(scale: Double) {
        // In a sublayer with group opacity, away from the root's origin.
        func faded() -> CALayer {
            let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 8)
            let group = CALayer()
            group.frame = CGRect(x: 7, y: 5, width: 100, height: 70)
            group.opacity = 0.6
            card.removeFromSuperlayer()
            card.frame.origin = CGPoint(x: 13, y: 10)
            group.addSublayer(card)
            root.addSublayer(group)
            return root
        }
        // Cast from pixels: a badge over the card's corner.
        func badged() -> CALayer {
            let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 8)
            let badge = CALayer()
            badge.frame = CGRect(x: 60, y: -4, width: 12, height: 12)
            badge.cornerRadius = 6
            badge.backgroundColor = rgb(0.9, 0.2, 0.2)
            card.addSublayer(badge)
            return root
        }
        // Half a device pixel of offset: Cairo composites it.
        func fractional() -> CALayer {
            let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 8)
            card.shadowOffset = CGSize(width: 0.5, height: 1.5)
            return root
        }
        // Inside a rounded clip, which is no set of whole pixels: Cairo composites it.
        func roundedClip() -> CALayer {
            let (root, card) = cardScene(origin: CGPoint(x: 20, y: 15), radius: 8)
            let clip = CALayer()
            clip.frame = root.bounds.insetBy(dx: 4, dy: 4)
            clip.cornerRadius = 14
            clip.masksToBounds = true
            card.removeFromSuperlayer()
            card.frame.origin = CGPoint(x: 16, y: 11)
            clip.addSublayer(card)
            root.addSublayer(clip)
            return root
        }
        for (name, make) in [("group opacity", faded), ("badge", badged), ("fractional offset", fractional),
                             ("rounded clip", roundedClip)] as [(String, () -> CALayer)] {
            #expect(samePixels(render(make, scale: scale, directly: true), render(make, scale: scale, directly: false)),
                    "\(name), scale \(scale)")
        }
    }
}
