// Written as for iOS with pointfreeco/swift-snapshot-testing, and compiled
// unchanged on Linux: the only Linux-specific line is the guarded import of
// OffscreenSnapshotTesting, which brings the strategies swift-snapshot-testing
// declares for iOS only. References are under __Snapshots__/WrittenForiOSTests.
import SnapshotTesting
import Testing
import UIKit
import XCTest
#if canImport(OffscreenSnapshotTesting)
import OffscreenSnapshotTesting
#endif

/// Four labels on the edges of the safe area and one in the middle that names
/// the horizontal size class, in Dynamic Type fonts: a device's size, safe
/// area, size classes, content size and appearance all show in its pixels.
final class QuestionViewController: UIViewController {
    let topLabel = UILabel()
    let leadingLabel = UILabel()
    let trailingLabel = UILabel()
    let bottomLabel = UILabel()
    let sizeClassLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Question"
        view.backgroundColor = .systemBackground
        topLabel.text = "What's"
        leadingLabel.text = "the"
        trailingLabel.text = "point"
        bottomLabel.text = "?"
        sizeClassLabel.textColor = .secondaryLabel
        let styles: [(UILabel, UIFont.TextStyle)] = [
            (topLabel, .headline), (leadingLabel, .body), (trailingLabel, .body), (bottomLabel, .subheadline),
            (sizeClassLabel, .footnote),
        ]
        for (label, style) in styles {
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topLabel.topAnchor.constraint(equalTo: safe.topAnchor),
            topLabel.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            leadingLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            leadingLabel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            trailingLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            trailingLabel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            bottomLabel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            bottomLabel.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            sizeClassLabel.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            sizeClassLabel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
        ])
        updateSizeClassLabel()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateSizeClassLabel()
    }

    private func updateSizeClassLabel() {
        let width = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
        let height = traitCollection.verticalSizeClass == .regular ? "regular" : "compact"
        sizeClassLabel.text = "\(width) x \(height)"
    }
}

@MainActor @Suite struct WrittenForiOSTests {
    @Test func darkModeOnAniPhone13() {
        assertSnapshot(of: QuestionViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func devicesAndOrientations() {
        let controller = QuestionViewController()
        let oneX = UITraitCollection(displayScale: 1)
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: oneX), named: "iphone-se")
        assertSnapshot(of: controller, as: .image(on: .iPhoneX(.landscape), traits: oneX), named: "iphone-x-landscape")
        assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird)), traits: oneX),
                       named: "ipad-pro-11-third")
        assertSnapshot(of: controller, as: .image(on: .iPadMini, traits: oneX), named: "ipad-mini")
    }

    @Test func largerTextInANavigationController() {
        let navigation = UINavigationController(rootViewController: QuestionViewController())
        assertSnapshot(of: navigation, as: .image(on: .iPhone8, traits: .init(preferredContentSizeCategory: .accessibilityLarge)))
    }

    @Test func recursiveDescriptionOnDevices() {
        let controller = QuestionViewController()
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe), named: "iphone-se")
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPadPro12_9), named: "ipad-pro-12-9")
    }

    @Test func aViewsImageAndDescription() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        assertSnapshot(of: button, as: .image)
        assertSnapshot(of: button, as: .recursiveDescription)
        assertSnapshot(of: button, as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    @Test func controllerHierarchy() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(QuestionViewController(), animated: false)
        assertSnapshot(of: navigation, as: .hierarchy)
    }
}

/// From XCTest. On Linux, XCTest cannot list `@MainActor` test methods (the
/// whole test process stops), so the bodies assume the main actor, where
/// XCTest runs them; this compiles and runs the same on iOS.
final class WrittenForiOSXCTests: XCTestCase {
    func testDrawHierarchyInKeyWindow() {
        MainActor.assumeIsolated {
            let controller = QuestionViewController()
            assertSnapshot(of: controller, as: .image(drawHierarchyInKeyWindow: true, traits: .init(displayScale: 1)))
            assertSnapshot(of: controller, as: .image(on: .iPhone12, drawHierarchyInKeyWindow: true,
                                                      traits: .init(displayScale: 1)), named: "iphone-12")
        }
    }
}
