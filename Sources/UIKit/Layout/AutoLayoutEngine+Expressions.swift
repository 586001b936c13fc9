import LayoutSolver

// NSLayoutConstraint → solver constraint.
//
// An attribute of an item, in the coordinate space of a view C (the closest
// common ancestor of the constraint's items): the item's variables plus the
// origins of the views from the item's superview up to C (exclusive). When
// the item is C itself, its own space: leading/top are 0. Sizes are the same
// in every space. Margin attributes are the layout margins guide's edges;
// baselines are the `forFirst/LastBaselineLayout` view's top plus its
// baseline offset (a view without text: its bottom, as UIKit).

extension AutoLayoutEngine {
    /// The solver's form of `c`, and for a constraint naming leading or
    /// trailing, the view whose direction resolved them and whether it was
    /// right to left (the engine rebuilds it when that changes).
    func buildSolverConstraint(_ c: NSLayoutConstraint) -> (LayoutSolver.Constraint, DirectionBasis?)? {
        guard let first = c.firstItem else { return nil }
        let (item1, attr1) = resolve(first, c.firstAttribute)
        let lhs: LinearExpression
        var rhs: LinearExpression
        var basis: DirectionBasis?
        if let second = c.secondItem {
            let (item2, attr2) = resolve(second, c.secondAttribute)
            var space: UIView?
            if !(attr1.isDimension && attr2.isDimension) {
                guard let h1 = LayoutItemRef.hostView(of: item1), let h2 = LayoutItemRef.hostView(of: item2),
                      let common = UIView.closestCommonAncestor(h1, h2) else {
                    LayoutLog.emit("[LayoutConstraints] \(c.layoutDescription) names items with no common ancestor; it is ignored.")
                    return nil
                }
                space = common
            }
            // Leading and trailing are the edges of the space's direction. Right
            // to left, the whole horizontal axis of the constraint is mirrored
            // (x becomes the space's width - x), so constants run from the
            // leading edge towards the trailing one, as they read.
            // With a multiplier of 1 the width cancels out: x becomes -x.
            var mirror: LinearExpression?
            if let space, attr1.isDirectional || attr2.isDirectional {
                let rightToLeft = space.isRightToLeft
                basis = DirectionBasis(view: space, rightToLeft: rightToLeft)
                if rightToLeft {
                    mirror = c.multiplier == 1 ? LinearExpression() : variables(of: space).map { LinearExpression($0.width) }
                }
            }
            // Mirrored, leading is the right edge and trailing the left one.
            func edge(_ a: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
                guard mirror != nil else { return a }
                return a == .leading ? .trailing : a == .trailing ? .leading : a
            }
            guard var l = expression(item1, edge(attr1), in: space, for: c),
                  var r = expression(item2, edge(attr2), in: space, for: c) else { return nil }
            if let mirror {
                if attr1.positionAxis == .horizontal { l = mirror - l }
                if attr2.positionAxis == .horizontal { r = mirror - r }
            }
            lhs = l
            rhs = r * Double(c.multiplier) + Double(c.constant)
        } else {
            guard let l = expression(item1, attr1, in: nil, for: c) else { return nil }
            lhs = l
            rhs = LinearExpression(constant: Double(c.constant))
        }
        let relation: LayoutSolver.Constraint.Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        var priority = Double(c.priority.rawValue)
        if !(priority > 0 && priority <= 1000) {
            LayoutLog.emit("[LayoutConstraints] \(c.layoutDescription): a priority must be in 1...1000; using \(priority > 1000 ? 1000 : 1).")
            priority = priority > 1000 ? 1000 : 1
        }
        return (LayoutSolver.Constraint(lhs, relation, rhs, strength: Strength(priority)), basis)
    }

