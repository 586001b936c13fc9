import Testing
@testable import UIKit

/// `UILayoutGuide.layoutFrame` is the guide's rectangle in its owning view's
/// coordinates, valid by the time the owning view lays out (Apple's
/// documentation of `layoutFrame`). For the guides UIKit makes (margins,
/// safe area, readable content) it is that rectangle whether or not
/// anything is constrained to them.
@MainActor
@Suite struct LayoutGuideFrameTests {
    /// An iPhone 14-sized window (390×844, 47 and 34 points of safe area) showing `controller`, laid out.
    private func phone(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    @Test func aControllersRootViewGuidesInAWindow() {
        let controller = UIViewController()
        let pinned = plainView(in: controller.view)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor), pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: margins.topAnchor), pinned.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let window = phone(controller)
        controller.view.layoutIfNeeded()
        // 16 points leading and trailing (the system minimum), no top or bottom margin, inside the safe area.
        #expect(close(pinned.frame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763)))
        #expect(close(controller.view.readableContentGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        // After a change of the safe area, at the next layout.
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 20, width: 358, height: 824)))
        #expect(close(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 20, width: 390, height: 824)))
    }

    @Test func guidesNothingIsConstrainedToStillHaveTheirFrames() {
        let controller = UIViewController()
        let window = phone(controller)
        // The guides are made only now, after the layout pass.
        #expect(close(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763)))
        #expect(close(controller.view.readableContentGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        // A controller whose guides were made before it was shown.
        let early = UIViewController()
        let guides = [early.view.layoutMarginsGuide, early.view.safeAreaLayoutGuide, early.view.readableContentGuide]
        let earlyWindow = phone(early)
        #expect(close(guides[0].layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        #expect(close(guides[1].layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763)))
        #expect(close(guides[2].layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763)))
        // Both windows stay alive until here (a view's `window` is weak).
        #expect(controller.view.window === window && early.view.window === earlyWindow)
    }

    @Test func aPlainViewsGuidesOutsideAWindow() {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 300, height: 200))
        // UIView's 8-point margins; no safe area outside a window; the readable guide is the margins guide below 672 points.
        #expect(close(view.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 184)))
        #expect(close(view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(close(view.readableContentGuide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 184)))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        view.layoutIfNeeded()
        #expect(close(view.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 10, width: 240, height: 160)))
        // A wide view: the readable guide is 672 wide, centred in the margins.
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        #expect(close(wide.readableContentGuide.layoutFrame, CGRect(x: 164, y: 8, width: 672, height: 84)))
    }

    @Test func aPlainViewsGuidesInAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // Under the status bar: 47 points of its top are outside the safe area.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(header)
        // In the middle: no part of it outside the safe area.
        let middle = UIView(frame: CGRect(x: 10, y: 300, width: 200, height: 100))
        window.addSubview(middle)
        window.layoutIfNeeded()
        #expect(close(header.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 153)))
        #expect(close(header.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 55, width: 374, height: 137)))
        #expect(close(middle.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(close(middle.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84)))
        // The window's own guides.
        #expect(close(window.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763)))
        // Moving the header down out of the status bar's way moves its guides at the next layout.
        header.frame.origin.y = 100
        window.layoutIfNeeded()
        #expect(close(header.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 200)))
    }

    @Test func aViewPlacedByConstraintsHasGuidesInItsOwnCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = plainView(in: window)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 300), card.heightAnchor.constraint(equalToConstant: 150),
        ])
        window.layoutIfNeeded()
        #expect(close(card.frame, CGRect(x: 20, y: 100, width: 300, height: 150)))
        #expect(close(card.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 134)))
    }

    @Test func aGuideTheAppAddsIsWhereItsConstraintsPutIt() {
        let controller = UIViewController()
        let view = controller.view!
        // A spacer between two views, and a box centred on the spacer.
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        view.addLayoutGuide(spacer)
        let top = plainView(in: view), box = plainView(in: view)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            top.leadingAnchor.constraint(equalTo: view.leadingAnchor), top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            top.heightAnchor.constraint(equalToConstant: 100),
            spacer.topAnchor.constraint(equalTo: top.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 60),
            box.centerXAnchor.constraint(equalTo: spacer.centerXAnchor), box.centerYAnchor.constraint(equalTo: spacer.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        let window = phone(controller)
        #expect(close(spacer.layoutFrame, CGRect(x: 16, y: 147, width: 358, height: 60)))
        #expect(close(box.frame, CGRect(x: 175, y: 167, width: 40, height: 20)))
        // A guide of a subview is in that subview's coordinates.
        let inner = UILayoutGuide()
        top.addLayoutGuide(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: top.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalToConstant: 50), inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(close(inner.layoutFrame, CGRect(x: 5, y: 6, width: 50, height: 30)))
        // A guide placed only against its owning view's subviews, in a view placed by its frame.
        let panel = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 200))
        view.addSubview(panel)
        let hull = UILayoutGuide()
        panel.addLayoutGuide(hull)
        let a = plainView(in: panel), b = plainView(in: panel)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 10),
            hull.leadingAnchor.constraint(equalTo: a.leadingAnchor), hull.topAnchor.constraint(equalTo: a.topAnchor),
            hull.trailingAnchor.constraint(equalTo: b.trailingAnchor), hull.bottomAnchor.constraint(equalTo: b.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(close(hull.layoutFrame, CGRect(x: 10, y: 20, width: 75, height: 45)))
        // A guide with no owning view has no frame.
        let loose = UILayoutGuide()
        #expect(loose.layoutFrame == .zero)
    }
}
