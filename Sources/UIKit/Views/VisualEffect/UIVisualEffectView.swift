import Foundation
import QuartzCore

/// A view that blurs what lies behind it (`UIBlurEffect`) or draws its
/// content vibrantly (`UIVibrancyEffect`), built as UIKit builds it: a
/// backdrop view (a layer that renders what is behind, blurred and
/// saturated), a tint view over it in the material's colour, then
/// `contentView`, where subviews go. The three fill the view's bounds. The
/// blur is real and computed at render time from the tree behind the view.
/// Corner rounding follows the view's `layer.cornerRadius`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Add subviews here, not to the effect view itself.
    open var contentView: UIView { content }

    @NSCopying open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    private let backdrop = VisualEffectBackdropView(frame: .zero)
    private let tint = UIView(frame: .zero)
    private let content = VisualEffectContentView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
        buildSubviews()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildSubviews()
    }

    private func buildSubviews() {
        for (i, view) in [backdrop, tint, content].enumerated() {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubviewAtIndex(view, i)
        }
        backdrop.effectView = self
        applyEffect()
    }

    /// Resolves the effect for the view's traits: the blur's material, or
    /// the vibrancy of the blur it was made for.
    fileprivate func applyEffect() {
        let traits = traitCollection
        let backdropLayer = backdrop.layer as! BackdropLayer
        let vibrancyLayer = content.layer as! VibrancyLayer
        if let blur = effect as? UIBlurEffect {
            let material = BlurMaterial.resolve(blur.style, for: traits)
            backdrop.isHidden = false
            backdropLayer.blurRadius = material.blurRadius
            backdropLayer.saturation = material.saturation
            tint.isHidden = false
            tint.backgroundColor = material.tint
            vibrancyLayer.vibrantColor = nil
        } else {
            backdrop.isHidden = true
            tint.isHidden = true
            tint.backgroundColor = nil
            if let vibrancy = effect as? UIVibrancyEffect {
                let dark = BlurMaterial.resolve(vibrancy.blurEffect.style, for: traits).isDark
                let white = (vibrancy.style ?? .label).vibrantWhite(onDark: dark)
                vibrancyLayer.vibrantColor = CGColor(gray: white, alpha: 1)
                vibrancyLayer.blendsLighter = dark
            } else {
                vibrancyLayer.vibrantColor = nil
            }
        }
    }
}

/// UIKit's private backdrop view: its layer shows the blur. It hears trait
/// changes for the effect view (whose own `traitCollectionDidChange(_:)` a
/// subclass may override without calling super).
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }
    weak var effectView: UIVisualEffectView?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        effectView?.applyEffect()
    }
}

/// The effect view's `contentView`: vibrant under a vibrancy effect.
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VibrancyLayer.self }
}
