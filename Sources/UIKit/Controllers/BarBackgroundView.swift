import Foundation

/// A bar's background, as UIKit's private `_UIBarBackground` builds it: the
/// appearance's blur (a `UIVisualEffectView`, which blurs what is behind the
/// bar), its colour over that, its image over that, and the hairline (one
/// device pixel of `shadowColor`, or `shadowImage`) along the edge that
/// meets the content: the bottom of a navigation bar, the top of a tab bar or of a toolbar at
/// the bottom.
/// It is the bar's first subview and reaches beyond the bar where the bar
/// asks (behind the status bar); it takes no touches.
@preconcurrency @MainActor
package final class BarBackgroundView: UIView {
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let shadowView = UIImageView(frame: .zero)
    /// Whether the hairline runs along the top (tab bar, a toolbar at the
    /// bottom) rather than the bottom.
    package var shadowAtTop: Bool {
        didSet { if shadowAtTop != oldValue { setNeedsLayout() } }
    }

    package init(shadowAtTop: Bool) {
        self.shadowAtTop = shadowAtTop
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    package required init?(coder: NSCoder) {
        shadowAtTop = false
        super.init(coder: coder)
    }

    /// Makes this the first subview of `bar`, under `content` (the titles and
    /// items, redrawn at every size, taking no touches of their own), as both
    /// bars set themselves up.
    package func install(in bar: UIView, under content: UIView) {
        bar.isOpaque = false
        content.contentMode = .redraw
        content.isOpaque = false
        content.isUserInteractionEnabled = false
        bar.insertSubviewAtIndex(self, 0)
        bar.insertSubviewAtIndex(content, 1)
    }

    /// Shows `appearance`. The bar's `barTintColor` (`legacyColor`) colours a
    /// blurred background that has no colour of its own. An opaque bar
    /// (`isTranslucent == false`) replaces the blur and a missing or
    /// translucent colour with `opaqueColor`, as UIKit makes an opaque bar's
    /// background opaque.
    package func apply(_ appearance: UIBarAppearance, translucent: Bool, opaqueColor: UIColor, legacyColor: UIColor?) {
        var color = appearance.backgroundColor
        var effect = appearance.backgroundEffect
        if color == nil, effect != nil, let legacyColor { color = legacyColor }
        if !translucent, effect != nil || color != nil {
            effect = nil
            if color.map({ $0.cgColor.alpha < 1 }) ?? true { color = opaqueColor }
        }
        if effectView.effect !== effect { effectView.effect = effect }
        effectView.isHidden = effect == nil
        colorView.backgroundColor = color
        colorView.isHidden = color == nil
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        if let image = appearance.shadowImage {
            let tinted = image.renderingMode == .alwaysTemplate ? appearance.shadowColor.map { image.withTintColor($0) } ?? image : image
            shadowView.image = tinted
            shadowView.backgroundColor = nil
            shadowView.isHidden = false
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
            shadowView.isHidden = appearance.shadowColor.map { $0.cgColor.alpha <= 0 } ?? true
        }
        setNeedsLayout()
    }

    /// Whether anything of the background is drawn (false when transparent).
    package var drawsBackground: Bool { !effectView.isHidden || !colorView.isHidden || !imageView.isHidden }
    /// Whether the hairline (or shadow image) is drawn.
    package var drawsShadow: Bool { !shadowView.isHidden }

    package override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] { view.frame = bounds }
        let height = shadowView.image.map { $0.size.height } ?? 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        // Inside the bar's edge, as Offscreen's bars have always drawn it.
        shadowView.frame = CGRect(x: bounds.minX, y: shadowAtTop ? bounds.minY : bounds.maxY - height,
                                  width: bounds.width, height: height)
    }
}
