import LayoutSolver
import Foundation

/// What the layout engine needs to know about an item of a constraint
/// (a view or a layout guide), in one place.
@preconcurrency @MainActor
package enum LayoutItemRef {
    package static func isLayoutItem(_ item: AnyObject) -> Bool {
        item is UIView || item is UILayoutGuide || item is LayoutAnchorOffset
    }

    /// The views and guides an item stands for: itself, or the two items of
    /// an anchor offset.
    package static func components(of item: AnyObject) -> [AnyObject] {
        guard let offset = item as? LayoutAnchorOffset else { return [item] }
        return [offset.fromItem, offset.toItem].compactMap { $0 }
    }

    /// The view an item lives in for the common-ancestor search: a view
    /// itself, a guide's owning view.
    package static func hostView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let offset = item as? LayoutAnchorOffset { return offset.hostView }
        return (item as? UILayoutGuide)?.owningView
    }

    package static func variables(of item: AnyObject) -> LayoutItemVariables? {
        if let view = item as? UIView { return view.autoLayout.variables }
        return (item as? UILayoutGuide)?.variables
    }

    /// `0x7f9c5d40a2d0`, as Objective-C prints object addresses.
    package static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `UIView:0x7f…` or `UILayoutGuide:0x7f…'UIViewLayoutMarginsGuide'`.
    package static func itemDescription(_ item: AnyObject) -> String {
        if let offset = item as? LayoutAnchorOffset { return offset.layoutDescription }
        let name = String(describing: type(of: item))
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "\(name):\(address(item))'\(guide.identifier)'"
        }
        return "\(name):\(address(item))"
    }

    /// A number as UIKit's logs print it: `100`, `0.5`, `33.3333`.
    package static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6g", Double(value))
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }
}

/// The four unknowns of an item: its alignment rectangle's origin (in the
/// coordinates of its superview, or of its owning view for a guide) and size.
package final class LayoutItemVariables: Sendable {
    package let minX: LayoutSolver.Variable
    package let minY: LayoutSolver.Variable
    package let width: LayoutSolver.Variable
    package let height: LayoutSolver.Variable

    package init(name: String) {
        minX = .init("\(name).minX")
        minY = .init("\(name).minY")
        width = .init("\(name).width")
        height = .init("\(name).height")
    }

    package var all: [LayoutSolver.Variable] { [minX, minY, width, height] }
}
