extension UIButton {
    package func applyConfiguration(_ c: Configuration) {
        let colors = c.colors(tint: tintColor, state: state)
        let label = titleLabel!
        label.attributedText = nil
        let title = popUpTitle ?? c.title
        label.text = title
        label.font = c.titleFont
        label.textColor = colors.foreground
        label.textAlignment = .center
        label.alpha = 1
        label.isHidden = (title ?? "").isEmpty
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
        let showsIndicator = c.indicator == .popup || (c.indicator == .automatic && changesSelectionAsPrimaryAction && menu != nil)
        guard showsIndicator else {
            popUpIndicator?.isHidden = true
            return
        }
        let indicator: UIImageView
        if let popUpIndicator {
            indicator = popUpIndicator
        } else {
            indicator = UIImageView()
            addSubview(indicator)
            popUpIndicator = indicator
        }
        indicator.isHidden = false
        // UIKit's pop-up indicator: the up-down chevron, smaller than the
        // title and semibold, in the title's colour.
        let symbol = UIImage.SymbolConfiguration(pointSize: (c.titleFont.pointSize * 0.75).rounded(), weight: .semibold)
        indicator.image = UIImage(systemName: "chevron.up.chevron.down", withConfiguration: symbol)?
            .withTintColor(colors.foreground, renderingMode: .alwaysOriginal)
    }

    /// The pop-up indicator's size and its gap from the content before it (zero when hidden).
    private var indicatorSpace: (size: CGSize, gap: CGFloat) {
        guard let indicator = popUpIndicator, !indicator.isHidden, let size = indicator.image?.size else { return (.zero, 0) }
        return (size, UIButton.popUpIndicatorPadding)
    }

    /// Between a pop-up button's title and its indicator.
    package static let popUpIndicatorPadding: CGFloat = 6

    private func fitting(_ label: UILabel) -> CGSize {
        label.isHidden ? .zero : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    package func configuredContentSize(_ c: Configuration) -> CGSize {
        let t = fitting(titleLabel!), s = fitting(subtitleLabel)
        let i = imageView!.isHidden ? .zero : (imageView!.image?.size ?? .zero)
        let textW = max(t.width, s.width)
        let textH = t.height + s.height + (t.height > 0 && s.height > 0 ? c.titlePadding : 0)
        var e = c.contentInsets
        let indicator = indicatorSpace
        e.trailing += indicator.size.width + indicator.gap
        if c.imageIsAboveOrBelow {
            let gap = i.height > 0 && textH > 0 ? c.imagePadding : 0
            return CGSize(width: (max(i.width, textW) + e.leading + e.trailing).rounded(.up),
                          height: (i.height + gap + textH + e.top + e.bottom).rounded(.up))
        }
        let gap = i.width > 0 && textW > 0 ? c.imagePadding : 0
        return CGSize(width: (i.width + gap + textW + e.leading + e.trailing).rounded(.up),
                      height: (max(i.height, textH, indicator.size.height) + e.top + e.bottom).rounded(.up))
    }

    package func layoutConfigured(_ c: Configuration) {
        let t = fitting(titleLabel!), s = fitting(subtitleLabel)
        let i = imageView!.isHidden ? .zero : (imageView!.image?.size ?? .zero)
        var e = c.contentInsets
        // The indicator sits at the trailing edge of the content; the rest
        // is laid out in what is left before it.
        let indicator = indicatorSpace
        e.trailing += indicator.size.width + indicator.gap
        let content = CGRect(x: e.leading, y: e.top, width: max(0, bounds.width - e.leading - e.trailing),
                             height: max(0, bounds.height - e.top - e.bottom))
        let textW = min(max(t.width, s.width), content.width)
        let padding = t.height > 0 && s.height > 0 ? c.titlePadding : 0
        let textH = t.height + s.height + padding
        // Placed from the leading edge (the insets are directional), then
        // mirrored right to left: a leading image stays on the leading side.
        let rightToLeft = isRightToLeft
        func placed(_ r: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        popUpIndicator?.frame = placed(CGRect(x: content.maxX + indicator.gap, y: content.midY - indicator.size.height / 2,
                                              width: indicator.size.width, height: indicator.size.height))
        let absolute = effectiveContentHorizontalAlignment
        let towardLeading = absolute == (rightToLeft ? .right : .left)
        let towardTrailing = absolute == (rightToLeft ? .left : .right)
        func start(_ total: CGFloat) -> CGFloat {
            switch c.titleAlignment {
            case .leading: return content.minX
            case .trailing: return content.maxX - total
            case .automatic where towardLeading: return content.minX
            case .automatic where towardTrailing: return content.maxX - total
            default: return content.midX - total / 2
            }
        }
        if c.imageIsAboveOrBelow {
            // The image above or below the title, both centred on the same line.
            let gap = i.height > 0 && textH > 0 ? c.imagePadding : 0
            let block = CGSize(width: max(i.width, textW), height: i.height + gap + textH)
            let x = start(block.width)
            var y = content.midY - block.height / 2
            let imageFirst = c.imagePlacement == .top
            let imageY = imageFirst ? y : y + textH + gap
            if imageFirst { y += i.height + gap }
            imageView!.frame = placed(CGRect(x: x + (block.width - i.width) / 2, y: imageY, width: i.width, height: i.height))
            titleLabel!.frame = placed(CGRect(x: x + (block.width - textW) / 2, y: y, width: textW, height: t.height))
            subtitleLabel.frame = placed(CGRect(x: x + (block.width - textW) / 2, y: y + t.height + padding, width: textW, height: s.height))
            return
        }
        let gap = i.width > 0 && textW > 0 ? c.imagePadding : 0
        var x = start(i.width + gap + textW)
        let top = content.midY - textH / 2
        let imageFrame: CGRect
        if c.imagePlacement == .trailing {
            imageFrame = CGRect(x: x + textW + gap, y: content.midY - i.height / 2, width: i.width, height: i.height)
        } else {
            imageFrame = CGRect(x: x, y: content.midY - i.height / 2, width: i.width, height: i.height)
            x += i.width + gap
        }
        imageView!.frame = placed(imageFrame)
        titleLabel!.frame = placed(CGRect(x: x, y: top, width: textW, height: t.height))
        subtitleLabel.frame = placed(CGRect(x: x, y: top + t.height + padding, width: textW, height: s.height))
    }
}

extension UIButton.Configuration {
    /// Whether the image sits above or below the title rather than beside it.
    package var imageIsAboveOrBelow: Bool { imagePlacement == .top || imagePlacement == .bottom }
}
