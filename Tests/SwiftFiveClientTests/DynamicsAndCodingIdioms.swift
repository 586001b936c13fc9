// iOS code in Swift 5 mode using UIKit Dynamics' attachments, pushes and
// fields, a view subclass that archives its own key, and KVO on a layer.
import UIKit
import XCTest

final class PendulumViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let bob = UIView(frame: CGRect(x: 150, y: 20, width: 30, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bob)
        animator = UIDynamicAnimator(referenceView: view)
        let attachment = UIAttachmentBehavior(item: bob, offsetFromCenter: UIOffset(horizontal: 0, vertical: -15),
                                              attachedToAnchor: CGPoint(x: 100, y: 20))
        attachment.damping = 0.5
        attachment.frequency = 0
        attachment.frictionTorque = 1
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        let push = UIPushBehavior(items: [bob], mode: .instantaneous)
        push.setAngle(.pi / 4, magnitude: 0.3)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: 0), for: bob)
        push.active = true
        animator.addBehavior(push)
        let field = UIFieldBehavior.springField()
        field.position = view.center
        field.region = UIRegion(size: view.bounds.size).byUnion(with: UIRegion(radius: 40))
        field.strength = 0.5
        let drag = UIFieldBehavior.dragField()
        drag.addItem(bob)
        let pin = UIAttachmentBehavior.pinAttachment(with: bob, attachedTo: view, attachmentAnchor: .zero)
        pin.attachmentRange = UIFloatRange(minimum: -.pi / 4, maximum: .pi / 4)
        let sliding = UIAttachmentBehavior.slidingAttachment(with: bob, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 0, dy: 1))
        sliding.attachmentRange = UIFloatRange(minimum: -10, maximum: 10)
        _ = UIFieldBehavior.field { _, position, _, mass, _, _ in CGVector(dx: -position.x * mass, dy: 0) }
    }
}

final class TaggedBadge: UIView {
    var label = "x"

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        label = coder.containsValue(forKey: "label") ? coder.decodeObject(forKey: "label") as? String ?? "" : ""
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(label as NSString, forKey: "label")
    }
}

final class LayerWatcher: NSObject {
    var observation: NSKeyValueObservation?
    var widths: [CGFloat] = []

    func watch(_ layer: CALayer) {
        observation = layer.observe(\.bounds, options: [.new, .old]) { [weak self] _, change in
            self?.widths.append(change.newValue?.width ?? -1)
        }
    }
}

final class DynamicsAndCodingIdiomTests: XCTestCase {
    func testAPendulumHangsBelowItsAnchorAfterTheNextUpdate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = PendulumViewController()
        controller.animator = nil
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // Only the attachment and gravity: the rest are built, not added, above.
        controller.animator.removeAllBehaviors()
        controller.animator.addBehavior(UIAttachmentBehavior(item: controller.bob, offsetFromCenter: UIOffset(horizontal: 0, vertical: -15),
                                                             attachedToAnchor: CGPoint(x: 100, y: 20)))
        controller.animator.addBehavior(UIGravityBehavior(items: [controller.bob]))
        _ = window.offscreenImage(scale: 1)
        XCTAssertEqual(controller.bob.center.x, 100, accuracy: 1e-9)
        XCTAssertFalse(controller.animator.isRunning)
    }

    func testAViewSubclassArchivesItsOwnKey() throws {
        let badge = TaggedBadge(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        badge.label = "new"
        let data = try NSKeyedArchiver.archivedData(withRootObject: badge, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let copy = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? TaggedBadge
        XCTAssertNil(unarchiver.error)
        XCTAssertEqual(copy?.label, "new")
        XCTAssertEqual(copy?.frame, badge.frame)
    }

    func testALayersBoundsAreObservedByKeyPath() {
        let watcher = LayerWatcher()
        let layer = CALayer()
        watcher.watch(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 8)
        XCTAssertEqual(watcher.widths, [64])
    }
}
