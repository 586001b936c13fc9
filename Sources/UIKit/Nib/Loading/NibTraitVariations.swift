import Foundation

/// The size-class variations of the views loaded from one root of an
/// Interface Builder document (a top-level view, a scene's view, a prototype
/// cell), kept by the root view and applied when its traits' size classes
/// change, before `traitCollectionDidChange(_:)`, as UIKit applies a nib's
/// trait variations: constraints and subviews are installed or removed
/// (`isActive`; `removeFromSuperview` and back at their place, in their
/// stack view's arrangement too), varied properties set again (a font, a
/// colour, `isHidden`, a constraint's constant and priority).
@preconcurrency @MainActor
package final class NibTraitVariations {
    private let variations: NibSizeClassVariations
    private let reader: NibValueReader
    /// Views whose properties vary, held weakly: the root view holds this.
    private var views: [String: Weak] = [:]
    /// Views some state removes, held here while they are not installed (as
    /// UIKit's nib storage keeps them), so their outlets stay valid.
    private var switchedViews: [String: UIView] = [:]
    private var constraints: [String: NSLayoutConstraint] = [:]
    /// Every constraint the document made under the root, to re-activate
    /// those that removing a view deactivated once it is back.
    private var allConstraints: [NSLayoutConstraint] = []
    /// Where a view that some state removes goes back: its superview, the
    /// views that came before it there, and whether it was arranged.
    private var placements: [String: Placement] = [:]

    private struct Weak { weak var view: UIView? }

    private struct Placement {
        weak var superview: UIView?
        var before: [Weak]
        var arranged: Bool
    }
    /// The size classes last applied.
    package private(set) var current: InterfaceBuilderSizeClasses

    init(variations: NibSizeClassVariations, reader: NibValueReader,
         objects: [(id: String?, instance: AnyObject)], constraints: [(id: String?, constraint: NSLayoutConstraint)]) {
        self.variations = variations
        self.reader = reader
        self.current = variations.loaded
        for entry in objects {
            guard let id = entry.id, let view = entry.instance as? UIView else { continue }
            views[id] = Weak(view: view)
            if variations.switchedIDs.contains(id), let superview = view.superview {
                let siblings = superview.subviews
                let index = siblings.firstIndex { $0 === view } ?? siblings.count
                let stack = superview as? UIStackView
                let arranged = stack?.arrangedSubviews.contains { $0 === view } ?? false
                let before = arranged ? Array(stack!.arrangedSubviews.prefix { $0 !== view }) : Array(siblings.prefix(index))
                placements[id] = Placement(superview: superview, before: before.map { Weak(view: $0) }, arranged: arranged)
                switchedViews[id] = view
            }
        }
        for entry in constraints {
            allConstraints.append(entry.constraint)
            if let id = entry.id { self.constraints[id] = entry.constraint }
        }
    }

    /// Applies the state of the root's new traits, if their size classes
    /// differ from the last ones applied (a size class the traits leave
    /// unspecified keeps the document's).
    func traitsDidChange(_ traits: UITraitCollection) {
        let classes = InterfaceBuilderSizeClasses(traits, fallback: variations.loaded)
        guard classes != current else { return }
        apply(classes)
    }

    /// Installs the constraints and views of `classes` and sets their varied values.
    func apply(_ classes: InterfaceBuilderSizeClasses) {
        guard let state = variations.states[classes] else { return }
        current = classes
        for (id, constraint) in constraints where state.excludedIDs.contains(id) && constraint.isActive {
            constraint.isActive = false
        }
        var restored: [UIView] = []
        for id in variations.switchedIDs.sorted() {
            guard let view = switchedViews[id], let placement = placements[id] else { continue }
            if state.excludedIDs.contains(id) {
                if view.superview != nil { view.removeFromSuperview() }
            } else if view.superview == nil {
                insert(view, placement)
                restored.append(view)
            }
        }
        for (id, object) in state.properties {
            guard let view = views[id]?.view else { continue }
            let coder = LayoutFileCoder(object: object, reader: reader, makeObject: LayoutFileCoder.uikitObjectMaker())
            coder.applyProperties(to: view)
            (view as? UIStackView)?.applyStackProperties(from: coder)
        }
        for (id, description) in state.constraints {
            guard let constraint = constraints[id] else { continue }
            constraint.constant = CGFloat(description.constant)
            let priority = UILayoutPriority(Float(description.priority))
            // UIKit refuses to move an active constraint to or from required.
            if constraint.priority != priority, !constraint.isActive || (constraint.priority != .required && priority != .required) {
                constraint.priority = priority
            }
        }
        for constraint in allConstraints where !constraint.isActive {
            let id = constraints.first { $0.value === constraint }?.key
            if let id, state.excludedIDs.contains(id) { continue }
            let switched = id.map { variations.switchedIDs.contains($0) } ?? false
            guard switched || restored.contains(where: { constraint.refersToSubtree(of: $0) }),
                  constraint.installationHost() != nil else { continue }
            constraint.isActive = true
        }
    }

    private func insert(_ view: UIView, _ placement: Placement) {
        guard let superview = placement.superview else { return }
        let before = placement.before.compactMap(\.view)
        if placement.arranged, let stack = superview as? UIStackView {
            let index = stack.arrangedSubviews.filter { arranged in before.contains { $0 === arranged } }.count
            stack.insertArrangedSubview(view, at: index)
            return
        }
        let index = superview.subviews.filter { sibling in before.contains { $0 === sibling } }.count
        superview.insertSubview(view, at: index)
    }
}
