extension UIButton {
    /// iOS 15's button configuration, the basics: title, subtitle, image,
    /// padding, insets, base colours, corner style and size, in the plain,
    /// gray, tinted and filled styles (and the bordered names for them).
    /// The image sits at `imagePlacement`'s edge of the title (leading,
    /// trailing, top or bottom). Not modelled: `background`
    /// (UIBackgroundConfiguration), attributed titles, activity indicators.
    public struct Configuration: Hashable {
        public enum CornerStyle: Int, Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        package enum Style: Hashable { case plain, gray, tinted, filled }
        package var style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The edge of the title the image sits at (`.leading` unless set; one edge).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var contentInsets: NSDirectionalEdgeInsets
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Configuration.insets(for: buttonSize) }
        }
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false

        /// iOS 15: the indicator after the title. `.automatic` is the pop-up
        /// indicator on a button that `changesSelectionAsPrimaryAction` with a menu.
        public enum Indicator: Int, Hashable, Sendable { case automatic, none, popup }
        public var indicator: Indicator = .automatic

        package init(style: Style) {
            self.style = style
            self.contentInsets = Configuration.insets(for: .medium)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { .plain() }
        public static func bordered() -> Configuration { .gray() }
        public static func borderedTinted() -> Configuration { .tinted() }
        public static func borderedProminent() -> Configuration { .filled() }

        /// The configuration for the button's state; Offscreen applies state
        /// when drawing, so this is the configuration itself.
        public func updated(for button: UIButton) -> Configuration { self }

        /// iOS's default insets per size (medium: 7 above and below, 12 at the sides).
        package static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font when one is given (a document's
        /// `titleFontDescription`, which UIKit applies through the title's
        /// text attributes), else the size's.
        package var titleFontOverride: UIFont?

        package var titleFont: UIFont {
            if let titleFontOverride { return titleFontOverride }
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        package var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .large || buttonSize == .medium ? 15 : 12) }

        package func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: return height / 2
            case .small: return 4
            case .medium, .fixed: return 6
            case .large: return 10
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }

        /// Foreground and background for a state, as iOS 15+ resolves them:
        /// pressed buttons dim, disabled ones turn grey.
        @MainActor package func colors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor?) {
            let disabled = state.contains(.disabled), pressed = state.contains(.highlighted)
            var fg: UIColor, bg: UIColor?
            switch style {
            case .plain: fg = baseForegroundColor ?? tint; bg = baseBackgroundColor
            case .gray: fg = baseForegroundColor ?? tint; bg = baseBackgroundColor ?? ControlDrawing.segmentFill
            case .tinted:
                fg = baseForegroundColor ?? tint
                bg = baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .filled: fg = baseForegroundColor ?? .white; bg = baseBackgroundColor ?? tint
            }
            if disabled {
                fg = ControlDrawing.disabledText
                if bg != nil { bg = ControlDrawing.segmentFill }
            } else if pressed {
                if style == .filled, let b = bg { bg = b.mixed(withBlackFraction: 0.15) } else { fg = fg.withAlphaComponent(fg.cgColor.alpha * 0.5) }
            }
            return (fg, bg)
        }
    }
}

extension UIColor {
    /// This colour with `fraction` of black mixed in (a pressed filled button).
    package func mixed(withBlackFraction fraction: CGFloat) -> UIColor {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgb: [CGFloat] = c.count >= 3 ? [c[0], c[1], c[2]] : [c[0], c[0], c[0]]
        let k = 1 - fraction
        return UIColor(red: rgb[0] * k, green: rgb[1] * k, blue: rgb[2] * k, alpha: cgColor.alpha)
    }
}
