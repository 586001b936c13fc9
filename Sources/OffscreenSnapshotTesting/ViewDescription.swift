import CoreGraphics
import Foundation
import UIKit

/// The text of UIKit's debugging descriptions that swift-snapshot-testing's
/// `.recursiveDescription` and `.hierarchy` record: `-[UIView recursiveDescription]`
/// and `-[UIViewController _printHierarchy]`, with the memory addresses iOS
/// prints, which `purgePointers` then takes out as swift-snapshot-testing does.
///
/// Class names are iOS's for UIKit's classes and `Module.Class` for yours, as
/// `NSStringFromClass` gives them (iOS gives a mangled name for classes nested
/// in functions; here they read `Module.Class` too). Offscreen's own classes
/// keep their names where iOS uses private ones (a navigation controller's view).
@MainActor
enum ViewDescription {
    /// iOS's `recursiveDescription`: the view's description, then each
    /// subview's, indented with `"   | "` per level.
    static func recursiveDescription(of view: UIView) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + description(of: view))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// `-[UIView description]`: `<Class: 0x...; frame = (x y; w h); ...; layer = <CALayer: 0x...>>`,
    /// each property printed only when it differs from a plain view's, in iOS's order.
    static func description(of view: UIView) -> String {
        var parts = ["\(className(view)): \(address(view))"]
        let f = view.frame
        parts.append("frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))")
        if let label = view as? UILabel { parts.append("text = '\(label.text ?? "")'") }
        let t = view.transform
        if !t.isIdentity {
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isOpaque { parts.append("opaque = NO") }
        if !view.autoresizingMask.isEmpty { parts.append("autoresize = \(autoresize(view.autoresizingMask))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
            parts.append("gestureRecognizers = <NSArray: \(address(recognizers as AnyObject))>")
        }
        parts.append("layer = <\(layerClassName(view)): \(address(view.layer))>")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// iOS's `_printHierarchy`: each controller with its appearance state and
    /// view, children indented with `"   | "`, a presented controller with `"   + "`.
    static func printHierarchy(of controller: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ controller: UIViewController, prefix: String, marker: String?) {
            var line = prefix + (marker ?? "") + "<\(className(controller)) \(address(controller))>, state: "
                + state(controller) + ", view: "
            if controller.isViewLoaded {
                let view = controller.view!
                line += "<\(className(view)) \(address(view))>"
                if view.window == nil { line += " not in the window" }
            } else {
                line += "(view not loaded)"
            }
            lines.append(line)
            let inner = marker == nil ? prefix : prefix + "   | "
            for child in controller.children { visit(child, prefix: inner, marker: "   | ") }
            if let presented = controller.presentedStorage { visit(presented, prefix: inner, marker: "   + ") }
        }
        visit(controller, prefix: "", marker: nil)
        return lines.joined(separator: "\n")
    }

    /// swift-snapshot-testing's `purgePointers`: every `0x...` address, with
    /// the colon and spaces before it, is taken out.
    nonisolated static func purgePointers(_ string: String) -> String {
        string.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    private static func state(_ controller: UIViewController) -> String {
        switch controller.appearanceState {
        case .appeared: "appeared"
        case .appearing: "appearing"
        case .disappeared: "disappeared"
        case .disappearing: "disappearing"
        }
    }

    /// `NSStringFromClass`: UIKit's classes bare, others as `Module.Class`.
    static func className(_ object: AnyObject) -> String {
        var components = _typeName(type(of: object), qualified: true).split(separator: ".").map(String.init)
        components.removeAll { $0.hasPrefix("(") }
        if components.first == "UIKit" || components.first == "QuartzCore" { components.removeFirst() }
        return components.joined(separator: ".")
    }

    /// The layer's class as iOS names it: a label's layer is UIKit's private
    /// `_UILabelLayer`; an image view's is a plain `CALayer` (Offscreen's own
    /// subclass of it is not printed).
    private static func layerClassName(_ view: UIView) -> String {
        let name = className(view.layer)
        if view is UILabel && name == "CALayer" { return "_UILabelLayer" }
        if view is UIImageView && name == "ImageViewLayer" { return "CALayer" }
        return name
    }

    private static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `%g`, as iOS prints frames: six significant digits ("133.667", "19.3333").
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// iOS's letters for the autoresizing mask, in its order: `LM+W+RM+TM+H+BM`.
    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
