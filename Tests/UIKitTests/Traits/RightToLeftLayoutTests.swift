@testable import UIKit
import Foundation
import Testing

/// Right-to-left layout: the direction a view gets from its traits and its
/// semantic content attribute, and what flips with it (frames asserted).
@MainActor
@Suite struct RightToLeftLayoutTests {
    private func window(rightToLeft: Bool = true, width: CGFloat = 320) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        return window
    }

    // MARK: Direction

    @Test func theSemanticAttributeDecidesTheDirectionRelativeToTheSurroundingOne() {
        let rtl = UIUserInterfaceLayoutDirection.rightToLeft, ltr = UIUserInterfaceLayoutDirection.leftToRight
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: rtl) == rtl)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: ltr) == ltr)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: rtl) == ltr)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: rtl) == ltr)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: rtl) == ltr)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: ltr) == rtl)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == ltr)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == rtl)
    }

    @Test func aViewTakesItsDirectionFromItsTraitsUnlessItsContentFixesIt() {
        let w = window()
        let plain = UIView(), playback = UIView(), forced = UIView(), inside = UIView()
        playback.semanticContentAttribute = .playback
        forced.semanticContentAttribute = .forceLeftToRight
        for v in [plain, playback, forced] { w.addSubview(v) }
        forced.addSubview(inside)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(plain.traitCollection.layoutDirection == .rightToLeft)
        #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Playback content stays left to right; its traits (and subviews) do not change.
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(playback.traitCollection.layoutDirection == .rightToLeft)
        // A forced direction reaches the subviews through the traits.
        #expect(forced.traitCollection.layoutDirection == .leftToRight)
        #expect(inside.effectiveUserInterfaceLayoutDirection == .leftToRight)
        forced.semanticContentAttribute = .unspecified
        #expect(inside.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func changingTheDirectionCallsTraitCollectionDidChangeOnce() {
        final class Probe: UIView {
            var changes: [UITraitEnvironmentLayoutDirection] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                changes.append(traitCollection.layoutDirection)
            }
        }
        let w = window(rightToLeft: false)
        let probe = Probe()
        w.addSubview(probe)
        probe.changes = []
        w.traitOverrides.layoutDirection = .rightToLeft
        #expect(probe.changes == [.rightToLeft])
    }

    // MARK: Auto Layout

    @Test func leadingAndTrailingAnchorsAreTheRightAndLeftEdgesRightToLeft() {
        let w = window()
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            w.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: w.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -30),
            b.topAnchor.constraint(equalTo: w.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 30, y: 0, width: 162, height: 10))

        // The same constraints left to right, after the direction changes.
        w.traitOverrides.layoutDirection = .leftToRight
        w.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 128, y: 0, width: 162, height: 10))
    }

    @Test func leftAndRightAnchorsDoNotFlip() {
        let w = window()
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(a)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: w.leftAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: w.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(a.frame.minX == 20)
    }

    @Test func theContainersSemanticAttributeDecidesItsSubviewsLeadingEdge() {
        let w = window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .playback
        w.addSubview(container)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(a.frame.minX == 10)
        container.semanticContentAttribute = .unspecified
        w.layoutIfNeeded()
        #expect(a.frame.minX == 240)
        container.semanticContentAttribute = .forceLeftToRight
        w.layoutIfNeeded()
        #expect(a.frame.minX == 10)
    }

    @Test func multipliedLeadingConstraintsMirrorAcrossTheContainer() {
        let w = window(width: 400)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(a)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: w, attribute: .trailing,
                               multiplier: 0.25, constant: 0),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: w.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        // Left to right the view would start a quarter of the way in from the left.
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 10))
    }

    @Test func visualFormatUsesLeadingToTrailingByDefaultAndLeftToRightWhenAsked() {
        let w = window()
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            w.addSubview(v)
        }
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(40)]-5-[b(60)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: views))
        w.layoutIfNeeded()
        #expect(a.frame.minX == 270)
        #expect(b.frame.minX == 205)

        let c = UIView()
        c.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(c)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[c(40)]", options: .directionLeftToRight, metrics: nil, views: ["c": c]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[c(10)]", metrics: nil, views: ["c": c]))
        w.layoutIfNeeded()
        #expect(c.frame.minX == 10)
    }

    @Test func directionalMarginsPutLeadingOnTheRightAndTheMarginsGuideFollows() {
        let w = window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        w.addSubview(container)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5))
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 0, width: 265, height: 10))

        // Left-and-right margins stay where they were set; their directional form flips.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4)
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12))
        w.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 12, y: 0, width: 284, height: 10))

        // Directional margins re-resolve when the direction changes.
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        w.traitOverrides.layoutDirection = .leftToRight
        w.layoutIfNeeded()
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
        #expect(a.frame == CGRect(x: 30, y: 0, width: 265, height: 10))
    }

    @Test func aHorizontalStackViewArrangesFromTheRight() {
        let w = window()
        let views = [40, 50, 60].map { width -> UIView in
            let v = UIView()
            v.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 20)
        stack.alignment = .fill
        stack.distribution = .equalSpacing
        w.addSubview(stack)
        w.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [280, 145, 0])

    }

    @Test func aStackViewPinnedByItsTrailingEdgeSitsAtTheLeft() {
        let w = window()
        let views = [40, 50, 60].map { width -> UIView in
            let v = UIView()
            v.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: w.topAnchor),
        ])
        w.layoutIfNeeded()
        // Hugging its content, at the leading (right) end minus 10.
        #expect(views.map(\.frame.minX) == [130, 70, 0])
        #expect(stack.frame == CGRect(x: 10, y: 0, width: 170, height: 0))
    }

    @Test func aVerticalStackAlignsLeadingToTheRight() {
        let w = window()
        let a = UILabel()
        a.text = "Leading"
        let stack = UIStackView(arrangedSubviews: [a])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        w.addSubview(stack)
        w.layoutIfNeeded()
        #expect(a.frame.maxX == 300)
        #expect(a.frame.minX > 200)
    }

    // MARK: Controls

    @Test func controlsResolveLeadingAlignmentWithTheirDirection() {
        let w = window()
        let button = UIButton(type: .system)
        button.contentHorizontalAlignment = .leading
        w.addSubview(button)
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.semanticContentAttribute = .forceLeftToRight
        #expect(button.effectiveContentHorizontalAlignment == .left)
    }

    @Test func aButtonsImageStaysOnTheLeadingSide() {
        let w = window()
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(image, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        w.addSubview(button)
        w.layoutIfNeeded()
        let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
        #expect(imageFrame.minX >= titleFrame.maxX - 0.5)
        // Centred as a group: the same gaps at both ends.
        #expect(abs((200 - imageFrame.maxX) - titleFrame.minX) < 1)

        button.semanticContentAttribute = .forceLeftToRight
        w.layoutIfNeeded()
        #expect(button.imageView!.frame.maxX <= button.titleLabel!.frame.minX + 0.5)
    }

    @Test func aConfiguredButtonsImageAndInsetsAreLeading() {
        let w = window()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Send"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        configuration.titleAlignment = .leading
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        w.addSubview(button)
        w.layoutIfNeeded()
        // The image starts at the leading inset, from the right; the title follows to its left.
        #expect(button.imageView!.frame.maxX == 170)
        #expect(button.titleLabel!.frame.maxX == 144)
    }

    @Test func aSegmentedControlPutsItsFirstSegmentAtTheRight() {
        let w = window()
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        w.addSubview(control)
        w.simulateTap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 0)
        w.simulateTap(at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func aSwitchThatIsOnHasItsThumbAtTheLeft() {
        let w = window()
        let toggle = UISwitch()
        toggle.isOn = true
        w.addSubview(toggle)
        w.layoutIfNeeded()
        #expect(toggle.layer.sublayers?.last?.frame.minX == 2)
        toggle.semanticContentAttribute = .forceLeftToRight
        w.layoutIfNeeded()
        #expect(toggle.layer.sublayers?.last?.frame.minX == 22)
    }

    @Test func aSliderHasItsMinimumAtTheRight() {
        let w = window()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 0
        w.addSubview(slider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumb.maxX == 228)
        let full = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
        #expect(full.minX == 0)
    }
}

/// Right to left from a layout file: the canvas key and a view's semantic content attribute.
@MainActor
@Suite struct RightToLeftLayoutFileTests {
    @Test func aForcedLeftToRightContainerInARightToLeftFileKeepsItsRowsLeftToRight() throws {
        let json = """
        {"formatVersion": 1, "canvas": {"size": [200, 100], "scale": 1, "layoutDirection": "rightToLeft"},
         "objects": [{"class": "UIView", "id": "root", "properties": {"frame": [0, 0, 200, 100]}, "subviews": [
           {"class": "UIView", "id": "flipped"},
           {"class": "UIView", "id": "fixed", "properties": {"semanticContentAttribute": "forceLeftToRight", "frame": [0, 50, 200, 50]},
            "subviews": [{"class": "UIView", "id": "inner"}],
            "constraints": ["inner.leading == superview.leading + 10", "inner.width == 30", "inner.top == superview.top", "inner.height == 10"]}
          ],
          "constraints": ["flipped.leading == superview.leading + 10", "flipped.width == 30", "flipped.top == superview.top", "flipped.height == 10"]}]}
        """
        let document = try NibDocument.parse(data: Data(json.utf8), file: "rtl.json")
        #expect(document.canvas.layoutDirection == .rightToLeft)
        let instantiation = NibInstantiation(document: document, owner: nil)
        let root = try #require(try document.canvas.traits.performAsCurrent { try instantiation.run() }.first as? UIView)
        let window = LayoutFileScene.canvasWindow(size: document.canvas.size, scale: 1, traits: document.canvas.traits)
        window.addSubview(root)
        window.layoutIfNeeded()
        var views: [String: UIView] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id, let view = entry.instance as? UIView { views[id] = view }
        }
        #expect(try #require(views["flipped"]).frame == CGRect(x: 160, y: 0, width: 30, height: 10))
        #expect(try #require(views["fixed"]).semanticContentAttribute == .forceLeftToRight)
        #expect(try #require(views["inner"]).frame == CGRect(x: 10, y: 0, width: 30, height: 10))
    }
}
