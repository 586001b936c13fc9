/// Turns touches into a gesture with a state machine, as UIKit's does.
///
/// Subclasses override the touch methods and set `state` (settable here as
/// after iOS's `import UIKit.UIGestureRecognizerSubclass`). Setting `.began`
/// or `.ended` (`.recognized`) from `.possible` is checked first: the
/// delegate's and the view's `gestureRecognizerShouldBegin(_:)`, then the
/// recognizers this one must wait for (`require(toFail:)`): while one of
/// them is still possible the state stays `.possible` and the transition
/// happens once it fails (if it recognizes instead, this one fails). A
/// recognizer that begins or recognizes makes every other possible
/// recognizer on the same touches fail, unless a delegate allows both
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
///
/// Actions run for `.began`, `.changed`, `.ended` and `.cancelled`, in the
/// order they were added; a recognizer is reset to `.possible` (`reset()`)
/// once it has finished and all its touches have ended.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    /// One action: a selector on a target (performed through the registry),
    /// a method reference, or a closure.
    private struct ActionEntry {
        weak var target: AnyObject?
        var selector: Selector?
        var perform: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
        var holdsTarget: Bool
    }

    private var actionEntries: [ActionEntry] = []

    package var storedState: State = .possible
    /// A `.began`/`.ended` transition waiting for `require(toFail:)` recognizers.
    package var pendingState: State?
    package var failureRequirements: [WeakRecognizer] = []
    /// Touches this recognizer receives, in the order they began.
    package var trackedTouches: [UITouch] = []
    package var ignoredTouches: [UITouch] = []

    open weak var delegate: UIGestureRecognizerDelegate?
    public internal(set) weak var view: UIView?
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var allowedTouchTypes: [NSNumber] = [NSNumber(value: UITouch.TouchType.direct.rawValue)]

    /// Disabling a recognizer in progress cancels it (or fails it when still possible).
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch storedState {
            case .began, .changed: state = .cancelled
            case .possible where !trackedTouches.isEmpty: state = .failed
            default: break
            }
        }
    }

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    open var state: State {
        get { storedState }
        set { GestureRecognition.shared.transition(self, to: newValue) }
    }

    // MARK: Target–action

    /// Adds `action` on `target`; the target's class registers the method
    /// under the selector's name (`UINib.register(T.self, .action("handleTap:", T.handleTap))`).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        actionEntries.append(ActionEntry(target: object, selector: action, perform: { target, sender in
            guard let target else { return }
            _ = performRegisteredAction(action, on: target, sender: sender)
        }, holdsTarget: true))
    }

    /// Removes the actions matching `target` and `action` (nil matches any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actionEntries.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.selector == action)
        }
    }

    /// Offscreen's own: a recognizer calling `handler` (with itself) for each action.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actionEntries.append(ActionEntry(target: nil, selector: nil, perform: { _, sender in handler(sender) }, holdsTarget: false))
    }

    /// Offscreen's own: `init(target:action:)` with a method reference.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    package func sendActions() {
        for entry in actionEntries {
            if entry.holdsTarget && entry.target == nil { continue }
            entry.perform(entry.target, self)
        }
    }

    // MARK: Relationships

    /// This recognizer waits until `otherGestureRecognizer` fails before it begins.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Location

    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view` (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            let p = touch.location(in: view)
            x += p.x; y += p.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// The touches of the last sequence, so `location(in:)` still answers in
    /// the `.ended` action after the fingers lifted.
    package var lastTouches: [UITouch] = []

    // MARK: Subclass API

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer goes back to `.possible`; subclasses clear their own state.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }
}

package struct WeakRecognizer {
    package weak var recognizer: UIGestureRecognizer?
}

// In an extension (no vtable entry): a class member with a `@MainActor`
// closure parameter in a `@preconcurrency` class is mangled inconsistently
// across files by Swift 6.3, which breaks linking subclasses' metadata.
extension UIGestureRecognizer {
    /// Offscreen's target–action without the Objective-C runtime: a method
    /// reference, called with the recognizer (`addTarget(self, action: MyView.handleTap)`).
    /// The target is held weakly, as UIKit holds targets.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        actionEntries.append(ActionEntry(target: target, selector: nil, perform: { target, sender in
            guard let target = target as? Target, let sender = sender as? Recognizer else { return }
            action(target)(sender)
        }, holdsTarget: true))
    }
}
