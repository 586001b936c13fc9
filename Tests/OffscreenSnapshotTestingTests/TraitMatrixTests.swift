import Foundation
import OffscreenSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// `.traitMatrix`: one `assertSnapshots` call, one file per combination,
/// each drawn with its own traits.
@MainActor @Suite struct TraitMatrixTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)").path

    /// A label that notes the traits it was laid out with.
    final class Badge: UILabel {
        var seen: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            let t = traitCollection
            seen.append("\(t.userInterfaceStyle == .dark ? "dark" : "light") \(t.preferredContentSizeCategory.rawValue) "
                + "\(t.layoutDirection == .rightToLeft ? "rtl" : "ltr")")
        }
    }

    func badge() -> Badge {
        let label = Badge()
        label.text = "Saved"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        label.backgroundColor = .systemBackground
        return label
    }

    @Test func namesEveryCombinationAsNamedDoes() {
        let matrix: [String: Snapshotting<UIView, UIImage>] = .traitMatrix(
            contentSizeCategories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]) { .image(traits: $0) }
        #expect(matrix.keys.sorted() == [
            "dark-accessibility-extra-extra-extra-large-ltr", "dark-accessibility-extra-extra-extra-large-rtl",
            "dark-extra-small-ltr", "dark-extra-small-rtl", "dark-large-ltr", "dark-large-rtl",
            "light-accessibility-extra-extra-extra-large-ltr", "light-accessibility-extra-extra-extra-large-rtl",
            "light-extra-small-ltr", "light-extra-small-rtl", "light-large-ltr", "light-large-rtl",
        ])
    }

    @Test func eachFileIsDrawnWithItsTraits() throws {
        let view = badge()
        let failures = SnapshotTesting.withSnapshotTesting(record: .all) {
            [String: Snapshotting<UIView, UIImage>]
                .traitMatrix(contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge]) {
                    .image(traits: UITraitCollection(traitsFrom: [$0, .init(displayScale: 1)]))
                }
                .map { name, strategy in
                    verifySnapshot(of: view as UIView, as: strategy, named: name, snapshotDirectory: directory,
                                   testName: "badge")
                }
        }
        #expect(failures.count == 8)
        func image(_ name: String) throws -> PixelStorage {
            try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: directory + "/badge.\(name).png")))
        }
        let light = try image("light-large-ltr"), dark = try image("dark-large-ltr")
        let huge = try image("light-accessibility-extra-extra-extra-large-ltr")
        // Dark mode: the same size, other pixels (white on black).
        #expect(light.width == dark.width && light.height == dark.height)
        #expect(light.bytes.load(as: UInt32.self) != dark.bytes.load(as: UInt32.self))
        // The largest accessibility size: the label is sized to fit far larger text.
        #expect(huge.height > light.height * 2)
        // Every combination reached the view's layout.
        #expect(Set(view.seen).isSuperset(of: [
            "light UICTContentSizeCategoryL ltr", "dark UICTContentSizeCategoryL rtl",
            "dark UICTContentSizeCategoryAccessibilityXXXL ltr", "light UICTContentSizeCategoryAccessibilityXXXL rtl",
        ]))
    }
}
