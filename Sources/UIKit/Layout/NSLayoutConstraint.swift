import Foundation
import LayoutSolver

/// A relation between two attributes of layout items (views and layout
/// guides): `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Activating it installs it on the items' closest common ancestor (see
/// `UIView.constraints`) and hands it to the window's layout engine, which
/// solves incrementally: changing `constant` or `priority` of an active
/// constraint edits the engine, it does not rebuild it.
///
/// Where UIKit raises an Objective-C exception (items with no common
/// ancestor, an invalid pair of attributes), Offscreen prints UIKit's message
/// to the layout log (see `LayoutLog`) and leaves the constraint inactive.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    /// The anchor offsets (`anchorWithOffset(to:)`) among the items, kept alive.
    private let composedItems: [AnyObject]
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// Changing it on an active constraint re-solves incrementally at the next update.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engineNeedsUpdate() } }
    }

    /// 1...1000. Changing it on an active constraint re-solves at the next update.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { engineNeedsUpdate() } }
    }

    /// A name for this constraint in logs (`<NSLayoutConstraint:0x… 'identifier' …>`).
    open var identifier: String?

    open var shouldBeArchived = false

    /// Why UIKit would refuse this constraint, if it would; it then never activates.
    package let invalidReason: String?

    /// The engine currently holding it.
    package weak var engine: AutoLayoutEngine?
    /// Installed on this view (the items' closest common ancestor) while active.
    package weak var installedOn: UIView?
    /// Creation order, for stable listings.
    package let sequence: Int = NSLayoutConstraint.nextSequence()
    /// Made by the engine (intrinsic size, autoresizing mask), not installed on a view.
    package var isImplicit: Bool { false }

    private static var sequenceCounter = 0
    private static func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    /// The axis the constraint acts in (dimensions by their own axis).
    package var axis: Axis {
        if let axis = firstAttribute.positionAxis { return axis }
        return firstAttribute == .width ? .horizontal : .vertical
    }

    /// Makes a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    /// `view1` and `view2` are views or layout guides; `view2` is nil (and
    /// `attr2` `.notAnAttribute`) for a constant width or height.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// `NSLayoutConstraint()`: a constraint with no items, which code keeps as
    /// a placeholder in a property until it makes the real one
    /// (`var widthConstraint = NSLayoutConstraint()`), as iOS allows. Its
    /// attributes are `.notAnAttribute`, its constant 0; activating it
    /// installs nothing and logs why.
    public override convenience init() {
        self.init(emptyPlaceholder: ())
    }

    private init(emptyPlaceholder: ()) {
        firstItem = nil
        secondItem = nil
        composedItems = []
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        invalidReason = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'NSLayoutConstraint for (null): A constraint with no items cannot be activated.'"
        super.init()
    }

    package init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant: CGFloat, validated: Bool = true) {
        self.firstItem = first
        self.secondItem = second
        // Items are weak; an anchor offset has no owner but its constraints.
        self.composedItems = [first, second].compactMap { $0 as? LayoutAnchorOffset }
        self.firstAttribute = attr1
        self.secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.invalidReason = validated
            ? Self.validate(first, attr1, second, second == nil ? .notAnAttribute : attr2, multiplier, constant) : nil
        super.init()
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it true installs
    /// it on the closest common ancestor of its items.
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    package func activate() {
        guard installedOn == nil else { return }
        if let invalidReason {
            LayoutLog.emit(invalidReason)
            return
        }
        guard let host = installationHost() else {
            LayoutLog.emit("Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        install(on: host)
    }

    package func install(on host: UIView) {
        installedOn = host
        host.autoLayout.installed.append(self)
        AutoLayoutChanges.shared.constraintChanged(self, near: host)
    }

    package func deactivate() {
        guard let host = installedOn else { return }
        installedOn = nil
        host.autoLayout.installed.removeAll { $0 === self }
        AutoLayoutChanges.shared.constraintChanged(self, near: host)
    }

    private func engineNeedsUpdate() {
        guard let host = installedOn else { return }
        AutoLayoutChanges.shared.constraintChanged(self, near: host)
    }

    /// The closest common ancestor of the items (a guide counts as its owning
    /// view); the item itself for a constraint on one item.
    package func installationHost() -> UIView? {
        guard let first = firstItem, let a = LayoutItemRef.hostView(of: first) else { return nil }
        guard let secondItem else { return a }
        guard let b = LayoutItemRef.hostView(of: secondItem) else { return nil }
        return UIView.closestCommonAncestor(a, b)
    }

    // MARK: Anchors

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem!, attribute: firstAttribute)
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: Validation

    private static func validate(_ first: AnyObject, _ a1: Attribute, _ second: AnyObject?, _ a2: Attribute,
                                 _ multiplier: CGFloat, _ constant: CGFloat) -> String? {
        let prefix = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        guard LayoutItemRef.isLayoutItem(first), second.map(LayoutItemRef.isLayoutItem) ?? true else {
            return prefix + "'NSLayoutConstraint items must each be a view or layout guide.'"
        }
        guard a1 != .notAnAttribute else {
            return prefix + "'Invalid first attribute: notAnAttribute'"
        }
        guard multiplier.isFinite, constant.isFinite else {
            return prefix + "'A multiplier of \(multiplier) or constant of \(constant) is not finite.'"
        }
        guard second != nil else {
            if !a1.isDimension {
                return prefix + "'A constraint cannot be made between a \(a1.name) attribute and a constant.'"
            }
            return nil
        }
        guard multiplier != 0 else {
            return prefix + "'A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.'"
        }
        if a1.isDimension != a2.isDimension || (!a1.isDimension && a1.positionAxis != a2.positionAxis) {
            return prefix + "'A constraint cannot be made between \(a1.name) and \(a2.name): different axes.'"
        }
        if (a1.isAbsoluteDirection && a2.isDirectional) || (a1.isDirectional && a2.isAbsoluteDirection) {
            return prefix + "'A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.'"
        }
        return nil
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    package var typeName: String { "NSLayoutConstraint" }

    /// Items named in UIKit's `names:` suffix (none for ordinary constraints).
    package var descriptionPrefix: String { "" }

    package var layoutDescription: String {
        var text = "<\(typeName):\(LayoutItemRef.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + descriptionPrefix + equationDescription
        text += isActive || engine != nil ? "   (active)>" : "   (inactive)>"
        return text
    }

    package var equationDescription: String {
        var text = "\(anchorDescription(firstItem, firstAttribute)) \(relation.symbol)"
        if let secondItem {
            let second = anchorDescription(secondItem, secondAttribute)
            text += multiplier == 1 ? " \(second)" : " \(LayoutItemRef.number(multiplier))*\(second)"
            if constant > 0 { text += " + \(LayoutItemRef.number(constant))" }
            if constant < 0 { text += " - \(LayoutItemRef.number(-constant))" }
        } else {
            text += " \(LayoutItemRef.number(constant))"
        }
        if priority != .required { text += " @\(LayoutItemRef.number(CGFloat(priority.rawValue)))" }
        return text
    }

    package func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        return "\(LayoutItemRef.itemDescription(item)).\(attribute.name)"
    }
}
