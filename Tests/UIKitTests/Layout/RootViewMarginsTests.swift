import Testing
@testable import UIKit

/// A view controller's root view has at least the controller's
/// `systemMinimumLayoutMargins` (UIKit, iOS 11 and later): no top or bottom
/// margin, 16 points leading and trailing on a phone in compact width, 20 in
/// regular width and on the Plus/Max phones (414 points wide and more), the
/// safe area added on top; unless `viewRespectsSystemMinimumLayoutMargins` is
/// false. Frames of views pinned to the root view's guides are asserted, and
/// the guides' `layoutFrame`s (in the root view's coordinates) with them.
@MainActor
@Suite struct RootViewMarginsTests {
    /// A window `width` wide showing a controller whose view holds one view
    /// pinned to `guide` (the margins guide unless given), laid out.
    private func screen(width: CGFloat, height: CGFloat = 844, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false,
                        configure: (UIViewController) -> Void = { _ in },
                        guide: (UIView) -> UILayoutGuide = { $0.layoutMarginsGuide }) -> (UIWindow, UIViewController, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        window.offscreenSafeAreaInsets = safeArea
        let controller = UIViewController()
        configure(controller)
        let pinned = plainView(in: controller.view)
        let g = guide(controller.view)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: g.leadingAnchor), pinned.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: g.topAnchor), pinned.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller, pinned)
    }

    @Test func aPhoneInCompactWidthGivesTheRootView16PointsAndNoTopOrBottomMargin() {
        let (window, controller, pinned) = screen(width: 390)
        #expect(controller.view.window === window)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(close(pinned.frame, CGRect(x: 16, y: 0, width: 358, height: 844)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 358, height: 844)))
        // Views inside the root view keep UIView's 8 points.
        #expect(pinned.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func theSafeAreaIsAddedToTheMinimum() {
        let (window, controller, pinned) = screen(width: 390, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.window === window)
        #expect(close(pinned.frame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763)))
    }

    @Test func largePhonesAndWideScreensGet20Points() {
        // iPhone 15 Pro Max, portrait: compact width, 430 points wide.
        let (maxWindow, maxPhone, onMax) = screen(width: 430, height: 932)
        #expect(maxPhone.view.window === maxWindow)
        #expect(maxPhone.systemMinimumLayoutMargins.leading == 20)
        #expect(close(onMax.frame, CGRect(x: 20, y: 0, width: 390, height: 932)))
        #expect(close(maxPhone.view.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 0, width: 390, height: 932)))
        // An iPad (820 wide): the readable content guide is 672 wide, centred in the 20-point margins.
        let (padWindow, pad, readable) = screen(width: 820, height: 1180, guide: { $0.readableContentGuide })
        #expect(pad.view.window === padWindow)
        #expect(pad.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(close(readable.frame, CGRect(x: 74, y: 0, width: 672, height: 1180)))
        #expect(close(pad.view.readableContentGuide.layoutFrame, CGRect(x: 74, y: 0, width: 672, height: 1180)))
        #expect(close(pad.view.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 0, width: 780, height: 1180)))
    }

    @Test func theReadableContentGuideOfANarrowPhoneIsTheMarginsGuide() {
        let (window, controller, readable) = screen(width: 375, height: 667, guide: { $0.readableContentGuide })
        #expect(controller.view.window === window)
        #expect(close(readable.frame, CGRect(x: 16, y: 0, width: 343, height: 667)))
        #expect(close(controller.view.readableContentGuide.layoutFrame, CGRect(x: 16, y: 0, width: 343, height: 667)))
    }

    @Test func aRegularWidthEnvironmentGives20PointsToANarrowRootView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.horizontalSizeClass = .regular
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        // Nothing is constrained to the guide: it still has the margins' frame.
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 0, width: 280, height: 480)))
        window.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 288, height: 480)))
    }

    @Test func marginsSetOnTheRootViewCountWhereLargerThanTheMinimum() {
        let (window, controller, pinned) = screen(width: 390, configure: {
            $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 40, bottom: 0, trailing: 4)
        })
        // Leading 40 beats 16; trailing 4 does not; top 12 beats 0.
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 12, leading: 40, bottom: 0, trailing: 16))
        #expect(close(pinned.frame, CGRect(x: 40, y: 12, width: 334, height: 832)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 40, y: 12, width: 334, height: 832)))
        // Setting UIView's default 8 on every side is setting margins: the top is 8 then.
        controller.view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        window.layoutIfNeeded()
        #expect(close(pinned.frame, CGRect(x: 16, y: 8, width: 358, height: 828)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 8, width: 358, height: 828)))
    }

    @Test func rightToLeftPutsTheLeadingMarginOnTheRight() {
        let (window, controller, pinned) = screen(width: 390, rightToLeft: true, configure: {
            $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
        })
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 40))
        #expect(close(pinned.frame, CGRect(x: 16, y: 0, width: 334, height: 844)))
        // The guide's frame is in left-to-right coordinates: the 40-point leading margin is on the right.
        #expect(controller.view.window === window)
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 334, height: 844)))
    }

    @Test func notRespectingTheMinimumLeavesTheMarginsAsSet() {
        let (window, controller, pinned) = screen(width: 390, configure: { $0.viewRespectsSystemMinimumLayoutMargins = false })
        // No margins set: UIView's 8 on every side.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(close(pinned.frame, CGRect(x: 8, y: 8, width: 374, height: 828)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 374, height: 828)))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 2)
        window.layoutIfNeeded()
        #expect(close(pinned.frame, CGRect(x: 4, y: 0, width: 384, height: 844)))
        // Respecting it again raises leading and trailing to 16.
        controller.viewRespectsSystemMinimumLayoutMargins = true
        window.layoutIfNeeded()
        #expect(close(pinned.frame, CGRect(x: 16, y: 0, width: 358, height: 844)))
    }

    @Test func aChildControllersRootViewHasTheMinimumToo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let pinned = plainView(in: child.view)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: child.view.layoutMarginsGuide.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(close(pinned.frame, CGRect(x: 16, y: 0, width: 358, height: 10)))
        #expect(close(child.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 358, height: 300)))
        // A plain view of the same frame keeps 8.
        let plain = UIView(frame: child.view.frame)
        parent.view.addSubview(plain)
        #expect(plain.layoutMargins.left == 8)
    }

    @Test func aSubviewPreservingItsSuperviewsMarginsGetsTheRootViewsMinimum() {
        let (window, controller, _) = screen(width: 390)
        let inner = UIView(frame: controller.view.bounds)
        inner.preservesSuperviewLayoutMargins = true
        controller.view.addSubview(inner)
        let pinned = plainView(in: inner)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Left and right from the root view (16), top its own 8 (the root view has none).
        #expect(close(pinned.frame, CGRect(x: 16, y: 8, width: 358, height: 10)))
    }
}
