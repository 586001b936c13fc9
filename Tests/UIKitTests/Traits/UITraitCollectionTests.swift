@testable import UIKit
import Foundation
import Testing

@Suite struct UITraitCollectionTests {
    @Test func aNewCollectionLeavesEveryTraitUnspecified() {
        let t = UITraitCollection()
        #expect(t.userInterfaceStyle == .unspecified)
        #expect(t.horizontalSizeClass == .unspecified && t.verticalSizeClass == .unspecified)
        #expect(t.preferredContentSizeCategory == .unspecified)
        #expect(t.layoutDirection == .unspecified)
        #expect(t.displayScale == 0)
        #expect(t.userInterfaceIdiom == .unspecified)
        #expect(t.legibilityWeight == .unspecified)
        #expect(t.accessibilityContrast == .unspecified)
        #expect(t.userInterfaceLevel == .unspecified)
    }

    @Test func singleTraitInitialisersSetOneTrait() {
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory == .accessibilityLarge)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(userInterfaceStyle: .dark).horizontalSizeClass == .unspecified)
    }

    @Test func traitsFromLaterCollectionsWinForWhatTheySpecify() {
        let t = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(),
        ])
        #expect(t.userInterfaceStyle == .light)
        #expect(t.horizontalSizeClass == .compact)
        #expect(t == UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .light)]))
        #expect(t.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!t.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(t.containsTraits(in: nil))
    }

    @Test func mutationsBuildAndModifyCollections() {
        let t = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .extraLarge
        }
        #expect(t.userInterfaceStyle == .dark && t.preferredContentSizeCategory == .extraLarge)
        let u = t.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(u.userInterfaceStyle == .light && u.preferredContentSizeCategory == .extraLarge)
        #expect(t.userInterfaceStyle == .dark)
    }

    @Test func colorAppearanceDiffersWithStyleContrastOrLevel() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(horizontalSizeClass: .regular)])))
    }

    @Test func performAsCurrentSetsAndRestoresTheCurrentTraits() {
        let before = UITraitCollection.current
        #expect(before.userInterfaceStyle == .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let seen = dark.performAsCurrent { UITraitCollection.current.userInterfaceStyle }
        #expect(seen == .dark)
        #expect(UITraitCollection.current == before)
    }

    @Test func contentSizeCategoriesCompareBySize() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
    }
}
