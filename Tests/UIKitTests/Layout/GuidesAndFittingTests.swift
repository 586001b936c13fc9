import Testing
@testable import UIKit

@MainActor
@Suite struct GuidesAndFittingTests {
    @Test func layoutMarginsGuideFollowsTheMargins() {
        let root = makeScreen(width: 300, height: 200)
        let v = plainView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            NSLayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // UIView's default margins are 8 on every side.
        #expect(close(v.frame, CGRect(x: 8, y: 8, width: 284, height: 184)))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 10, trailing: 30)
        root.layoutIfNeeded()
        #expect(close(v.frame, CGRect(x: 16, y: 20, width: 254, height: 170)))
        #expect(root.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 30))
        #expect(close(root.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 20, width: 254, height: 170)))
    }

    @Test func safeAreaComesFromTheWindowsOffscreenInsets() {
        let window = makeScreen(width: 390, height: 844)
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let v = plainView(in: content)
        let guide = content.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: guide.topAnchor), v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(close(v.frame, CGRect(x: 0, y: 47, width: 390, height: 763)))
        // A view inside the safe area overlaps no inset; one over the bottom edge overlaps that one.
        #expect(v.safeAreaInsets == .zero)
        let footer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        window.addSubview(footer)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func readableContentGuideIsAtMost672WideAndCentred() {
        let root = makeScreen(width: 1024, height: 100)
        let v = plainView(in: root)
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(v.frame, CGRect(x: 176, y: 0, width: 672, height: 10)))
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        root.layoutIfNeeded()
        // Narrower than 672 + margins: the margins guide's width.
        #expect(close(v.frame, CGRect(x: 8, y: 0, width: 304, height: 10)))
    }

    @Test func systemLayoutSizeFittingCompressedAndExpanded() {
        let card = UIView()
        let a = IntrinsicView(120, 20), b = IntrinsicView(80, 30)
        card.addSubview(a)
        card.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            a.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 16),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 12),
        ])
        #expect(close(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 152, height: 82)))
        #expect(close(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel), CGSize(width: 300, height: 82)))
        // The card itself was not resized.
        #expect(card.frame == .zero)
    }

    @Test func updateConstraintsRunsLeafToRootBeforeLayout() {
        final class Logged: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            override func updateConstraints() {
                log("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(name)")
                super.layoutSubviews()
            }
        }
        var events: [String] = []
        let root = makeScreen()
        let parent = Logged(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = Logged()
        parent.name = "parent"
        child.name = "child"
        parent.log = { events.append($0) }
        child.log = { events.append($0) }
        root.addSubview(parent)
        parent.addSubview(child)
        root.layoutIfNeeded()
        events = []
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        parent.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(events == ["update child", "update parent", "layout parent"])
        #expect(!child.needsUpdateConstraints())
    }
}