    /// Margin attributes of a view are its layout margins guide's.
    private func resolve(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        guard let base = attribute.withoutMargin else { return (item, attribute) }
        if let view = item as? UIView { return (view.layoutMarginsGuide, base) }
        return (item, base)
    }

    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?,
                            for c: NSLayoutConstraint) -> LinearExpression? {
        if let offset = item as? LayoutAnchorOffset { return expression(offset, in: space, for: c) }
        var item = item
        var baselineOffset: CGFloat?
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            let source = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            item = source
            participant(source).baselineUsers[ObjectIdentifier(c)] = c
            if let text = source as? LayoutBaselineProviding {
                baselineOffset = attribute == .firstBaseline ? text.layoutFirstBaselineOffsetFromTop : -text.layoutLastBaselineOffsetFromBottom
            }
        }
        guard let vars = variables(of: item) else { return nil }
        let own = space != nil && (item as? UIView) === space
        let axis = attribute.positionAxis
        var origin = LinearExpression()
        if let axis, !own {
            origin = LinearExpression(axis == .horizontal ? vars.minX : vars.minY)
            // Origins of the views between the item and the space.
            var p = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
            while let view = p, view !== space {
                let v = participant(view).view!.autoLayout.variables
                origin = origin + (axis == .horizontal ? v.minX : v.minY)
                p = view.superview
            }
        }
        let w = LinearExpression(vars.width), h = LinearExpression(vars.height)
        switch attribute {
        case .left, .leading: return origin
        case .right, .trailing: return origin + w
        case .centerX: return origin + w * 0.5
        case .top: return origin
        case .bottom: return origin + h
        case .centerY: return origin + h * 0.5
        case .width: return w
        case .height: return h
        case .firstBaseline:
            return baselineOffset.map { origin + Double($0) } ?? origin + h
        case .lastBaseline:
            return baselineOffset.map { origin + h + Double($0) } ?? origin + h
        default:
            return nil
        }
    }

    /// An anchor offset: the second anchor's position minus the first's, both
    /// in `space` (or the closest common ancestor of their items), so the
    /// origins of the views in between cancel. Right to left, leading and
    /// trailing run from the right: the offset between them is mirrored.
    private func expression(_ offset: LayoutAnchorOffset, in space: UIView?, for c: NSLayoutConstraint) -> LinearExpression? {
        guard let from = offset.fromItem, let to = offset.toItem, let space = space ?? offset.hostView else { return nil }
        let (fromItem, fromAttribute) = resolve(from, offset.fromAttribute)
        let (toItem, toAttribute) = resolve(to, offset.toAttribute)
        let reading: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .centerX]
        let mirrored = (fromAttribute.isDirectional || toAttribute.isDirectional)
            && reading.contains(fromAttribute) && reading.contains(toAttribute) && space.isRightToLeft
        func edge(_ a: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
            guard mirrored else { return a }
            return a == .leading ? .trailing : a == .trailing ? .leading : a
        }
        guard let a = expression(fromItem, edge(fromAttribute), in: space, for: c),
              let b = expression(toItem, edge(toAttribute), in: space, for: c) else { return nil }
        return mirrored ? a - b : b - a
    }

    /// An item's variables, making a view a participant (implicit constraints added).
    private func variables(of item: AnyObject) -> LayoutItemVariables? {
        if let view = item as? UIView {
            _ = participant(view)
            return view.autoLayout.variables
        }
        if let guide = item as? UILayoutGuide {
            register(guide.variables, of: guide)
            return guide.variables
        }
        return nil
    }
}

/// The view whose layout direction resolved a constraint's leading and
/// trailing, and the direction it had then.
@MainActor
package struct DirectionBasis {
    weak var view: UIView?
    let rightToLeft: Bool

    /// Whether the view's direction changed since (or the view is gone).
    var isStale: Bool { view.map { $0.isRightToLeft != rightToLeft } ?? true }
}

/// A view whose baselines are not its bottom edge (UILabel, text views):
/// offsets from its top to the first baseline and from the last baseline to
/// its bottom, for baseline constraints and stack view baseline alignment.
@preconcurrency @MainActor
package protocol LayoutBaselineProviding: AnyObject {
    var layoutFirstBaselineOffsetFromTop: CGFloat { get }
    var layoutLastBaselineOffsetFromBottom: CGFloat { get }
}
