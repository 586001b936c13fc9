@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// UIKit Dynamics: the animator puts its items where iOS's simulation comes
/// to rest, at the next update of the window (or a render on request).
@MainActor
@Suite struct DynamicAnimatorTests {
    /// A 200x100 white window with a red 20x20 box at (0, 0).
    static func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(box)
        return (window, box)
    }

    private final class PauseCounter: NSObject, UIDynamicAnimatorDelegate {
        var resumed = 0, paused = 0
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    }

    private func isRed(_ image: UIImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.cgImage!.rgba(x: x, y: y)
        return p.r == 255 && p.g == 0 && p.b == 0
    }

    @Test func aSnappedViewIsDrawnAtRestOnItsSnapPoint() {
        let (window, box) = Self.scene()
        let animator = UIDynamicAnimator(referenceView: window)
        let counter = PauseCounter()
        animator.delegate = counter
        animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 150, y: 50)))
        // As on iOS before the first frame: running, the view not moved yet.
        #expect(animator.isRunning && box.center == CGPoint(x: 10, y: 10))
        let image = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 150, y: 50) && box.transform == .identity)
        #expect(isRed(image, 141, 41) && isRed(image, 158, 58))
        #expect(!isRed(image, 5, 5) && !isRed(image, 139, 50) && !isRed(image, 161, 50))
        #expect(!animator.isRunning && counter.resumed == 1 && counter.paused == 1)
    }

    @Test func aTurnedViewKeepsItsAngleAndMovingTheSnapPointSnapsAgain() {
        let (window, box) = Self.scene()
        box.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let animator = UIDynamicAnimator(referenceView: window)
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 100, y: 50))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        // The next turn settles it, without a render.
        turnRunLoop()
        #expect(box.center == CGPoint(x: 100, y: 50))
        #expect(box.transform == CGAffineTransform(rotationAngle: .pi / 4))
        snap.snapPoint = CGPoint(x: 40, y: 60)
        #expect(animator.isRunning)
        _ = window.offscreenImage(scale: 1)
        #expect(box.center == CGPoint(x: 40, y: 60) && !animator.isRunning)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && snap.dynamicAnimator == nil)
    }

    @Test func gravityAndTheReferenceBoundsStackItemsOnTheFloor() {
        let (window, box) = Self.scene()
        box.center = CGPoint(x: 50, y: 20)
        let top = UIView(frame: CGRect(x: 45, y: 0, width: 30, height: 10))
        let beside = UIView(frame: CGRect(x: 150, y: 10, width: 10, height: 10))
        window.addSubview(top)
        window.addSubview(beside)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [box, top, beside]))
        let collision = UICollisionBehavior(items: [box, top, beside])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        _ = window.offscreenImage(scale: 1)
        // The box rests on the floor; the bar, which overlaps it, on the box.
        #expect(box.frame == CGRect(x: 40, y: 80, width: 20, height: 20))
        #expect(top.frame == CGRect(x: 45, y: 70, width: 30, height: 10))
        #expect(beside.frame == CGRect(x: 150, y: 90, width: 10, height: 10))
        #expect(!animator.isRunning)
    }

    @Test func insetsDiagonalGravityAndItemsOnlyCollisions() {
        let (window, box) = Self.scene()
        box.center = CGPoint(x: 50, y: 50)
        let animator = UIDynamicAnimator(referenceView: window)
        let gravity = UIGravityBehavior(items: [box])
        gravity.setAngle(.pi / 4, magnitude: 2)
        #expect(abs(gravity.gravityDirection.dx - 2.squareRoot()) < 1e-9 && abs(gravity.magnitude - 2) < 1e-9)
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [box])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 30))
        animator.addBehavior(collision)
        _ = window.offscreenImage(scale: 1)
        // Down onto the inset floor, then into the inset right corner.
        #expect(box.frame == CGRect(x: 150, y: 70, width: 20, height: 20))
        collision.collisionMode = .items
        _ = window.offscreenImage(scale: 1)
        // Nothing stops it: it leaves the window and the animator keeps running.
        #expect(box.frame.minX >= 200 && animator.isRunning)
    }

    private final class ContactLog: NSObject, UICollisionBehaviorDelegate {
        var boundaries: [String?] = []
        var items = 0
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            boundaries.append((identifier as? NSString)?.description)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                               with item2: UIDynamicItem, at p: CGPoint) { items += 1 }
    }

    @Test func addedBoundariesAnchoredItemsAndContacts() {
        let (window, box) = Self.scene()
        box.center = CGPoint(x: 30, y: 10)
        let shelf = UIView(frame: CGRect(x: 100, y: 60, width: 40, height: 10))
        let onShelf = UIView(frame: CGRect(x: 110, y: 0, width: 10, height: 10))
        window.addSubview(shelf)
        window.addSubview(onShelf)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [box, shelf, onShelf]))
        let anchor = UIDynamicItemBehavior(items: [shelf])
        anchor.isAnchored = true
        animator.addBehavior(anchor)
        let collision = UICollisionBehavior(items: [box, shelf, onShelf])
        collision.addBoundary(withIdentifier: "ledge" as NSCopying, from: CGPoint(x: 0, y: 50), to: CGPoint(x: 60, y: 50))
        let log = ContactLog()
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        #expect(collision.boundary(withIdentifier: "ledge" as NSCopying) != nil)
        #expect(collision.boundaryIdentifiers?.count == 1)
        _ = window.offscreenImage(scale: 1)
        #expect(box.frame == CGRect(x: 20, y: 30, width: 20, height: 20))
        #expect(shelf.frame == CGRect(x: 100, y: 60, width: 40, height: 10))
        #expect(onShelf.frame == CGRect(x: 110, y: 50, width: 10, height: 10))
        #expect(log.boundaries == ["ledge"] && log.items == 1)
        collision.removeBoundary(withIdentifier: "ledge" as NSCopying)
        #expect(collision.boundaryIdentifiers == nil)
    }

    @Test func aViewAwayFromTheReferenceViewIsPlacedInItsCoordinates() {
        let (window, _) = Self.scene()
        let container = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        window.addSubview(container)
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 50)))
        #expect(animator.items(in: CGRect(x: 50, y: 20, width: 5, height: 5)).count == 1)
        _ = window.offscreenImage(scale: 1)
        #expect(item.center == CGPoint(x: 50, y: 30))
        #expect(animator.items(in: CGRect(x: 50, y: 20, width: 5, height: 5)).isEmpty)
    }

    @Test func childBehaviorsAndActionsRunAtTheStepOfRest() {
        let (window, box) = Self.scene()
        let parent = UIDynamicBehavior()
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 60, y: 60))
        parent.addChildBehavior(snap)
        var centersSeen: [CGPoint] = []
        parent.action = { centersSeen.append(box.center) }
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(parent)
        #expect(snap.dynamicAnimator === animator)
        _ = window.offscreenImage(scale: 1)
        #expect(centersSeen == [CGPoint(x: 60, y: 60)])
        parent.removeChildBehavior(snap)
        #expect(snap.dynamicAnimator == nil && !animator.isRunning)
    }

    @MainActor private final class Marker: NSObject, UIDynamicItem {
        var center = CGPoint(x: 100, y: 10)
        var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var transform = CGAffineTransform.identity
    }

    @Test func anItemWithoutGravityIsPushedAndAnyDynamicItemMoves() {
        let (window, box) = Self.scene()
        let below = UIView(frame: CGRect(x: 5, y: 40, width: 10, height: 10))
        window.addSubview(below)
        let marker = Marker()
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [box, marker]))
        let collision = UICollisionBehavior(items: [box, below, marker])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        _ = window.offscreenImage(scale: 1)
        #expect(below.frame == CGRect(x: 5, y: 90, width: 10, height: 10))
        #expect(box.frame == CGRect(x: 0, y: 70, width: 20, height: 20))
        #expect(marker.center == CGPoint(x: 100, y: 95) && marker.collisionBoundsType == .rectangle)
    }
}
