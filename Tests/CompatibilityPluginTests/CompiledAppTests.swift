import CoreGraphics
import Foundation
import Testing
import UIKit

// The files in Tests/CompatibilityFixtures/App are written as an iOS app writes
// them (@objc, #selector, @IBOutlet, overrides in extensions, optional protocol
// requirements, #if os(iOS)); the OffscreenCompatibility plugin compiles them
// into this target unchanged. These tests render their views and fire their actions.

/// The colour of one pixel of `view` drawn at scale 1.
@MainActor
private func pixel(_ view: UIView, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
    view.layoutIfNeeded()
    let image = view.offscreenImage(scale: 1)
    let rgba = image.cgImage!.rgba(x: x, y: y)
    return (rgba.r, rgba.g, rgba.b)
}

@MainActor
private func isColor(_ actual: (r: UInt8, g: UInt8, b: UInt8), _ color: UIColor) -> Bool {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    let expected = [r, g, b].map { Int(($0 * 255).rounded()) }
    return zip([Int(actual.r), Int(actual.g), Int(actual.b)], expected).allSatisfy { abs($0 - $1) <= 2 }
}

@MainActor
private func window(showing view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height))
    window.addSubview(view)
    window.layoutIfNeeded()
    return window
}

/// Runs the current run loop until `done` holds (timers, delayed performs), at most a second.
@MainActor
func runLoop(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(1)
    while !done() && Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(0.005))
    }
}

