import Foundation
import Synchronization

/// What UIKit's visual effect views are made of, as on iOS, where
/// `UIVisualEffectView` puts a private backdrop layer (Core Animation's
/// `CABackdropLayer` with a Gaussian blur and a saturation filter) behind its
/// content: the layer shows what lies behind it in the tree, blurred and
/// saturated, clipped to its bounds (rounded by `cornerRadius`), under its own
/// background colour, contents and sublayers.
///
/// "Behind" is everything the painter has painted before this layer in
/// Core Animation's order, from the top of the tree being painted (the
/// window's root layer for a snapshot): the backdrop is rendered again from
/// the tree, not read from the surface, so it is the same whether the frame
/// is painted whole or only where damaged. Past the top's edges the edge
/// pixels repeat, so a blur touching the screen's edge does not darken.
package final class BackdropLayer: CALayer {
    /// The blur's standard deviation, in points (Core Animation's
    /// `gaussianBlur` `inputRadius`, which is a standard deviation as in Core
    /// Image and CSS); 0 is no blur.
    package var blurRadius: CGFloat = 0 { didSet { invalidateOwnAppearance() } }
    /// Core Animation's `colorSaturate` amount: 1 leaves colours, 0 is gray,
    /// above 1 is more saturated (luminance kept).
    package var saturation: CGFloat = 1 { didSet { invalidateOwnAppearance() } }

    /// How many backdrop layers exist: while there are none, the compositor
    /// does not look for them.
    package static let liveCount = Atomic<Int>(0)

    package override init() {
        super.init()
        Self.liveCount.add(1, ordering: .relaxed)
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        Self.liveCount.add(1, ordering: .relaxed)
        guard let other = layer as? BackdropLayer else { return }
        blurRadius = other.blurRadius
        saturation = other.saturation
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.liveCount.add(1, ordering: .relaxed)
    }

    deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

    /// How far beyond its bounds, in points, what lies behind changes what
    /// the layer shows (the blur's reach, with a pixel to spare).
    package var backdropReach: CGFloat { blurRadius > 0 ? blurRadius * 3 + 1 : 0 }
}

/// The content layer of a vibrancy effect view: its subtree is painted as a
/// group whose coverage is filled with `vibrantColor` and blended over what is
/// behind (multiplied on light materials, screened on dark ones), as iOS's
/// vibrancy lets the blurred backdrop show through text and glyphs.
package final class VibrancyLayer: CALayer {
    package var vibrantColor: CGColor? { didSet { invalidateSubtree() } }
    /// Screen (lighten) rather than multiply (darken).
    package var blendsLighter = false { didSet { invalidateSubtree() } }

    package override init() { super.init() }

    package override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? VibrancyLayer else { return }
        vibrantColor = other.vibrantColor
        blendsLighter = other.blendsLighter
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }
}
