import Foundation

/// Shows a `UIListContentConfiguration`: the image on the leading side, then
/// the text with the secondary text below it (or on the trailing side for
/// side-by-side presets such as `valueCell()` when both fit on one line).
///
/// It lays its parts out itself (no constraints) and reports its height for
/// a width through `sizeThatFits(_:)` and `systemLayoutSizeFitting(_:…)`,
/// so self-sizing cells and headers size to their wrapped text.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var current: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        current = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public var listContentConfiguration: UIListContentConfiguration {
        get { current }
        set {
            current = newValue
            apply()
        }
    }

    open var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView: configuration must be a UIListContentConfiguration, not \(type(of: newValue))")
            }
            listContentConfiguration = list
        }
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    open override func tintColorDidChange() { apply() }

    private func apply() {
        let c = current
        configure(textLabel, text: c.text, attributed: c.attributedText, properties: c.textProperties)
        configure(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, properties: c.secondaryTextProperties)
        if let image = c.image {
            imageView.isHidden = false
            imageView.image = image
            imageView.tintColor = c.imageProperties.resolvedTintColor(for: superview?.tintColor ?? UIColor.tintColor)
            imageView.contentMode = .scaleAspectFit
            imageView.layer.cornerRadius = c.imageProperties.cornerRadius
            imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        } else {
            imageView.isHidden = true
            imageView.image = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(_ label: UILabel, text: String?, attributed: NSAttributedString?, properties p: UIListContentConfiguration.TextProperties) {
        label.font = p.font
        label.textColor = p.resolvedColor()
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(p.transformed)
        }
        label.isHidden = label.text?.isEmpty ?? true
    }

    // MARK: Layout

    /// The parts' frames for a width, and the height they need.
    private struct Arrangement {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondary: CGRect = .zero
        var height: CGFloat = 0
    }

    private var margins: NSDirectionalEdgeInsets {
        var m = current.directionalLayoutMargins
        if let superview {
            let outer = superview.effectiveLayoutMargins
            let rtl = traitCollection.layoutDirection == .rightToLeft
            let (lead, trail) = rtl ? (outer.right, outer.left) : (outer.left, outer.right)
            if current.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                m.leading = max(m.leading, lead)
                m.trailing = max(m.trailing, trail)
            }
            if current.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                m.top = max(m.top, outer.top)
                m.bottom = max(m.bottom, outer.bottom)
            }
        }
        return m
    }

    private func arrange(width: CGFloat) -> Arrangement {
        let c = current
        let m = margins
        var result = Arrangement()
        var x = m.leading
        let available = max(0, width - m.leading - m.trailing)

        var imageSize = CGSize.zero
        if let image = c.image {
            imageSize = image.size
            let maximum = c.imageProperties.maximumSize
            var scale: CGFloat = 1
            if maximum.width > 0, imageSize.width > maximum.width { scale = min(scale, maximum.width / imageSize.width) }
            if maximum.height > 0, imageSize.height > maximum.height { scale = min(scale, maximum.height / imageSize.height) }
            imageSize = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        }
        let reserved = c.imageProperties.reservedLayoutSize
        let imageColumn = max(imageSize.width, reserved.width > 0 ? reserved.width : 0)
        if imageColumn > 0 {
            result.image = CGRect(x: x + (imageColumn - imageSize.width) / 2, y: 0, width: imageSize.width, height: imageSize.height)
            x += imageColumn + c.imageToTextPadding
        }
        let textWidth = max(0, m.leading + available - x)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden

        var textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)) : .zero
        textSize.width = min(textSize.width, textWidth)
        secondarySize.width = min(secondarySize.width, textWidth)

        let oneLine = textLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let secondaryOneLine = secondaryTextLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let sideBySide = c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && oneLine.width + c.textToSecondaryTextHorizontalPadding + secondaryOneLine.width <= textWidth

        let contentHeight: CGFloat
        if sideBySide {
            textSize = oneLine
            secondarySize = secondaryOneLine
            contentHeight = max(textSize.height, secondarySize.height)
            result.text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
            result.secondary = CGRect(x: m.leading + available - secondarySize.width, y: 0, width: secondarySize.width, height: secondarySize.height)
            result.text.origin.y = (contentHeight - textSize.height) / 2
            result.secondary.origin.y = (contentHeight - secondarySize.height) / 2
        } else {
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            contentHeight = textSize.height + gap + secondarySize.height
            result.text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
            result.secondary = CGRect(x: x, y: textSize.height + gap, width: secondarySize.width, height: secondarySize.height)
        }
        let inner = max(contentHeight, imageSize.height)
        let height = max(c.kind.minimumHeight, (m.top + inner + m.bottom).rounded(.up))
        // The text block and the image are centred vertically in the space between the margins.
        let top = m.top + (height - m.top - m.bottom - inner) / 2
        let textTop = top + (inner - contentHeight) / 2
        result.text.origin.y += textTop
        result.secondary.origin.y += textTop
        result.image.origin.y = top + (inner - imageSize.height) / 2
        result.height = height
        if traitCollection.layoutDirection == .rightToLeft {
            for keyPath in [\Arrangement.image, \Arrangement.text, \Arrangement.secondary] {
                let r = result[keyPath: keyPath]
                result[keyPath: keyPath].origin.x = width - r.maxX
            }
        }
        return result
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let a = arrange(width: bounds.width)
        imageView.frame = a.image
        textLabel.frame = a.text
        secondaryTextLabel.frame = a.secondary
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrange(width: size.width).height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// Where the text starts from the leading edge: a list's separators start there.
    package var textLeadingOffset: CGFloat { arrange(width: bounds.width).text.minX }
}
