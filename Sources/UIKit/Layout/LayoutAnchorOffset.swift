import Foundation

/// The distance from one anchor to another of the same axis, used as a
/// dimension (`anchorWithOffset(to:)`): `to − from`, positive when `to` lies
/// after `from` (right of it, or below). The engine turns it into the
/// difference of the two positions, a linear expression of both items'
/// variables, so it can be constrained to a constant or to another
/// dimension like a width.
@preconcurrency @MainActor
package final class LayoutAnchorOffset: NSObject {
    package private(set) weak var fromItem: AnyObject?
    package let fromAttribute: NSLayoutConstraint.Attribute
    package private(set) weak var toItem: AnyObject?
    package let toAttribute: NSLayoutConstraint.Attribute

    package init<T>(from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>) {
        fromItem = from.item
        fromAttribute = from.attribute
        toItem = to.item
        toAttribute = to.attribute
        super.init()
    }

    /// The closest common ancestor of the two anchors' items.
    package var hostView: UIView? {
        guard let fromItem, let toItem, let a = LayoutItemRef.hostView(of: fromItem),
              let b = LayoutItemRef.hostView(of: toItem) else { return nil }
        return UIView.closestCommonAncestor(a, b)
    }

    /// As UIKit's logs describe a composed dimension.
    package var layoutDescription: String {
        func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
            guard let item else { return "nil" }
            return "\(LayoutItemRef.itemDescription(item)).\(attribute.name)"
        }
        return "NSLayoutDimension{\(anchor(fromItem, fromAttribute)) → \(anchor(toItem, toAttribute))}"
    }
}
