import Foundation
import Testing
@testable import UIKit

/// The Identity inspector's Accessibility section
/// (`Fixtures/InterfaceBuilder/Accessibility.xib`): label, hint, identifier,
/// traits and "Accessibility Enabled", set on the views as UIKit decodes them.
@Suite("Interface Builder documents: accessibility")
@MainActor
struct InterfaceBuilderAccessibilityTests {
    typealias IB = InterfaceBuilderTestClasses

    static func load() throws -> UIView {
        let url = IB.folder.appendingPathComponent("Accessibility.xib")
        let document = try NibDocument.load(contentsOf: url)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let objects = UINib(source: .file(url)).instantiate(withOwner: nil, options: nil)
        return try #require(objects.first as? UIView)
    }

    @Test func labelsHintsIdentifiersAndTraitsAreApplied() throws {
        let root = try Self.load()
        let rating = root.subviews[0]
        #expect(rating.isAccessibilityElement)
        #expect(rating.accessibilityIdentifier == "rating")
        #expect(rating.accessibilityLabel == "Rating")
        #expect(rating.accessibilityHint == "Swipe up or down to change the rating.")
        #expect(rating.accessibilityTraits == [.adjustable, .updatesFrequently])

        // A label's traits replace its class's default (static text), as setting them in code does.
        let title = try #require(root.subviews[1] as? UILabel)
        #expect(title.accessibilityTraits == [.staticText, .header])
        #expect(title.isAccessibilityElement)

        let share = try #require(root.subviews[2] as? UIButton)
        #expect(share.accessibilityIdentifier == "share")
        #expect(share.accessibilityLabel == "Share reviews")
        #expect(share.accessibilityTraits == [.button, .link])
        #expect(share.title(for: .normal) == "Share")

        // "Accessibility Enabled" unticked, and no traits.
        let image = try #require(root.subviews[3] as? UIImageView)
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .none)
    }

    @Test func anUnknownTraitOrKeyIsAWarningAtItsLine() throws {
        let xml = IB.xib("""
                    <accessibility key="accessibilityConfiguration" label="Go" language="fr">
                        <accessibilityTraits key="traits" button="YES" sparkly="YES"/>
                        <string key="unknownKey">x</string>
                    </accessibility>
        """)
        let document = try IB.document(xml)
        let warnings = document.interfaceBuilder?.warnings.map(\.description) ?? []
        #expect(warnings.contains { $0.contains("language=\"fr\"") && $0.contains("not applied") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("accessibility trait sparkly") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("unknownKey") && $0.contains("not applied") }, "\(warnings)")
        let nib = UINib(source: .data(Data(xml.utf8), name: "Test.xib", directory: IB.folder))
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        #expect(root.accessibilityLabel == "Go")
        #expect(root.accessibilityTraits == .button)
    }
}
