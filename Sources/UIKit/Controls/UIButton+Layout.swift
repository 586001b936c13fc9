extension UIButton {
    /// Puts the current state's title, colour and images into the parts.
    package func applyCurrentState() {
        configurationUpdateHandler?(self)
        if let configuration {
            applyConfiguration(configuration)
            return
        }
        let state = self.state
        let label = titleLabel!
        subtitleLabelView?.isHidden = true
        popUpIndicator?.isHidden = true
        if let attributed = attributedTitle(for: state) {
            label.attributedText = attributed
        } else {
            // A pop-up button shows its selected action's title, as on iOS 15.
            label.text = popUpTitle ?? title(for: state)
            label.textColor = titleColor(for: state)
        }
        label.isHidden = (label.text ?? "").isEmpty
        label.alpha = buttonType != .custom && state.contains(.highlighted) ? 0.2 : 1

        let imageView = self.imageView!
        var image = currentImage
        if buttonType != .custom, let i = image, i.renderingMode == .automatic {
            image = i.withRenderingMode(.alwaysTemplate)
        }
        if buttonType == .custom, var i = image, state.contains(.highlighted) && adjustsImageWhenHighlighted {
            // Darkened pixels are a new image: take the variant for the button's traits first.
            if i.imageAsset != nil { i = i.withConfiguration(traitCollection.imageConfiguration) }
            if let cg = i.cgImage {
                image = UIImage(cgImage: UIButton.darkened(cg) ?? cg, traits: i.traits)
            }
        }
        imageView.image = image
        imageView.tintColor = state.contains(.disabled) && buttonType != .custom ? ControlDrawing.disabledText : nil
        imageView.isHidden = image == nil
        imageView.alpha = buttonType == .custom
            ? (state.contains(.disabled) && adjustsImageWhenDisabled ? 0.5 : 1)
            : (state.contains(.highlighted) ? 0.2 : 1)

        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
    }

    /// The part sizes: title (label's fitting size) and image.
    private func partSizes() -> (title: CGSize, image: CGSize) {
        let label = titleLabel!
        let hasTitle = !(label.text ?? "").isEmpty
        let titleSize = hasTitle ? label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) : .zero
        let imageSize = imageView!.isHidden ? .zero : (imageView!.image?.size ?? .zero)
        return (titleSize, imageSize)
    }

    package func contentSize() -> CGSize {
        applyCurrentState()
        if let configuration { return configuredContentSize(configuration) }
        let (t, i) = partSizes()
        if t == .zero && i == .zero { return CGSize(width: 30, height: 34) }
        // UIKit pads a title 6 points above and below until contentEdgeInsets are set;
        // the glyph types are as tall as their glyph (22 points beside a 15-point title).
        let glyphType = buttonType != .custom && buttonType != .system
        let padding: CGFloat = contentEdgeInsets == .zero && t.height > 0 && !glyphType ? 12 : 0
        let e = contentEdgeInsets
        return CGSize(width: t.width + i.width + e.left + e.right,
                      height: max(t.height + padding, i.height) + e.top + e.bottom)
    }

    package func layoutParts() {
        applyCurrentState()
        backgroundImageView.frame = bounds
        if let configuration {
            layoutConfigured(configuration)
            return
        }
        let (t, i) = partSizes()
        // Right to left the image follows the title (it stays on the leading
        // side): the parts are placed as left to right, with the insets and
        // alignment mirrored, then the frames are mirrored back.
        let rightToLeft = isRightToLeft
        func mirrored(_ e: UIEdgeInsets) -> UIEdgeInsets {
            rightToLeft ? UIEdgeInsets(top: e.top, left: e.right, bottom: e.bottom, right: e.left) : e
        }
        func mirrored(_ r: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.minX + bounds.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let content = bounds.inset(by: mirrored(contentEdgeInsets))
        let total = t.width + i.width
        var alignment = effectiveContentHorizontalAlignment
        if rightToLeft, alignment == .left || alignment == .right { alignment = alignment == .left ? .right : .left }
        var x: CGFloat
        switch alignment {
        case .left: x = content.minX
        case .right: x = content.maxX - total
        default: x = content.midX - total / 2
        }
        func y(_ h: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return content.minY
            case .bottom: return content.maxY - h
            default: return content.midY - h / 2
            }
        }
        let fill = contentVerticalAlignment == .fill
        var imageFrame = CGRect(x: x, y: fill ? content.minY : y(i.height), width: i.width, height: fill ? content.height : i.height)
        x += i.width
        var titleWidth = t.width
        if alignment == .fill { titleWidth = max(0, content.maxX - x) }
        titleWidth = min(titleWidth, max(0, content.maxX - x))
        var titleFrame = CGRect(x: x, y: fill ? content.minY : y(t.height), width: titleWidth, height: fill ? content.height : t.height)
        imageFrame = shifted(imageFrame, by: mirrored(imageEdgeInsets), alignment)
        titleFrame = shifted(titleFrame, by: mirrored(titleEdgeInsets), alignment)
        imageView!.frame = originOnPixelGrid(mirrored(imageFrame))
        titleLabel!.frame = originOnPixelGrid(mirrored(titleFrame))
    }

    private func shifted(_ r: CGRect, by e: UIEdgeInsets, _ alignment: UIControl.ContentHorizontalAlignment) -> CGRect {
        let centred = alignment == .center || alignment == .fill
        let dx = centred ? (e.left - e.right) / 2 : alignment == .left ? e.left : -e.right
        let vCentred = contentVerticalAlignment == .center || contentVerticalAlignment == .fill
        let dy = vCentred ? (e.top - e.bottom) / 2 : contentVerticalAlignment == .top ? e.top : -e.bottom
        return r.offsetBy(dx: dx, dy: dy)
    }

    private func originOnPixelGrid(_ r: CGRect) -> CGRect {
        let s = window?.screen.scale ?? UIScreen.main.scale
        return CGRect(x: (r.minX * s).rounded() / s, y: (r.minY * s).rounded() / s, width: r.width, height: r.height)
    }

    package func drawBackground() {
        if let configuration {
            let colors = configuration.colors(tint: tintColor, state: state)
            guard let bg = colors.background else { return }
            bg.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: configuration.cornerRadius(height: bounds.height)).fill()
            return
        }
        if buttonType != .custom, isSelected, configuration == nil {
            (isEnabled ? tintColor! : ControlDrawing.disabledText).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
        }
    }

    /// `image` with a third of black laid over its shape (a pressed custom button).
    package static func darkened(_ image: CGImage) -> CGImage? {
        guard let storage = PixelStorage(width: image.width, height: image.height) else { return nil }
        let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        UIImage.drawUpright(image, in: rect, ctx)
        ctx.setBlendMode(.sourceAtop)
        ctx.setFillColor(CGColor(gray: 0, alpha: 0.33))
        ctx.fill(rect)
        return ctx.makeImage()
    }
}
