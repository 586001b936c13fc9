/// The constraints UIKit makes from a view's intrinsic content size: one
/// for hugging (`<=` at the hugging priority) and one for compression
/// resistance (`>=`), per axis with an intrinsic metric. (UIKit keeps both
/// in one NSContentSizeLayoutConstraint; two objects behave the same.)
@preconcurrency @MainActor
package final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    package let isHugging: Bool

    package init(view: UIView, attribute: Attribute, hugging: Bool, size: CGFloat, priority: UILayoutPriority) {
        isHugging = hugging
        super.init(first: view, attribute, hugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, .notAnAttribute,
                   multiplier: 1, constant: size)
        self.priority = priority
    }

    package override var isImplicit: Bool { true }
    package override var typeName: String { "NSContentSizeLayoutConstraint" }

    package override var equationDescription: String {
        let label = isHugging ? "Hug" : "CompressionResistance"
        return "\(anchorDescription(firstItem, firstAttribute)) \(relation.symbol) \(LayoutItemRef.number(constant)) \(label):\(LayoutItemRef.number(CGFloat(priority.rawValue)))"
    }
}

/// A constraint UIKit makes from the frame and autoresizing mask of a view
/// whose `translatesAutoresizingMaskIntoConstraints` is true: its origin or
/// size as a linear function of its superview's size (the mask's rule).
@preconcurrency @MainActor
package final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// UIKit's `h=--& v=--&`: each axis's leading margin, size, trailing
    /// margin, `-` fixed and `&` flexible.
    package let maskDescription: String

    package init(view: UIView, attribute: Attribute, superview: UIView?, superAttribute: Attribute,
                 multiplier: CGFloat, constant: CGFloat, mask: UIView.AutoresizingMask) {
        func axis(_ lead: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ trail: UIView.AutoresizingMask) -> String {
            if mask.isDisjoint(with: [lead, size, trail]) { return "--&" }
            return [lead, size, trail].map { mask.contains($0) ? "&" : "-" }.joined()
        }
        maskDescription = "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        super.init(first: view, attribute, .equal, second: superview, superview == nil ? .notAnAttribute : superAttribute,
                   multiplier: multiplier, constant: constant, validated: false)
    }

    package override var isImplicit: Bool { true }
    package override var typeName: String { "NSAutoresizingMaskLayoutConstraint" }

    package override var equationDescription: String {
        let names: [Attribute: String] = [.left: "minX", .top: "minY", .width: "width", .height: "height"]
        var text = "\(maskDescription) \(LayoutItemRef.itemDescription(firstItem!)).\(names[firstAttribute] ?? firstAttribute.name) =="
        if let secondItem, multiplier != 0 {
            text += " \(LayoutItemRef.number(multiplier))*\(LayoutItemRef.itemDescription(secondItem)).\(secondAttribute.name)"
            if constant > 0 { text += " + \(LayoutItemRef.number(constant))" }
            if constant < 0 { text += " - \(LayoutItemRef.number(-constant))" }
        } else {
            text += " \(LayoutItemRef.number(constant))"
        }
        return text
    }
}
