import SnapshotTesting
import UIKit

extension Dictionary where Key == String {
    /// One strategy per combination of appearance, text size and layout
    /// direction, named for swift-snapshot-testing's `assertSnapshots(of:as:)`,
    /// which passes each name as `named:`:
    ///
    /// ```swift
    /// assertSnapshots(of: view, as: .traitMatrix(contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge]) {
    ///     .image(traits: $0)
    /// })
    /// // testCard.light-large-ltr.png, testCard.dark-large-rtl.png,
    /// // testCard.light-accessibility-extra-extra-extra-large-ltr.png, ... (8 files)
    /// ```
    ///
    /// A name is `<style>-<content size>-<direction>`: `light`/`dark`, the
    /// category in kebab case as swift-snapshot-testing's own tests name them
    /// (`extra-small` ... `accessibility-extra-extra-extra-large`), `ltr`/`rtl`.
    ///
    /// - Parameters:
    ///   - userInterfaceStyles: default light and dark.
    ///   - contentSizeCategories: default `.large` (iOS's default text size).
    ///   - layoutDirections: default left to right and right to left.
    ///   - strategy: makes the strategy for one combination's traits
    ///     (`{ .image(traits: $0) }`, `{ .image(on: .iPhone13, traits: $0) }`,
    ///     `{ .recursiveDescription(traits: $0) }`).
    public static func traitMatrix<V, Format>(
        userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
        contentSizeCategories: [UIContentSizeCategory] = [.large],
        layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft],
        _ strategy: (UITraitCollection) -> Snapshotting<V, Format>
    ) -> [String: Snapshotting<V, Format>] where Value == Snapshotting<V, Format> {
        var strategies: [String: Snapshotting<V, Format>] = [:]
        for style in userInterfaceStyles {
            for category in contentSizeCategories {
                for direction in layoutDirections {
                    let traits = UITraitCollection(traitsFrom: [
                        .init(userInterfaceStyle: style), .init(preferredContentSizeCategory: category),
                        .init(layoutDirection: direction),
                    ])
                    let name = [TraitMatrixName.style(style), TraitMatrixName.category(category),
                                TraitMatrixName.direction(direction)].joined(separator: "-")
                    strategies[name] = strategy(traits)
                }
            }
        }
        return strategies
    }
}

/// The parts of a trait matrix's snapshot names.
enum TraitMatrixName {
    static func style(_ style: UIUserInterfaceStyle) -> String {
        switch style {
        case .light: "light"
        case .dark: "dark"
        default: "unspecified"
        }
    }

    static func direction(_ direction: UITraitEnvironmentLayoutDirection) -> String {
        switch direction {
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        default: "unspecified"
        }
    }

    /// `UICTContentSizeCategoryAccessibilityXXL` → `accessibility-extra-extra-large`.
    static func category(_ category: UIContentSizeCategory) -> String {
        var code = category.rawValue
        guard code.hasPrefix("UICTContentSizeCategory") else { return "unspecified" }
        code.removeFirst("UICTContentSizeCategory".count)
        var words: [String] = []
        if code.hasPrefix("Accessibility") {
            words.append("accessibility")
            code.removeFirst("Accessibility".count)
        }
        let sizes: [String: [String]] = [
            "XS": ["extra", "small"], "S": ["small"], "M": ["medium"], "L": ["large"], "XL": ["extra", "large"],
            "XXL": ["extra", "extra", "large"], "XXXL": ["extra", "extra", "extra", "large"],
        ]
        words += sizes[code] ?? [code.lowercased()]
        return words.joined(separator: "-")
    }
}
