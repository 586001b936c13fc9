import Foundation

/// The standard content of a list cell, header or footer: an image, a text
/// and a secondary text, laid out by `UIListContentView` with iOS's fonts,
/// colours and margins for each preset.
///
/// Metrics are those of an iPhone at the Large content size: body text (17 pt)
/// in cells with 11 pt top and bottom margins and a 44 pt minimum height;
/// footnote (13 pt) secondary-label headers in grouped lists, uppercased; and
/// so on per preset (see each one). Horizontal margins follow the cell's
/// layout margins (`axesPreservingSuperviewLayoutMargins` is `.horizontal`).
///
/// Not done: `preferredSymbolConfiguration` (there are no SF Symbols), the
/// text and image layout guides, `showsExpansionTextWhenTruncated`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    package enum Kind: Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter,
             prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell,
             accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

        /// Rows are at least 44 points tall on iPhone; headers and footers are as tall as their text.
        var minimumHeight: CGFloat {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: 44
            default: 0
            }
        }
        var isSidebarCell: Bool { [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(self) }
    }

    public struct TextProperties: Hashable, @unchecked Sendable {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 means as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        package init(font: UIFont, color: UIColor, transform: TextTransform = .none) {
            self.font = font
            self.color = color
            self.transform = transform
        }

        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth
                && a.minimumScaleFactor == b.minimumScaleFactor && a.transform == b.transform
                && (a.colorTransformer == nil) == (b.colorTransformer == nil)
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(font.pointSize)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }

        package func transformed(_ string: String) -> String {
            switch transform {
            case .none: string
            case .capitalized: string.capitalized
            case .lowercase: string.lowercased()
            case .uppercase: string.uppercased()
            }
        }
    }

    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// Stands for the system's standard size in `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// nil keeps the image's colours (template images take the view's tint).
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is drawn (aspect fit); zero in a dimension means no limit.
        public var maximumSize: CGSize = .zero
        /// Space kept for the image even when it is smaller (or absent); zero means none.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize && (a.tintColorTransformer == nil) == (b.tintColorTransformer == nil)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }

    package var kind: Kind

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Text and secondary text on one line (text leading, secondary trailing) when both fit.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    package init(kind: Kind, font: UIFont, color: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
                 margins: NSDirectionalEdgeInsets, transform: TextProperties.TextTransform = .none) {
        self.kind = kind
        textProperties = TextProperties(font: font, color: color, transform: transform)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static func style(_ style: UIFont.TextStyle) -> UIFont { UIFont.preferredFont(forTextStyle: style) }
    private static func bold(_ style: UIFont.TextStyle) -> UIFont {
        UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: style).pointSize, weight: .bold)
    }
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    // MARK: Cells

    /// Body text in the label colour; secondary text (below) in subheadline, secondary label.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .cell, font: style(.body), color: .label, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: cellMargins)
    }
    /// Body text over subheadline secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .subtitleCell, font: style(.body), color: .label, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: cellMargins)
    }
    /// Body text on the leading side, body secondary text in secondary label on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .valueCell, font: style(.body), color: .label, secondaryFont: style(.body),
                                           secondaryColor: .secondaryLabel, margins: cellMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .sidebarCell, font: style(.body), color: .label, secondaryFont: style(.subheadline),
                                           secondaryColor: .secondaryLabel, margins: cellMargins)
        c.imageToTextPadding = 12
        return c
    }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var c = sidebarCell()
        c.kind = .sidebarSubtitleCell
        return c
    }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var c = sidebarCell()
        c.kind = .accompaniedSidebarCell
        return c
    }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        var c = sidebarCell()
        c.kind = .accompaniedSidebarSubtitleCell
        return c
    }

    // MARK: Headers and footers

    /// Headline (17 pt semibold) in the label colour.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .plainHeader, font: style(.headline), color: .label, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }
    /// Footnote (13 pt) in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .plainFooter, font: style(.footnote), color: .secondaryLabel, secondaryFont: style(.footnote),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// Footnote (13 pt) uppercased in the secondary label colour, 16 pt above the text and 6 below.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .groupedHeader, font: style(.footnote), color: .secondaryLabel, secondaryFont: style(.footnote),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16),
                                   transform: .uppercase)
    }
    /// Footnote (13 pt) in the secondary label colour, 6 pt above the text and 16 below.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .groupedFooter, font: style(.footnote), color: .secondaryLabel, secondaryFont: style(.footnote),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }
    /// Title 3 size (20 pt) bold in the label colour, not uppercased.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .prominentInsetGroupedHeader, font: bold(.title3), color: .label, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
    }
    /// Title 2 size (22 pt) bold in the label colour.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .extraProminentInsetGroupedHeader, font: bold(.title2), color: .label, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
    }
    /// Subheadline (15 pt) bold in the secondary label colour.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .sidebarHeader, font: bold(.subheadline), color: .secondaryLabel, secondaryFont: style(.subheadline),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16))
    }

    // MARK: UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// Sidebar cells show white text and images on their tinted selection; other presets look the same in every state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var result = self
        if kind.isSidebarCell, let cell = state as? UICellConfigurationState, cell.isSelected {
            result.textProperties.color = .white
            result.secondaryTextProperties.color = .white
            result.imageProperties.tintColor = .white
        }
        return result
    }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.kind == b.kind && a.image === b.image && a.imageProperties == b.imageProperties && a.text == b.text
            && a.attributedText == b.attributedText && a.textProperties == b.textProperties && a.secondaryText == b.secondaryText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.secondaryTextProperties == b.secondaryTextProperties
            && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}