@MainActor
@Suite struct CompiledAppTests {
    @Test func theIOSBranchOfAnIfOSIOSIsCompiled() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        // `#if os(iOS)` chose systemGreen over systemRed.
        #expect(isColor(pixel(header, 5, 25), .systemGreen))
    }

    @Test func anOverrideDeclaredInAnExtensionRuns() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        header.layoutIfNeeded()
        // layoutSubviews() and intrinsicContentSize live in an extension of the class.
        #expect(header.followButton.frame == CGRect(x: 230, y: 10, width: 80, height: 30))
        #expect(header.intrinsicContentSize.height == 50)
        #expect(isColor(pixel(header, 260, 25), .systemOrange))
    }

    @Test func aSelectorTargetActionFiresOnTap() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let window = window(showing: header)
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        #expect(header.isFollowing)
        #expect(isColor(pixel(header, 260, 25), .systemBlue))
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        #expect(!header.isFollowing)
    }

    @Test func aGestureRecognizerWithASelectorFires() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let window = window(showing: header)
        window.simulateTap(at: CGPoint(x: 40, y: 25))
        window.simulateTap(at: CGPoint(x: 60, y: 25))
        #expect(header.tapCount == 2)
    }

    @Test func anOptionalRequirementIsCalledWhenImplementedAndSkippedWhenNot() {
        let controller = FeedViewController()
        controller.loadViewIfNeeded()
        let window = window(showing: controller.header)
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        #expect(controller.followChanges == [true, false])

        let silent = SilentHeaderDelegate()
        controller.header.delegate = silent
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        #expect(controller.header.isFollowing)
        #expect(controller.followChanges == [true, false])
    }

    @Test func respondsToAnswersForOptionalRequirements() {
        #expect(HeaderDelegateInspector.describe(FeedViewController()) == ["didChangeFollowing", "didLoad"])
        #expect(HeaderDelegateInspector.describe(SilentHeaderDelegate()) == ["didLoad"])
    }

    @Test func aNotificationObserverWithASelectorIsCalled() {
        let controller = FeedViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        NotificationCenter.default.post(name: .feedThemeDidChange, object: nil)
        #expect(controller.themeNotifications == 1)
        #expect(isColor(pixel(controller.view, 5, 90), .black))
    }

    @Test func aNotificationObserverThatIsGoneIsNotCalled() {
        var controller: FeedViewController? = FeedViewController()
        controller?.loadViewIfNeeded()
        weak let gone = controller
        controller = nil
        #expect(gone == nil)
        NotificationCenter.default.post(name: .feedThemeDidChange, object: nil)
    }

    @Test func aSelectorTimerFiresUntilInvalidated() {
        let controller = FeedViewController()
        controller.startTicking()
        runLoop { controller.timerTicks >= 3 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.02))
        #expect(controller.timerTicks == 3)
    }

    @Test func performAfterDelayRunsOnTheRunLoop() {
        let controller = FeedViewController()
        controller.scheduleRefresh()
        #expect(controller.refreshCount == 0)
        runLoop { controller.refreshCount == 1 }
        #expect(controller.refreshCount == 1)
    }

    @Test func gettersSettersAndMethodsPerformedBySelector() {
        let badge = LegacyBadgeView()
        badge.count = 4
        #expect(badge.responds(to: BadgeSelectors.countGetter))
        #expect(!UIView().responds(to: BadgeSelectors.countGetter))
        badge.perform(BadgeSelectors.titleSetter, with: "hot" as NSString)
        #expect(badge.title == "hot")
        let text = badge.perform(BadgeSelectors.text)?.takeUnretainedValue() as? NSString
        #expect(text == "hot 4")
        badge.perform(BadgeSelectors.reset)
        #expect(badge.count == 0)

        // The subclass's override (declared in an extension) is what the selector calls.
        let highlighted = HighlightedBadgeView()
        highlighted.count = 2
        highlighted.perform(BadgeSelectors.reset)
        #expect(highlighted.count == 0)
        #expect(highlighted.highlightResets == 1)
    }

    @Test func selectorsAreEqualByNameAndRemoveTargetsMadeFromThem() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(header.followButton.actions(forTarget: header, forControlEvent: .touchUpInside) == ["followTapped:"])
        header.followButton.removeTarget(header, action: Selector("followTapped:"), for: .touchUpInside)
        let window = window(showing: header)
        window.simulateTap(at: CGPoint(x: 270, y: 25))
        #expect(!header.isFollowing)
    }

    @Test func outletsAndActionsConnectFromALayoutFile() throws {
        OffscreenCompatibility.registerClasses()
        let layout = """
        {
          "formatVersion": 1,
          "objects": [{
            "class": "ProfileHeaderView", "id": "header",
            "properties": {"frame": [0, 0, 320, 50], "cornerRadius": 8},
            "outlets": {"nameLabel": "name", "badgeViews": ["badge"]},
            "subviews": [
              {"class": "UILabel", "id": "name", "properties": {"text": "Ada", "frame": [8, 8, 100, 20]}},
              {"class": "UIButton", "id": "badge", "properties": {"frame": [120, 8, 40, 30]},
               "actions": [{"event": "touchUpInside", "target": "header", "action": "badgeTapped:"}]}
            ]
          }]
        }
        """
        let objects = UINib(data: Data(layout.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let header = try #require(objects.first as? ProfileHeaderView)
        // @IBInspectable var cornerRadius, set by its name; its didSet rounds the layer.
        #expect(header.cornerRadius == 8)
        #expect(header.layer.cornerRadius == 8)
        #expect(header.nameLabel?.text == "Ada")
        #expect(header.badgeViews?.count == 1)
        let window = window(showing: header)
        window.simulateTap(at: CGPoint(x: 140, y: 20))
        #expect(header.tapCount == 10)
    }

    @Test func anInspectableOfTheWrongTypeIsALayoutFileError() throws {
        OffscreenCompatibility.registerClasses()
        let layout = """
        {"formatVersion": 1, "objects": [{"class": "ProfileHeaderView", "properties": {"cornerRadius": "round"}}]}
        """
        #expect(throws: LayoutFileError.self) {
            try UINib(data: Data(layout.utf8), bundle: nil).checkedInstantiate(withOwner: nil, options: nil)
        }
    }

    @Test func barButtonItemsMadeWithSelectorsFireAndTheComposeScreenDraws() throws {
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(compose.prefersStatusBarHidden)
        #expect(!navigation.navigationBar.isTranslucent)
        window.simulateTap(at: CGPoint(x: 295, y: 22))   // Save, at the trailing edge
        window.simulateTap(at: CGPoint(x: 30, y: 22))    // Cancel, at the leading edge
        #expect(compose.saves == 1)
        #expect(compose.cancels == 1)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        // The title view, centred in the bar.
        let title = image.rgba(x: 160, y: 22)
        #expect(isColor((title.r, title.g, title.b), .systemOrange))
        // The patterned background repeats its red top row every 4 points from the view's top (44).
        #expect(image.rgba(x: 250, y: 44 + 4 * 20) == (255, 0, 0, 255))
        #expect(image.rgba(x: 250, y: 44 + 4 * 20 + 2) == (255, 255, 255, 255))
    }

    @Test func theAppDelegatesWindowReadsAsADoubleOptional() throws {
        let delegate = BannerAppDelegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let inbox = UIViewController()
        inbox.title = "Inbox"
        window.rootViewController = inbox
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        application.delegate = delegate
        // No window yet: every path gives nil, as on iOS.
        #expect(BannerPresenter.frontTitle() == nil)
        #expect(BannerPresenter.mainWindow() == nil)
        delegate.window = window
        #expect(BannerPresenter.frontTitle() == "Inbox")
        #expect(BannerPresenter.mainWindow() === window)
        let banner = BannerPresenter.show("Saved")
        #expect(banner.superview === window)
    }

    /// A file ending with Xcode canvas previews (`#Preview { ... }`, one with
    /// `@available`) compiles: the plugin leaves the previews out.
    @Test @MainActor func aFileWithPreviewsCompilesWithoutThem() {
        let card = PreviewedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(card.titleLabel.text == "Card" && card.titleLabel.superview === card)
    }
}
