/// The glyphs of the system button types, drawn as iOS sizes them.
///
/// `.contactAdd` (a circle with a plus), `.infoLight`, `.infoDark` and
/// `.detailDisclosure` (a circle with an "i": all three look the same since
/// iOS 7) are 22 x 22 point template images in the tint colour; a title sits
/// beside the glyph and the button stays 22 points tall (UIKit's observed
/// sizing: 22 + the title's width by 22). `.close` is iOS 13's close button:
/// a 30-point grey circle with a bold cross, in fixed colours (not tinted).
///
/// The glyphs are drawn paths, not Apple's SF Symbols: the sizes and
/// placements are iOS's, the stroke widths and shapes approximate them.
extension UIButton {
    /// The glyph a system button type shows when no image is set, else nil.
    package static func systemTypeImage(_ type: ButtonType, scale: CGFloat, dark: Bool) -> UIImage? {
        switch type {
        case .contactAdd:
            return UIImage(vector: VectorDrawing(size: CGSize(width: 22, height: 22)) { ctx, color in
                strokeRing(ctx, color)
                ctx.setLineCap(.round)
                ctx.move(to: CGPoint(x: 11, y: 6.25)); ctx.addLine(to: CGPoint(x: 11, y: 15.75))
                ctx.move(to: CGPoint(x: 6.25, y: 11)); ctx.addLine(to: CGPoint(x: 15.75, y: 11))
                ctx.strokePath()
            }, scale: scale, renderingMode: .alwaysTemplate)
        case .infoLight, .infoDark, .detailDisclosure:
            return UIImage(vector: VectorDrawing(size: CGSize(width: 22, height: 22)) { ctx, color in
                strokeRing(ctx, color)
                ctx.fillEllipse(in: CGRect(x: 9.9, y: 5.6, width: 2.2, height: 2.2))
                ctx.addPath(UIBezierPath(roundedRect: CGRect(x: 10.1, y: 9.4, width: 1.8, height: 8), cornerRadius: 0.9).cgPath)
                ctx.fillPath()
            }, scale: scale, renderingMode: .alwaysTemplate)
        case .close:
            let style = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
            let circle = UIColor.tertiarySystemFill.resolvedColor(with: style).cgColor
            let cross = UIColor.secondaryLabel.resolvedColor(with: style).cgColor
            return UIImage(vector: VectorDrawing(size: CGSize(width: 30, height: 30)) { ctx, color in
                ctx.setFillColor(color ?? circle)
                ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
                ctx.setStrokeColor(color ?? cross)
                ctx.setLineWidth(2.5)
                ctx.setLineCap(.round)
                ctx.move(to: CGPoint(x: 11, y: 11)); ctx.addLine(to: CGPoint(x: 19, y: 19))
                ctx.move(to: CGPoint(x: 19, y: 11)); ctx.addLine(to: CGPoint(x: 11, y: 19))
                ctx.strokePath()
            }, scale: scale, renderingMode: .alwaysOriginal)
        case .custom, .system, .plain:
            return nil
        }
    }

    /// The type's glyph for the button's appearance (made once per scale and style).
    package var systemTypeImage: UIImage? {
        guard buttonType != .custom, buttonType != .system else { return nil }
        let scale = window?.screen.scale ?? UIScreen.mainScreenScale
        let dark = traitCollection.userInterfaceStyle == .dark
        if let cached = systemTypeImageCache, cached.scale == scale, cached.dark == dark { return cached.image }
        let image = UIButton.systemTypeImage(buttonType, scale: scale, dark: dark)
        systemTypeImageCache = image.map { (scale, dark, $0) }
        return image
    }

    /// A 20.5-point ring with a 1.5-point line, centred in the 22-point square.
    private static func strokeRing(_ ctx: CGContext, _ color: CGColor?) {
        let ink = color ?? CGColor(gray: 0, alpha: 1)
        ctx.setFillColor(ink)
        ctx.setStrokeColor(ink)
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: CGRect(x: 1.5, y: 1.5, width: 19, height: 19))
    }
}
