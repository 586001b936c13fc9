import Testing
@testable import UIKit

/// `anchorWithOffset(to:)`: the distance between two anchors, constrained
/// like a width or height (UIKit's way to space views equally).
@MainActor @Suite struct AnchorOffsetTests {
    /// Three 50-point views in a 300-point row, the outer two pinned to the
    /// edges: equal gaps put the middle one at 125.
    @Test func equalGapsBetweenThreeViews() {
        let root = makeScreen(width: 300, height: 100)
        let a = plainView(in: root), b = plainView(in: root), c = plainView(in: root)
        for v in [a, b, c] {
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
                v.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        root.layoutIfNeeded()
        #expect(close(b.frame, CGRect(x: 125, y: 0, width: 50, height: 20)))
    }

    /// An offset to a constant, between views in different superviews (the
    /// superviews' origins cancel), and with a multiplier against another
    /// offset.
    @Test func offsetsAcrossSuperviewsToConstantsAndMultipliers() {
        let root = makeScreen(width: 300, height: 300)
        let box = plainView(in: root)
        let inner = plainView(in: box), other = plainView(in: root), third = plainView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
            // other.top is 15 below inner.bottom (root y 70 + 15 = 85).
            inner.bottomAnchor.anchorWithOffset(to: other.topAnchor).constraint(equalToConstant: 15),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            // third.top is twice as far below other.bottom as other is below inner.
            other.bottomAnchor.anchorWithOffset(to: third.topAnchor)
                .constraint(equalTo: inner.bottomAnchor.anchorWithOffset(to: other.topAnchor), multiplier: 2),
            third.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            third.widthAnchor.constraint(equalToConstant: 10), third.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(other.frame, CGRect(x: 0, y: 85, width: 10, height: 10)))
        #expect(close(third.frame, CGRect(x: 0, y: 125, width: 10, height: 10)))
    }

    /// Right to left, leading runs from the right: the offset from a's
    /// trailing to b's leading is measured leftwards.
    @Test func rightToLeftOffsetsRunFromTheRight() {
        let root = makeScreen(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = plainView(in: root), b = plainView(in: root)
        for v in [a, b] {
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
                v.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 250, y: 0, width: 50, height: 20)))
        #expect(close(b.frame, CGRect(x: 180, y: 0, width: 50, height: 20)))
    }

    /// The constraint keeps its composed dimension alive and names it.
    @Test func theConstraintKeepsTheOffset() {
        let root = makeScreen(width: 100, height: 100)
        let a = plainView(in: root), b = plainView(in: root)
        let c = a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 5)
        #expect(c.firstItem != nil)
        #expect(c.firstAttribute == .height)
        #expect(c.description.contains("NSLayoutDimension"))
    }
}
