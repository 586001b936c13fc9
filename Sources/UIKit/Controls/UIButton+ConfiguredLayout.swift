extension UIButton {
    package func applyConfiguration(_ c: Configuration) {
        let colors = c.colors(tint: tintColor, state: state)
        let label = titleLabel!
        label.attributedText = nil
        label.text = c.title
        label.font = c.titleFont
        label.textColor = colors.foreground
        label.textAlignment = .center
        label.alpha = 1
        label.isHidden = (c.title ?? "").isEmpty
        let subtitle = subtitleLabel
        subtitle.text = c.subtitle
        subtitle.font = c.subtitleFont
        subtitle.textColor = colors.foreground
        subtitle.textAlignment = .center
        subtitle.isHidden = (c.subtitle ?? "").isEmpty
        let imageView = self.imageView!
        var image = c.image
        if let i = image, i.renderingMode != .alwaysOriginal { image = i.withTintColor(colors.foreground) }
        imageView.image = image
        imageView.alpha = 1
        imageView.isHidden = image == nil
        backgroundImageView.isHidden = true
    }

    private func fitting(_ label: UILabel) -> CGSize {
        label.isHidden ? .zero : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    package func configuredContentSize(_ c: Configuration) -> CGSize {
        let t = fitting(titleLabel!), s = fitting(subtitleLabel)
        let i = imageView!.isHidden ? .zero : (imageView!.image?.size ?? .zero)
        let textW = max(t.width, s.width)
        let textH = t.height + s.height + (t.height > 0 && s.height > 0 ? c.titlePadding : 0)
        let gap = i.width > 0 && textW > 0 ? c.imagePadding : 0
        let e = c.contentInsets
        return CGSize(width: (i.width + gap + textW + e.leading + e.trailing).rounded(.up),
                      height: (max(i.height, textH) + e.top + e.bottom).rounded(.up))
    }

    package func layoutConfigured(_ c: Configuration) {
        let t = fitting(titleLabel!), s = fitting(subtitleLabel)
        let i = imageView!.isHidden ? .zero : (imageView!.image?.size ?? .zero)
        let e = c.contentInsets
        let content = CGRect(x: e.leading, y: e.top, width: max(0, bounds.width - e.leading - e.trailing),
                             height: max(0, bounds.height - e.top - e.bottom))
        let textW = min(max(t.width, s.width), content.width)
        let padding = t.height > 0 && s.height > 0 ? c.titlePadding : 0
        let textH = t.height + s.height + padding
        let gap = i.width > 0 && textW > 0 ? c.imagePadding : 0
        let total = i.width + gap + textW
        // Placed from the leading edge (the insets are directional), then
        // mirrored right to left: the image stays on the leading side.
        let rightToLeft = isRightToLeft
        func placed(_ r: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let absolute = effectiveContentHorizontalAlignment
        let towardLeading = absolute == (rightToLeft ? .right : .left)
        let towardTrailing = absolute == (rightToLeft ? .left : .right)
        var x: CGFloat
        switch c.titleAlignment {
        case .leading: x = content.minX
        case .trailing: x = content.maxX - total
        case .automatic where towardLeading: x = content.minX
        case .automatic where towardTrailing: x = content.maxX - total
        default: x = content.midX - total / 2
        }
        imageView!.frame = placed(CGRect(x: x, y: content.midY - i.height / 2, width: i.width, height: i.height))
        x += i.width + gap
        let top = content.midY - textH / 2
        titleLabel!.frame = placed(CGRect(x: x, y: top, width: textW, height: t.height))
        subtitleLabel.frame = placed(CGRect(x: x, y: top + t.height + padding, width: textW, height: s.height))
    }
}
