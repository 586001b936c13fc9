import Testing
@testable import UIKit

@MainActor
@Suite struct ConstraintLayoutTests {
    @Test func edgesPinnedToTheSuperviewWithInsets() {
        let root = makeScreen()
        let v = plainView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        #expect(close(v.frame, CGRect(x: 16, y: 20, width: 343, height: 607)))
    }

    @Test func centredWithFixedSize() {
        let root = makeScreen()
        let v = plainView(in: root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // (375 − 100) / 2 = 137.5 and (667 − 50) / 2 = 308.5, on the 3x pixel grid (half pixels round up).
        #expect(close(v.frame, CGRect(x: px(137.5), y: px(308.5), width: 100, height: 50)))
    }

    @Test func aspectRatioAndMultiplier() {
        let root = makeScreen()
        let v = plainView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        // 375 / 2 = 187.5; × 9/16 = 105.46875; edges on the 1/3-pt grid.
        #expect(close(v.frame, CGRect(x: 0, y: 0, width: px(187.5), height: px(105.46875))))
    }

    @Test func siblingsChainedWithSystemSpacing() {
        let root = makeScreen()
        let a = plainView(in: root), b = plainView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 60), a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(b.frame, CGRect(x: 96, y: 58, width: 60, height: 40)))
    }

    @Test func nestedViewsConstrainedAcrossLevels() {
        let root = makeScreen()
        let container = plainView(in: root)
        let inner = plainView(in: container)
        let badge = plainView(in: root)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 40),
            // A view of the root aligned with a view inside the container.
            badge.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            badge.bottomAnchor.constraint(equalTo: inner.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(close(inner.frame, CGRect(x: 10, y: 10, width: 40, height: 40)))
        #expect(close(badge.frame, CGRect(x: 100, y: 90, width: 20, height: 20)))
        // Each constraint is installed on the items' closest common ancestor (a size: on the view).
        #expect(inner.constraints.count == 2 && container.constraints.count == 4 && badge.constraints.count == 2)
        #expect(root.constraints.count == 4)
    }

    @Test func changingAConstantReSolvesAtTheNextLayout() {
        let root = makeScreen()
        let v = plainView(in: root)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.minY == 10)
        top.constant = 30
        #expect(v.frame.minY == 10)
        root.layoutIfNeeded()
        #expect(v.frame.minY == 30)
        top.isActive = false
        let bottom = v.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.minY == 657)
    }

    @Test func priorityDecidesBetweenOptionalConstraints() {
        let root = makeScreen()
        let v = plainView(in: root)
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([wide, narrow, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        narrow.priority = .defaultLow
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
    }

    @Test func itemAttributeInitializerMatchesAnchors() {
        let root = makeScreen()
        let v = plainView(in: root)
        let c = NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing,
                                   multiplier: 1, constant: -20)
        #expect(c.firstItem === v && c.secondItem === root && c.firstAttribute == .trailing && c.relation == .equal)
        #expect(!c.isActive)
        root.addConstraint(c)
        #expect(c.isActive && root.constraints.contains(c))
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: v, attribute: .width, multiplier: 2, constant: 0),
            NSLayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(close(v.frame, CGRect(x: 305, y: px(283.5), width: 50, height: 100)))
        root.removeConstraint(c)
        #expect(!c.isActive)
    }

    @Test func viewsThatTranslateTheirMaskKeepTheirFrames() {
        let root = makeScreen()
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(framed)
        let follower = plainView(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(close(follower.frame, CGRect(x: 45, y: 60, width: 30, height: 10)))
        framed.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        root.layoutIfNeeded()
        #expect(close(follower.frame, CGRect(x: 155, y: 150, width: 50, height: 10)))
    }

    @Test func intrinsicSizeWithHuggingAndCompressionResistance() {
        let root = makeScreen(width: 200, height: 100)
        let left = IntrinsicView(80, 20), right = IntrinsicView(80, 20)
        root.addSubview(left)
        root.addSubview(right)
        right.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Lower hugging stretches: right takes the 40 points left over.
        #expect(close(left.frame, CGRect(x: 0, y: 0, width: 80, height: 20)))
        #expect(close(right.frame, CGRect(x: 80, y: 0, width: 120, height: 20)))
        // Too little room: the lower compression resistance gives way.
        left.size = CGSize(width: 150, height: 20)
        right.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(close(left.frame, CGRect(x: 0, y: 0, width: 150, height: 20)))
        #expect(close(right.frame, CGRect(x: 150, y: 0, width: 50, height: 20)))
        #expect(left.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(left.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func aSubclassCallingSuperLayoutSubviewsGetsConstraintFrames() {
        final class Card: UIView {
            var laidOut = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                laidOut += 1
            }
        }
        let root = makeScreen()
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let v = plainView(in: card)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            v.topAnchor.constraint(equalTo: card.topAnchor), v.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(card.laidOut >= 1)
        #expect(close(v.frame, CGRect(x: 10, y: 0, width: 80, height: 5)))
    }
}
