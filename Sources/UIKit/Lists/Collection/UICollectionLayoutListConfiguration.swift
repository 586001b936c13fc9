import Foundation

/// A list's look for `UICollectionViewCompositionalLayout.list(using:)` and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: one full-width,
/// self-sizing row per item (at least 44 points tall), separators, headers
/// and footers, in one of iOS's five list appearances.
///
/// Metrics: grouped and inset-grouped sections are 35 points apart (19 above
/// a supplementary header, whose own top margin brings it to 35); inset-grouped
/// sections are inset by the cell margin (16 points, 20 from 414 points wide)
/// and rounded with a 10-point radius; sidebar sections are inset by 10 points.
/// Plain lists pin their headers while their section is on screen.
///
/// Not done: swipe action providers, `separatorConfiguration`, `itemSeparatorHandler`.
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    /// True except in sidebars, which show none.
    public var showsSeparators: Bool
    /// The list's background; nil means the appearance's (system background, or grouped background for grouped and inset-grouped lists).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header; nil means the appearance's.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    package var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The cells' horizontal layout margin for a list `width` points wide.
    package static func cellMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}

extension NSCollectionLayoutSection {
    /// A list section for `configuration` in `layoutEnvironment`'s container.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = layoutEnvironment.container.contentSize.width
        let margin = UICollectionLayoutListConfiguration.cellMargin(forWidth: width)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        switch configuration.appearance {
        case .plain, .grouped, .sidebarPlain: break
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        case .sidebar: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list in `configuration`'s appearance;
    /// the collection view takes the list's background colour.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
