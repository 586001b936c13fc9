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

    @Test func theDeviceAndSceneTraitsOfIOS17() {
        let empty = UITraitCollection()
        #expect(empty.forceTouchCapability == .unknown && empty.displayGamut == .unspecified)
        #expect(empty.activeAppearance == .unspecified && empty.toolbarItemPresentationSize == .unspecified)
        #expect(empty.imageDynamicRange == .unspecified && empty.typesettingLanguage == nil && empty.sceneCaptureState == .unspecified)

        #expect(UITraitCollection(forceTouchCapability: .available).forceTouchCapability == .available)
        #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(toolbarItemPresentationSize: .small).toolbarItemPresentationSize == .small)
        #expect(UITraitCollection(imageDynamicRange: .high).imageDynamicRange == .high)
        #expect(UITraitCollection(typesettingLanguage: Locale.Language(identifier: "ar")).typesettingLanguage?.minimalIdentifier == "ar")
        #expect(UITraitCollection(sceneCaptureState: .active).sceneCaptureState == .active)

        // They merge, compare and mutate like the others.
        let merged = UITraitCollection(traitsFrom: [.init(displayGamut: .SRGB), .init(forceTouchCapability: .available),
                                                    .init(displayGamut: .P3)])
        #expect(merged.displayGamut == .P3 && merged.forceTouchCapability == .available)
        #expect(merged.containsTraits(in: .init(displayGamut: .P3)))
        let srgb: UITraitCollection? = .init(displayGamut: .SRGB)
        #expect(srgb?.displayGamut == .SRGB)
        #expect(merged.containsTraits(in: srgb) == false)
        #expect(merged != UITraitCollection(displayGamut: .P3))
        let mutated = merged.modifyingTraits { $0.sceneCaptureState = .active; $0.typesettingLanguage = Locale.Language(identifier: "he") }
        #expect(mutated.sceneCaptureState == .active && mutated.displayGamut == .P3)
        #expect(mutated.typesettingLanguage?.minimalIdentifier == "he")
        #expect(UITraitCollection { $0.imageDynamicRange = .constrainedHigh }.imageDynamicRange == .constrainedHigh)
        #expect(mutated.changedTraits(from: merged) == [ObjectIdentifier(UITraitSceneCaptureState.self), ObjectIdentifier(UITraitTypesettingLanguage.self)])
        #expect(UITraitActiveAppearance.affectsColorAppearance && !UITraitDisplayGamut.affectsColorAppearance)
        // The main screen's: Display P3, no 3D Touch.
        #expect(UITraitCollection.screenDefault.displayGamut == .P3)
        #expect(UITraitCollection.screenDefault.forceTouchCapability == .unavailable)
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
