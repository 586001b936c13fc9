// Scroll indicators: iOS's 3-point rounded bars, 3 points from the edges,
// hidden at rest (as in a screenshot) and shown while dragging or after
// `flashScrollIndicators()`. Their length is the visible fraction of the
// content along the track (at least 36 points).

extension UIScrollView {
    package static let indicatorThickness: CGFloat = 3
    package static let indicatorMargin: CGFloat = 3
    package static let indicatorMinimumLength: CGFloat = 36

    package func updateScrollIndicators() {
        let shown = dragging || decelerating || indicatorsFlashing
        let range = offsetRange
        let canScrollY = range.max.y > range.min.y
        let canScrollX = range.max.x > range.min.x
        let both = shown && canScrollX && canScrollY && showsVerticalScrollIndicator && showsHorizontalScrollIndicator
        verticalIndicator = placeIndicator(verticalIndicator, visible: shown && canScrollY && showsVerticalScrollIndicator,
                                           vertical: true, leaveCorner: both)
        horizontalIndicator = placeIndicator(horizontalIndicator, visible: shown && canScrollX && showsHorizontalScrollIndicator,
                                             vertical: false, leaveCorner: both)
    }

    private var indicatorColor: CGColor {
        switch indicatorStyle {
        case .black: return CGColor(gray: 0, alpha: 0.35)
        case .white: return CGColor(gray: 1, alpha: 0.35)
        case .default:
            return traitCollection.userInterfaceStyle == .dark ? CGColor(gray: 1, alpha: 0.35) : CGColor(gray: 0, alpha: 0.35)
        }
    }

    private func placeIndicator(_ existing: CALayer?, visible: Bool, vertical: Bool, leaveCorner: Bool) -> CALayer? {
        guard visible else {
            existing?.removeFromSuperlayer()
            return nil
        }
        let bar = existing ?? CALayer()
        if bar.superlayer !== layer || layer.sublayers?.last !== bar {
            bar.removeFromSuperlayer()
            layer.addSublayer(bar)
        }
        let t = Self.indicatorThickness, m = Self.indicatorMargin
        let b = bounds
        let inset = adjustedContentInset
        let corner = leaveCorner ? t + m : 0
        bar.backgroundColor = indicatorColor
        bar.cornerRadius = t / 2
        if vertical {
            let extra = verticalScrollIndicatorInsets
            let trackStart = b.minY + inset.top + extra.top + m
            let trackLength = b.height - inset.top - inset.bottom - extra.top - extra.bottom - 2 * m - corner
            let content = max(contentSize.height + inset.top + inset.bottom, b.height)
            let (y, length) = Self.indicatorSpan(offset: contentOffset.y + inset.top, visible: b.height, content: content, track: trackLength)
            bar.frame = CGRect(x: b.maxX - inset.right - extra.right - m - t, y: trackStart + y, width: t, height: length)
        } else {
            let extra = horizontalScrollIndicatorInsets
            let trackStart = b.minX + inset.left + extra.left + m
            let trackLength = b.width - inset.left - inset.right - extra.left - extra.right - 2 * m - corner
            let content = max(contentSize.width + inset.left + inset.right, b.width)
            let (x, length) = Self.indicatorSpan(offset: contentOffset.x + inset.left, visible: b.width, content: content, track: trackLength)
            bar.frame = CGRect(x: trackStart + x, y: b.maxY - inset.bottom - extra.bottom - m - t, width: length, height: t)
        }
        return bar
    }

    /// Where along its track an indicator starts and how long it is.
    private static func indicatorSpan(offset: CGFloat, visible: CGFloat, content: CGFloat,
                                      track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let length = min(track, max(indicatorMinimumLength, track * visible / content))
        let scrollable = content - visible
        let fraction = scrollable > 0 ? min(max(offset / scrollable, 0), 1) : 0
        return (fraction * (track - length), length)
    }
}
