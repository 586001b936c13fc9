import Foundation

// Right-to-left layout.
//
// A view's layout direction is its traits' `layoutDirection`, inherited like
// every trait (window ← screen, set with `traitOverrides.layoutDirection` or
// `UITraitCollection(layoutDirection:)` anywhere on the way). Its
// `semanticContentAttribute` then decides, as UIKit does:
// * `.unspecified`: the view follows the traits' direction;
// * `.playback`, `.spatial`: the view's own content stays left to right
//   (media controls, directional pads), its subviews still follow the traits;
// * `.forceLeftToRight`, `.forceRightToLeft`: that direction, for the view and,
//   through its traits, for its subviews.
// `effectiveUserInterfaceLayoutDirection` is the result for the view's
// immediate content: Auto Layout resolves leading and trailing with it (for the
// view the constraint's items are positioned in, their closest common
// ancestor), stack views order their arranged subviews with it, natural text
// alignment and the built-in controls follow it.

extension UIView {
    /// The direction `attribute` gives a view's content in an app whose
    /// language is laid out left to right (Offscreen has no app language: it
    /// lays out left to right unless traits say otherwise).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction `semanticContentAttribute` gives a view's content when the
    /// surrounding layout runs in `layoutDirection`: playback and spatial
    /// content never flips, forced content takes its own direction.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    package func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        guard attribute != semanticContentAttributeStorage else { return }
        let before = effectiveUserInterfaceLayoutDirection
        semanticContentAttributeStorage = attribute
        // Forced directions reach the subviews through the traits; the view's
        // own effective direction may change without its traits changing.
        refreshTraits()
        if effectiveUserInterfaceLayoutDirection != before { layoutDirectionDidChange() }
    }

    /// The layout-direction trait this view passes on: forced content sets it.
    package func applyingSemanticDirection(to values: inout TraitValues) {
        switch semanticContentAttributeStorage {
        case .forceLeftToRight: values.layoutDirection = .leftToRight
        case .forceRightToLeft: values.layoutDirection = .rightToLeft
        default: break
        }
    }

    /// Whether leading is the right edge for this view's content.
    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// After this view's effective direction changed: constraints reading
    /// leading/trailing in it are rebuilt, directional margins re-resolved,
    /// and the view laid out and drawn again (text alignment, mirrored controls).
    package func layoutDirectionDidChange() {
        if AutoLayoutEngine.isInUse {
            AutoLayoutChanges.shared.hierarchyChanged()
            layer.requestUpdate()
        }
        refreshSystemLayoutGuides()
        (self as? LayoutDirectionDependent)?.effectiveLayoutDirectionDidChange()
        setNeedsLayout()
        setNeedsDisplay()
    }
}

/// A view whose own arrangement depends on its layout direction beyond
/// constraints (stack views, controls that mirror): told when it changes.
@MainActor
package protocol LayoutDirectionDependent: AnyObject {
    func effectiveLayoutDirectionDidChange()
}

extension UITraitCollection {
    /// The trait's direction as a view's direction (unspecified is left to right).
    package var interfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
