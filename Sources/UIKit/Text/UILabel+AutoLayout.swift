// UILabel in Auto Layout: baselines for baseline constraints and stack
// view baseline alignment, and the width the engine gives a multi-line
// label, which its intrinsic height follows.

extension UILabel: LayoutBaselineProviding, LayoutWidthDependentSizing {
    package var layoutFirstBaselineOffsetFromTop: CGFloat { baselineOffsets.fromTop }
    package var layoutLastBaselineOffsetFromBottom: CGFloat { baselineOffsets.lastFromBottom }

    /// Wrapping text without a preferred width: the height depends on the width.
    package var intrinsicSizeFollowsLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0
    }
}
