import Foundation

/// How a Dynamic Type font was made: from a text style, or by scaling a
/// font with `UIFontMetrics`. Views with `adjustsFontForContentSizeCategory`
/// make it again when their content size category changes.
package enum DynamicTypeSource: Sendable {
    case textStyle(UIFont.TextStyle)
    case metrics(UIFont.TextStyle, base: UIFont, maximumPointSize: CGFloat?)

    /// The same font for `traits`' content size category.
    package func font(compatibleWith traits: UITraitCollection) -> UIFont {
        switch self {
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        case let .metrics(style, base, maximum):
            let metrics = UIFontMetrics(forTextStyle: style)
            if let maximum { return metrics.scaledFont(for: base, maximumPointSize: maximum, compatibleWith: traits) }
            return metrics.scaledFont(for: base, compatibleWith: traits)
        }
    }

    /// `traits`' category, else the current traits', else Large.
    package static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c.sizeIndex >= 0 { return c }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current.sizeIndex >= 0 ? current : .large
    }

    package static func isBold(_ traits: UITraitCollection?) -> Bool {
        if let weight = traits?.legibilityWeight, weight != .unspecified { return weight == .bold }
        return UITraitCollection.current.legibilityWeight == .bold
    }
}

extension DynamicTypeSource {
    // Kept beside the fonts rather than in them: a stored property of this
    // type in UIFont made Foundation's attributed-string attribute
    // comparison stop the process (swift-corelibs-foundation on Linux).
    private final class Entry {
        weak var font: UIFont?
        let source: DynamicTypeSource
        init(_ font: UIFont, _ source: DynamicTypeSource) { self.font = font; self.source = source }
    }

    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    package static func remember(_ source: DynamicTypeSource, for font: UIFont) {
        lock.lock(); defer { lock.unlock() }
        if entries.count >= 256 { entries = entries.filter { $0.value.font != nil } }
        entries[ObjectIdentifier(font)] = Entry(font, source)
    }

    package static func source(of font: UIFont) -> DynamicTypeSource? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(font)], entry.font === font else { return nil }
        return entry.source
    }
}
