/// The base of buttons, switches, sliders and the other controls: states,
/// target–action and touch tracking, as UIKit's `UIControl`.
///
/// Tracking follows UIKit: a touch down highlights the control and sends
/// `.touchDown` (with `.touchDownRepeat` when `tapCount > 1`); moves send
/// `.touchDragInside`/`.touchDragOutside` (and `Enter`/`Exit` when crossing);
/// lifting sends `.touchUpInside` or `.touchUpOutside`. "Inside" is the
/// bounds grown by 70 points on every side, as UIKit does for fingers.
/// A disabled control is not hit (touches go to the views behind it).
///
/// Actions: `addTarget(_:action:for:)` with a `Selector` works when the
/// target's class registered the method (`UINib.register`, see
/// docs/controls.md); `addAction(_:for:)` with a `UIAction`, and a
/// method-reference `addTarget` overload, need no registration.
@preconcurrency @MainActor
open class UIControl: UIView, NibActionSource {
    /// How far outside the bounds a finger still counts as inside.
    package static let touchInsideTolerance: CGFloat = 70

    package struct TargetAction {
        enum Kind {
            case selector(Selector)
            case method(@MainActor (AnyObject, UIControl, UIEvent?) -> Void)
            case action(UIAction)
            case closure(@MainActor (AnyObject?) -> Void)
        }

        weak var target: AnyObject?
        /// Nil targets go up the responder chain; a target that went away drops its actions.
        var hadTarget: Bool
        var kind: Kind
        var events: Event
    }

    package var targetActions: [TargetAction] = []
    private var tracking = false
    private var touchInside = false
    /// The event being handled, for actions sent while tracking.
    private var currentEvent: UIEvent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As on iOS, controls are not opaque (`opaque = NO` in their description).
    package override class var isOpaqueByDefault: Bool { false }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { controlStateDidChange() } }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { controlStateDidChange() } }
    }

    /// `.leading`/`.trailing` resolved with the control's layout direction
    /// (leading is right in a right-to-left layout).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return isRightToLeft ? .right : .left
        case .trailing: return isRightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false

    /// Redraws (and lays out) the control; subclasses update their parts too.
    package func controlStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Tracking

    open var isTracking: Bool { tracking }
    open var isTouchInside: Bool { touchInside }

    // Discardable, as every Objective-C method returning a value is when Swift
    // imports UIKit: `super.beginTracking(touch, with: event)` compiles without a warning.
    @discardableResult
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    @discardableResult
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Runs, once per tap that ends inside, what the control's primary action
    /// does besides its actions (a button whose menu is its primary action
    /// shows the menu), and returns the events sent with `.touchUpInside`.
    package func triggerPrimaryAction() -> Event { [] }

    /// Whether this control's own action wins over `gestureRecognizer` of an
    /// ancestor (UIKit: a button, switch, stepper, segmented or page control
    /// over a single tap; a slider over a pan or swipe). None for a plain control.
    package func preventsOverlappingGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        let t = UIControl.touchInsideTolerance
        return bounds.insetBy(dx: -t, dy: -t).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        touchInside = true
        tracking = beginTracking(touch, with: event)
        isHighlighted = true
        if tracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let wasInside = touchInside
        touchInside = isInsideForTracking(touch)
        isHighlighted = touchInside
        guard tracking else { return }
        tracking = continueTracking(touch, with: event)
        guard tracking else { return }
        var events: Event = touchInside ? .touchDragInside : .touchDragOutside
        if !wasInside && touchInside { events.insert(.touchDragEnter) }
        if wasInside && !touchInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        touchInside = isInsideForTracking(touch)
        isHighlighted = false
        if tracking {
            endTracking(touch, with: event)
            sendActions(for: touchInside ? Event.touchUpInside.union(triggerPrimaryAction()) : .touchUpOutside)
        }
        tracking = false
        touchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentEvent = event
        defer { currentEvent = nil }
        isHighlighted = false
        if tracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
        tracking = false
        touchInside = false
    }

    /// A disabled control takes no touches: they go to the views behind it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Target–action (see UIControl+TargetAction.swift)

    /// Adds `action` for `controlEvents`. A nil target sends the action up the
    /// responder chain (from the first responder, else this control) to the
    /// first responder whose class registered it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addSelectorTarget(target, action, controlEvents)
    }

    /// Removes the actions of `target` (nil: every target) named `action`
    /// (nil: every action) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeSelectorTarget(target, action, controlEvents)
    }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        selectorNames(forTarget: target, controlEvent)
    }

    open var allTargets: Set<AnyHashable> { targetSet }

    open var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends `action` to `target` (nil: up the responder chain).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        dispatchSelector(action, to: target, event: event)
    }

    /// Runs every action registered for any of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        runActions(for: controlEvents, event: currentEvent)
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        addUIAction(action, controlEvents)
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeUIActions(controlEvents) { $0 === action }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeUIActions(controlEvents) { $0.identifier == actionIdentifier }
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

}

// In an extension (no vtable entry): a class member with a `@MainActor`
// closure parameter in a `@preconcurrency` class is mangled inconsistently
// across files by Swift 6.3, which breaks linking subclasses' metadata.
extension UIControl {
    // MARK: NibActionSource

    package func connectLayoutAction(events: Int, handler: @escaping @MainActor (AnyObject?) -> Void) {
        targetActions.append(TargetAction(target: nil, hadTarget: false, kind: .closure(handler),
                                          events: Event(rawValue: UInt(events))))
    }
}
