import LayoutSolver

// Views whose intrinsic height follows their width (a multi-line UILabel
// with preferredMaxLayoutWidth 0). Their first intrinsic size is measured
// at whatever width they had; once a solve settles their width, the engine
// hands it to them and asks again, then re-solves: UIKit's second
// intrinsic-size pass (`_prepareForSecondIntrinsicContentSizeCalculation`),
// done inside one update so a single layoutIfNeeded() gives wrapped text.

/// A view whose intrinsic size depends on the width Auto Layout gives it.
@preconcurrency @MainActor
package protocol LayoutWidthDependentSizing: UIView {
    /// True while its intrinsic height follows its width.
    var intrinsicSizeFollowsLayoutWidth: Bool { get }
    /// The width the engine solved for it; `intrinsicContentSize` uses it.
    var layoutEngineWidth: CGFloat? { get set }
}

extension AutoLayoutEngine {
    /// Widths are settled within this many re-solves (a width that depends on
    /// a wrapped height, and so on, stops here rather than looping).
    static let widthPasses = 3

    /// Gives width-dependent participants their solved widths; returns true
    /// if any intrinsic size changed (the solver then has new constraints).
    /// Call after `updateChangedOwners()`.
    func settleWidthDependentSizes() -> Bool {
        var changed = false
        widthDependent.removeAll { $0.view == nil }
        for entry in widthDependent {
            guard let view = entry.view, let sizing = view as? LayoutWidthDependentSizing,
                  sizing.intrinsicSizeFollowsLayoutWidth, !view.translatesAutoresizingMaskIntoConstraints,
                  participants[ObjectIdentifier(view)] != nil else { continue }
            let width = view.pixelAligned(rect(of: view.autoLayout.variables)).width
            guard sizing.layoutEngineWidth != width else { continue }
            sizing.layoutEngineWidth = width
            if refreshImplicitConstraints(of: view) { changed = true }
        }
        return changed
    }

    /// Solves, settles width-dependent sizes, and returns the owner index
    /// of every variable whose value changed along the way (mapped after
    /// each pass, while the solver's slots still hold those variables).
    func solveSettlingWidths() -> [Int32] {
        var changed = updateChangedOwners()
        for _ in 0..<Self.widthPasses {
            guard !widthDependent.isEmpty, settleWidthDependentSizes() else { break }
            changed += updateChangedOwners()
        }
        return changed
    }
}
