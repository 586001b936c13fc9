/// An anchor for a width or height: it can also be constrained to a
/// constant, and to another dimension times a multiplier.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
