/// A factory for constraints between two attributes of the same kind; the
/// type parameter keeps x positions, y positions and sizes apart at compile
/// time, as in UIKit (use `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package let item: AnyObject
    package let attribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    package func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                      multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: anchor?.item,
                           anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "\(LayoutItemRef.itemDescription(item)).\(attribute.name)" }
    }
}

/// The standard spacing between two sibling views, and between a view and
/// its superview's edge, that `equalToSystemSpacing…` and the Visual Format
/// Language's `-` use (UIKit's standard is 8 points).
package let systemSpacing: CGFloat = 8
