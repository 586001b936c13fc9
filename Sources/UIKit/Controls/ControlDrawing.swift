/// Drawing shared by the controls: iOS's light-mode colours and the white
/// thumb with its soft shadow (switches, sliders).
@preconcurrency @MainActor
enum ControlDrawing {
    /// iOS 13+ light-mode fills, as the system controls use them.
    // UIKit's system colours, so the controls follow dark mode.
    static var trackFill: UIColor { .secondarySystemFill }
    static var sliderTrackFill: UIColor { .systemFill }
    static var segmentFill: UIColor { .tertiarySystemFill }
    static var separator: UIColor { .separator }
    static var disabledText: UIColor { .tertiaryLabel }
    /// A segmented control's selected segment: white in light mode, gray
    /// (99, 99, 102) in dark mode, as iOS 13 and later draw it.
    static let selectedSegment = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    /// How much a disabled switch, slider, stepper or segmented control shows.
    static let disabledAlpha: CGFloat = 0.5

    /// A thumb layer: a white pill (a circle when square) with iOS's soft
    /// shadow below and a hairline edge. A sublayer, not drawing, so the
    /// shadow spills past the control's bounds as on iOS.
    static func makeThumbLayer() -> CALayer {
        let thumb = CALayer()
        thumb.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.shadowOffset = CGSize(width: 0, height: 3)
        thumb.shadowRadius = 4
        thumb.borderWidth = 0.5
        thumb.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        return thumb
    }

    /// Places and colours a thumb; a disabled control's thumb keeps its
    /// colour (it shows as it would through the dimmed track) with a lighter shadow.
    static func layoutThumb(_ thumb: CALayer, frame: CGRect, color: UIColor, enabled: Bool) {
        thumb.frame = frame
        thumb.cornerRadius = min(frame.width, frame.height) / 2
        thumb.backgroundColor = color.cgColor
        thumb.shadowOpacity = enabled ? 0.15 : 0.07
    }

    /// Runs `body` with the context's alpha lowered when the control is disabled.
    static func dimmed(_ enabled: Bool, _ ctx: CGContext, _ body: () -> Void) {
        if enabled { body(); return }
        ctx.saveGState()
        ctx.setAlpha(disabledAlpha)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        body()
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }
}
