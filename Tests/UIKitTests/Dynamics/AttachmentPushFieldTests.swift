@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import GoldenTesting
import Testing

/// UIAttachmentBehavior, UIPushBehavior and UIFieldBehavior: where iOS's
/// simulation brings items to rest, computed from the forces (gravity of
/// magnitude 1 is 1,000 points/s²; a push of magnitude 1 accelerates a mass
/// of 1, a 100 × 100 item of density 1, by 100 points/s²).
@MainActor
@Suite struct AttachmentPushFieldTests {
    /// A white window of `size` with a 20x20 box centred at `center`.
    static func scene(_ size: CGSize = CGSize(width: 200, height: 100), box center: CGPoint) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(box)
        return (window, box)
    }

    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func angle(_ t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    // MARK: Attachments

    @Test func anItemHangsBelowItsAnchorAtItsLength() {
        let (window, box) = Self.scene(CGSize(width: 200, height: 200), box: CGPoint(x: 140, y: 10))
        let animator = UIDynamicAnimator(referenceView: window)
        let attachment = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 100, y: 10))
        #expect(attachment.length == 40 && attachment.attachedBehaviorType == .anchor && attachment.frequency == 0)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        _ = window.offscreenImage(scale: 1)
        // A pendulum rests straight below its pivot, at its length.
        #expect(near(box.center, CGPoint(x: 100, y: 50)) && box.transform == .identity)
        #expect(!animator.isRunning)
        // Gravity to the left: it hangs to the left.
        attachment.length = 60
        (animator.behaviors[1] as! UIGravityBehavior).gravityDirection = CGVector(dx: -1, dy: 0)
        _ = window.offscreenImage(scale: 1)
        #expect(near(box.center, CGPoint(x: 40, y: 10)))
    }

    @Test func aSpringStretchesByTheAccelerationOverItsAngularFrequencySquared() {
        let (window, box) = Self.scene(CGSize(width: 200, height: 200), box: CGPoint(x: 100, y: 50))
        let animator = UIDynamicAnimator(referenceView: window)
        let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 100, y: 10))
        spring.frequency = 2
        spring.damping = 0.3
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        _ = window.offscreenImage(scale: 1)
        // k = m(2πf)², so the spring carries m·g at an extension of g/(2πf)².
        let stretch = 1000 / pow(2 * CGFloat.pi * 2, 2)
        #expect(near(box.center, CGPoint(x: 100, y: 50 + stretch)))
    }

    @Test func anOffsetAttachmentTurnsTheItemToHangBelowTheAttachmentPoint() {
        let (window, box) = Self.scene(CGSize(width: 200, height: 200), box: CGPoint(x: 60, y: 40))
        let animator = UIDynamicAnimator(referenceView: window)
        let attachment = UIAttachmentBehavior(item: box, offsetFromCenter: UIOffset(horizontal: 10, vertical: 0),
                                              attachedToAnchor: CGPoint(x: 100, y: 10))
        let length = (30 * 30 + 30 * 30 as CGFloat).squareRoot()
        #expect(abs(attachment.length - length) < 1e-9)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        _ = window.offscreenImage(scale: 1)
        // The right edge's middle is held: the box turns a quarter turn back so its centre hangs below it.
        #expect(near(box.center, CGPoint(x: 100, y: 10 + length + 10)))
        #expect(abs(angle(box.transform) + .pi / 2) < 1e-9)
    }

    @Test func chainsPinsWeldsSlidesAndRopes() {
        let (window, box) = Self.scene(CGSize(width: 300, height: 200), box: CGPoint(x: 50, y: 50))
        let anchored = box
        let pinned = UIView(frame: CGRect(x: 60, y: 40, width: 20, height: 20))      // centre (70, 50)
        let welded = UIView(frame: CGRect(x: 40, y: 60, width: 20, height: 20))      // centre (50, 70)
        let link = UIView(frame: CGRect(x: 190, y: 0, width: 20, height: 20))        // centre (200, 10)
        let second = UIView(frame: CGRect(x: 220, y: 0, width: 20, height: 20))      // centre (230, 10)
        let slider = UIView(frame: CGRect(x: 140, y: 140, width: 20, height: 20))    // centre (150, 150)
        for view in [pinned, welded, link, second, slider] { window.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: window)
        let fixedBox = UIDynamicItemBehavior(items: [anchored])
        fixedBox.isAnchored = true
        animator.addBehavior(fixedBox)
        animator.addBehavior(UIGravityBehavior(items: [pinned, welded, link, second]))
        let pin = UIAttachmentBehavior.pinAttachment(with: anchored, attachedTo: pinned, attachmentAnchor: CGPoint(x: 60, y: 50))
        animator.addBehavior(pin)
        animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: anchored, attachedTo: welded, attachmentAnchor: CGPoint(x: 50, y: 60)))
        // A chain: link from a point, second from link (item to item, 30 points apart).
        animator.addBehavior(UIAttachmentBehavior(item: link, attachedToAnchor: CGPoint(x: 200, y: 10)))
        let chain = UIAttachmentBehavior(item: second, attachedTo: link)
        #expect(chain.attachedBehaviorType == .items && chain.length == 30)
        animator.addBehavior(chain)
        // Gravity down and to the right; the slide runs along x only, up to 40 points.
        let slide = UIAttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: CGPoint(x: 150, y: 150),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: -10, maximum: 40)
        let tilted = UIGravityBehavior(items: [slider])
        tilted.gravityDirection = CGVector(dx: 1, dy: 1)
        animator.addBehavior(tilted)
        animator.addBehavior(slide)
        _ = window.offscreenImage(scale: 1)
        #expect(anchored.center == CGPoint(x: 50, y: 50))
        // The pin at the pinned box's left edge: it swings a quarter turn down.
        #expect(near(pinned.center, CGPoint(x: 60, y: 60)) && abs(angle(pinned.transform) - .pi / 2) < 1e-9)
        #expect(welded.center == CGPoint(x: 50, y: 70) && welded.transform == .identity)
        #expect(near(link.center, CGPoint(x: 200, y: 10)) && near(second.center, CGPoint(x: 200, y: 40)))
        #expect(slider.center == CGPoint(x: 190, y: 150))
        #expect(!animator.isRunning)
        // A pin limited to a twentieth of a turn stops there.
        animator.removeAllBehaviors()
        pinned.transform = .identity
        pinned.center = CGPoint(x: 70, y: 50)
        let limited = UIAttachmentBehavior.pinAttachment(with: anchored, attachedTo: pinned, attachmentAnchor: CGPoint(x: 60, y: 50))
        limited.attachmentRange = UIFloatRange(minimum: -.pi / 10, maximum: .pi / 10)
        animator.addBehavior(fixedBox)
        animator.addBehavior(limited)
        animator.addBehavior(UIGravityBehavior(items: [pinned]))
        _ = window.offscreenImage(scale: 1)
        #expect(abs(angle(pinned.transform) - .pi / 10) < 1e-9)
        let tenth = CGFloat.pi / 10
        #expect(near(pinned.center, CGPoint(x: 60 + 10 * cos(tenth), y: 50 + 10 * sin(tenth))))
    }

    @Test func aRopeHoldsAtItsLengthAndFreeItemsTiedTogetherFallAsOne() {
        let (window, box) = Self.scene(CGSize(width: 200, height: 200), box: CGPoint(x: 100, y: 30))
        let hanging = UIView(frame: CGRect(x: 120, y: 20, width: 20, height: 20))   // centre (130, 30), 30 to the right
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 40, y: 20, width: 20, height: 20))
        for view in [hanging, left, right] { window.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: window)
        let anchor = UIDynamicItemBehavior(items: [box])
        anchor.isAnchored = true
        animator.addBehavior(anchor)
        let rope = UIAttachmentBehavior.limitAttachment(with: box, offsetFromCenter: .zero, attachedTo: hanging, offsetFromCenter: .zero)
        #expect(rope.length == 30)
        animator.addBehavior(rope)
        // Two free boxes tied together by a rod, one with gravity: they fall as one onto the floor.
        animator.addBehavior(UIAttachmentBehavior(item: left, attachedTo: right))
        animator.addBehavior(UIGravityBehavior(items: [hanging, left]))
        let floor = UICollisionBehavior(items: [left, right])
        floor.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(floor)
        _ = window.offscreenImage(scale: 1)
        #expect(near(hanging.center, CGPoint(x: 100, y: 60)))
        // The right box is lower: it reaches the floor first, 170 down; the left keeps its place beside it.
        #expect(right.center == CGPoint(x: 50, y: 190) && left.center == CGPoint(x: 10, y: 170))
    }

    @Test func withoutForceItemsKeepTheirDirectionAndAnEndlessSlideLeaves() {
        let (window, box) = Self.scene(CGSize(width: 200, height: 200), box: CGPoint(x: 100, y: 100))
        let held = UIView(frame: CGRect(x: 150, y: 90, width: 20, height: 20))     // centre (160, 100)
        let upper = UIView(frame: CGRect(x: 90, y: 130, width: 20, height: 20))     // centre (100, 140)
        let lower = UIView(frame: CGRect(x: 90, y: 170, width: 20, height: 20))      // centre (100, 180)
        for view in [held, upper, lower] { window.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: window)
        let anchor = UIDynamicItemBehavior(items: [box])
        anchor.isAnchored = true
        animator.addBehavior(anchor)
        // A rod made 60 long then set to 40, with no force: the item keeps its direction at 40.
        let rod = UIAttachmentBehavior(item: held, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(rod.length == 60)
        rod.length = 40
        animator.addBehavior(rod)
        // Free items tied by a rod set shorter: pulled to its length about their centre of mass.
        let tie = UIAttachmentBehavior(item: upper, attachedTo: lower)
        tie.length = 20
        animator.addBehavior(tie)
        _ = window.offscreenImage(scale: 1)
        #expect(near(held.center, CGPoint(x: 140, y: 100)))
        #expect(near(upper.center, CGPoint(x: 100, y: 150)) && near(lower.center, CGPoint(x: 100, y: 170)))
        #expect(!animator.isRunning)
        // A slide with no end in the direction of the force leaves the view; the animator keeps running.
        animator.removeAllBehaviors()
        let slide = UIAttachmentBehavior.slidingAttachment(with: lower, attachmentAnchor: lower.center, axisOfTranslation: CGVector(dx: 0, dy: -1))
        #expect(slide.attachmentRange == .infinite)
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [lower]))
        _ = window.offscreenImage(scale: 1)
        #expect(lower.frame.minY >= 200 && lower.center.x == 100 && animator.isRunning)
    }

    // MARK: Pushes

    @Test func aContinuousPushRestsAgainstTheBoundaryAndWithoutOneLeaves() {
        let (window, box) = Self.scene(box: CGPoint(x: 30, y: 50))
        let animator = UIDynamicAnimator(referenceView: window)
        let push = UIPushBehavior(items: [box], mode: .continuous)
        #expect(push.pushDirection == .zero && push.magnitude == 0 && push.active)
        push.setAngle(0, magnitude: 0.2)
        #expect(abs(push.pushDirection.dx - 0.2) < 1e-12 && push.angle == 0)
        push.magnitude = 0.5
        #expect(abs(push.pushDirection.dx - 0.5) < 1e-12)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 5), for: box)
        #expect(push.targetOffsetFromCenter(for: box) == UIOffset(horizontal: 0, vertical: 5))
        #expect(push.targetOffsetFromCenter(for: window) == .zero)
        animator.addBehavior(push)
        let walls = UICollisionBehavior(items: [box])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 190, y: 50) && !animator.isRunning)
        #expect(push.active)   // continuous pushes stay active
        animator.removeBehavior(walls)
        push.angle = .pi   // to the left, nothing stopping it
        _ = window.offscreenImage(scale: 1)
        #expect(box.frame.maxX <= 0 && animator.isRunning)
    }

    @Test func anInstantaneousPushTravelsItsSpeedOverTheResistanceThenEnds() {
        let (window, box) = Self.scene(box: CGPoint(x: 30, y: 50))
        let animator = UIDynamicAnimator(referenceView: window)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.5, dy: 0)
        let material = UIDynamicItemBehavior(items: [box])
        material.resistance = 25
        animator.addBehavior(material)
        animator.addBehavior(push)
        _ = window.offscreenImage(scale: 1)
        // m = 20·20/10,000 = 0.04; v = 100·0.5/0.04 = 1,250 points/s; it glides v/r = 50 points.
        #expect(abs(box.center.x - 80) < 1e-9 && box.center.y == 50)
        #expect(!push.active && push.mode == .instantaneous && !animator.isRunning)
        // Twice as dense: half the speed, half the way.
        material.density = 2
        push.active = true
        _ = window.offscreenImage(scale: 1)
        #expect(abs(box.center.x - 105) < 1e-9)
    }

    // MARK: Fields

    @Test func springAndRadialGravityFieldsHoldItemsAtTheirPosition() {
        let (window, box) = Self.scene(box: CGPoint(x: 20, y: 20))
        let other = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
        window.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: window)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 100, y: 50)
        spring.addItem(box)
        #expect(spring.items.count == 1 && spring.strength == 1 && spring.falloff == 0)
        animator.addBehavior(spring)
        let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 150, y: 40))
        radial.addItem(other)
        animator.addBehavior(radial)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 100, y: 50) && other.center == CGPoint(x: 150, y: 40))
        #expect(!animator.isRunning)
        // With gravity too, the spring (100 points/s² per point) carries 1,000 points/s² 10 points lower.
        animator.addBehavior(UIGravityBehavior(items: [box]))
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 100, y: 60))
        // Outside its region a field does nothing.
        radial.region = UIRegion(radius: 5)
        other.center = CGPoint(x: 20, y: 80)
        animator.updateItem(usingCurrentState: other)
        _ = window.offscreenImage(scale: 1)
        #expect(other.center == CGPoint(x: 20, y: 80))
    }

    @Test func linearElectricCustomAndVortexFields() {
        let (window, box) = Self.scene(box: CGPoint(x: 100, y: 50))
        let animator = UIDynamicAnimator(referenceView: window)
        let wind = UIFieldBehavior.linearGravityField(direction: CGVector(dx: -1, dy: 0))
        wind.addItem(box)
        animator.addBehavior(wind)
        let walls = UICollisionBehavior(items: [box])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 10, y: 50))
        animator.removeAllBehaviors()

        // An electric field pulls an opposite charge to its position and pushes a like one away.
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 150, y: 50)
        electric.addItem(box)
        let charge = UIDynamicItemBehavior(items: [box])
        charge.charge = -1
        animator.addBehavior(charge)
        animator.addBehavior(electric)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 150, y: 50) && !animator.isRunning)
        box.center = CGPoint(x: 120, y: 50)
        charge.charge = 1
        animator.updateItem(usingCurrentState: box)
        _ = window.offscreenImage(scale: 1)
        #expect(box.frame.maxX <= 0 && animator.isRunning)
        animator.removeAllBehaviors()

        // A custom field pulling towards (40, 30); the block is asked with the item at rest.
        box.center = CGPoint(x: 100, y: 50)
        var velocities: [CGVector] = []
        let custom = UIFieldBehavior.field { _, position, velocity, _, _, _ in
            velocities.append(velocity)
            return CGVector(dx: 40 - position.x, dy: 30 - position.y)
        }
        custom.addItem(box)
        animator.addBehavior(custom)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 40, y: 30) && velocities.allSatisfy { $0 == .zero })
        animator.removeAllBehaviors()

        // A vortex never lets its items rest: they stay, the animator runs.
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 100, y: 50)
        vortex.addItem(box)
        animator.addBehavior(vortex)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 40, y: 30) && animator.isRunning)
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
        #expect(noise.smoothness == 0.5 && noise.animationSpeed == 2)
        #expect(UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 1)).direction == CGVector(dx: 0, dy: 1))
    }

    @Test func regionsCombine() {
        let circle = UIRegion(radius: 10), square = UIRegion(size: CGSize(width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 7, y: 7)) && !circle.contains(CGPoint(x: 8, y: 8)))
        #expect(square.contains(CGPoint(x: 5, y: -5)) && !square.contains(CGPoint(x: 6, y: 0)))
        #expect(!circle.inverse().contains(.zero) && circle.inverse().contains(CGPoint(x: 20, y: 0)))
        #expect(square.byUnion(with: circle).contains(CGPoint(x: 9, y: 0)))
        #expect(!circle.byDifference(from: square).contains(CGPoint(x: 4, y: 0)) && circle.byDifference(from: square).contains(CGPoint(x: 8, y: 0)))
        #expect(circle.byIntersection(with: square).contains(CGPoint(x: 4, y: 4)) && !circle.byIntersection(with: square).contains(CGPoint(x: 9, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(UIFloatRange.infinite.isInfinite && !UIFloatRange.zero.isInfinite && UIFloatRange(minimum: -1, maximum: 2).maximum == 2)
    }

    /// One still frame: a box hanging from a point, a box pushed against the
    /// right wall, and a box a spring field holds at the centre.
    @Test func golden() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        func box(_ frame: CGRect, _ color: UIColor) -> UIView {
            let view = UIView(frame: frame)
            view.backgroundColor = color
            window.addSubview(view)
            return view
        }
        let pivot = box(CGRect(x: 38, y: 8, width: 4, height: 4), .black)
        let hanging = box(CGRect(x: 60, y: 0, width: 20, height: 20), .systemRed)
        let pushed = box(CGRect(x: 10, y: 90, width: 30, height: 20), .systemBlue)
        let sprung = box(CGRect(x: 150, y: 10, width: 16, height: 16), .systemGreen)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIAttachmentBehavior(item: hanging, offsetFromCenter: UIOffset(horizontal: 0, vertical: -10),
                                                  attachedToAnchor: pivot.center))
        animator.addBehavior(UIGravityBehavior(items: [hanging]))
        let push = UIPushBehavior(items: [pushed], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        let walls = UICollisionBehavior(items: [pushed])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 100, y: 60)
        spring.addItem(sprung)
        animator.addBehavior(spring)
        let image = window.offscreenImage(scale: 2).cgImage!
        expectGolden(image, named: "attachment-push-spring@2x", in: "Dynamics")
        #expect(pushed.frame.maxX == 200 && sprung.center == CGPoint(x: 100, y: 60))
    }
}
