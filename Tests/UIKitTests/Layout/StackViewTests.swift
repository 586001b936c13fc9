import Testing
@testable import UIKit

// Expected frames are derived by hand from UIKit's documented behaviour.
// Horizontal stack 300×100 at the origin, spacing 10, arranged views with
// intrinsic sizes a 50×20, b 100×40, c 30×30 (Σ widths 180, Σ spacing 20,
// 100 points left over). See UIStackView+Arrangement.swift for the rules.
@MainActor
@Suite struct StackViewTests {
    struct Fixture {
        let root: UIWindow
        let stack: UIStackView
        let a: IntrinsicView, b: IntrinsicView, c: IntrinsicView
    }

    func make(_ axis: NSLayoutConstraint.Axis = .horizontal, _ distribution: UIStackView.Distribution = .fill,
              _ alignment: UIStackView.Alignment = .fill) -> Fixture {
        let root = makeScreen()
        let a = IntrinsicView(50, 20), b = IntrinsicView(100, 40), c = IntrinsicView(30, 30)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = axis == .horizontal ? CGRect(x: 0, y: 0, width: 300, height: 100) : CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        root.addSubview(stack)
        root.layoutIfNeeded()
        return Fixture(root: root, stack: stack, a: a, b: b, c: c)
    }

    func frames(_ f: Fixture) -> [CGRect] { [f.a.frame, f.b.frame, f.c.frame] }

    func expectFrames(_ f: Fixture, _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        for (actual, wanted) in zip(frames(f), expected) {
            #expect(close(actual, wanted), "\(actual) != \(wanted)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Distributions (alignment fill: every height is the stack's 100)

    @Test func fillStretchesTheFirstViewWhenHuggingTies() {
        // Equal hugging (250): UIKit resizes "based on their index", the first first.
        expectFrames(make(.horizontal, .fill), [
            CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 160, y: 0, width: 100, height: 100),
            CGRect(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    @Test func fillStretchesTheViewWithTheLowestHugging() {
        let f = make(.horizontal, .fill)
        f.c.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        f.root.layoutIfNeeded()
        expectFrames(f, [
            CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 100, height: 100),
            CGRect(x: 170, y: 0, width: 130, height: 100),
        ])
    }

    @Test func fillEquallyGivesEveryViewTheSameSize() {
        // (300 − 20) / 3 = 93.333…
        let w: CGFloat = 280.0 / 3
        expectFrames(make(.horizontal, .fillEqually), [
            CGRect(x: 0, y: 0, width: w, height: 100), CGRect(x: w + 10, y: 0, width: w, height: 100),
            CGRect(x: 2 * w + 20, y: 0, width: w, height: 100),
        ])
    }

    @Test func fillProportionallySharesTheSpaceByIntrinsicWidth() {
        // 280 points for views in proportion 50 : 100 : 30 → 77.78, 155.56, 46.67; edges on the 1/3 pt grid.
        let wa = 280 * 50.0 / 180, wb = 280 * 100.0 / 180
        expectFrames(make(.horizontal, .fillProportionally), [
            CGRect(x: 0, y: 0, width: px(wa), height: 100),
            CGRect(x: px(wa + 10), y: 0, width: px(wa + 10 + wb) - px(wa + 10), height: 100),
            CGRect(x: px(wa + wb + 20), y: 0, width: 300 - px(wa + wb + 20), height: 100),
        ])
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        // 120 points of gaps, 60 each.
        expectFrames(make(.horizontal, .equalSpacing), [
            CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
            CGRect(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        // Ends pinned: centres 25 and 285; the middle centre is halfway, 155 → b spans 105…205.
        expectFrames(make(.horizontal, .equalCentering), [
            CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 105, y: 0, width: 100, height: 100),
            CGRect(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    // MARK: Alignments (distribution fill: x as in the first test)

    @Test func leadingAlignmentKeepsIntrinsicHeightsAtTheTop() {
        expectFrames(make(.horizontal, .fill, .top), [
            CGRect(x: 0, y: 0, width: 150, height: 20), CGRect(x: 160, y: 0, width: 100, height: 40),
            CGRect(x: 270, y: 0, width: 30, height: 30),
        ])
    }

    @Test func centerAlignment() {
        expectFrames(make(.horizontal, .fill, .center), [
            CGRect(x: 0, y: 40, width: 150, height: 20), CGRect(x: 160, y: 30, width: 100, height: 40),
            CGRect(x: 270, y: 35, width: 30, height: 30),
        ])
    }

    @Test func trailingAlignmentPutsViewsAtTheBottom() {
        expectFrames(make(.horizontal, .fill, .bottom), [
            CGRect(x: 0, y: 80, width: 150, height: 20), CGRect(x: 160, y: 60, width: 100, height: 40),
            CGRect(x: 270, y: 70, width: 30, height: 30),
        ])
    }

    @Test func baselineAlignmentOfViewsWithoutTextAlignsBottomsAtTheTop() {
        // A view without text has its baseline at its bottom; the group sits at the top: bottoms at 40.
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            expectFrames(make(.horizontal, .fill, alignment), [
                CGRect(x: 0, y: 20, width: 150, height: 20), CGRect(x: 160, y: 0, width: 100, height: 40),
                CGRect(x: 270, y: 10, width: 30, height: 30),
            ])
        }
    }

    @Test func verticalStackDistributionsAndAlignments() {
        // 100×300, heights 20, 40, 30: 190 points left over with the 20 of spacing (fill), 210 of gaps (equalSpacing: 105 each).
        expectFrames(make(.vertical, .fill), [
            CGRect(x: 0, y: 0, width: 100, height: 210), CGRect(x: 0, y: 220, width: 100, height: 40),
            CGRect(x: 0, y: 270, width: 100, height: 30),
        ])
        expectFrames(make(.vertical, .equalSpacing, .leading), [
            CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 125, width: 100, height: 40),
            CGRect(x: 0, y: 270, width: 30, height: 30),
        ])
        expectFrames(make(.vertical, .fillEqually, .trailing), [
            CGRect(x: 50, y: 0, width: 50, height: 280.0 / 3), CGRect(x: 0, y: 280.0 / 3 + 10, width: 100, height: 280.0 / 3),
            CGRect(x: 70, y: 560.0 / 3 + 20, width: 30, height: 280.0 / 3),
        ])
        expectFrames(make(.vertical, .equalCentering, .center), [
            CGRect(x: 25, y: 0, width: 50, height: 20), CGRect(x: 0, y: px(127.5), width: 100, height: 40),  // centres 10, 147.5, 285
            CGRect(x: 35, y: 270, width: 30, height: 30),
        ])
    }

    // MARK: Arrangement

    @Test func hiddenArrangedViewCollapsesWithItsSpacing() {
        let f = make(.horizontal, .fill)
        f.b.isHidden = true
        f.root.layoutIfNeeded()
        #expect(close(f.a.frame, CGRect(x: 0, y: 0, width: 260, height: 100)))
        #expect(f.b.frame.width == 0)
        #expect(close(f.c.frame, CGRect(x: 270, y: 0, width: 30, height: 100)))
        f.b.isHidden = false
        f.root.layoutIfNeeded()
        #expect(close(f.b.frame, CGRect(x: 160, y: 0, width: 100, height: 100)))
    }

    @Test func customSpacingAfterAView() {
        let f = make(.horizontal, .fill)
        f.stack.setCustomSpacing(30, after: f.a)
        #expect(f.stack.customSpacing(after: f.a) == 30)
        #expect(f.stack.customSpacing(after: f.b) == UIStackView.spacingUseDefault)
        f.root.layoutIfNeeded()
        expectFrames(f, [
            CGRect(x: 0, y: 0, width: 130, height: 100), CGRect(x: 160, y: 0, width: 100, height: 100),
            CGRect(x: 270, y: 0, width: 30, height: 100),
        ])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let f = make(.horizontal, .fill)
        f.stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.root.layoutIfNeeded()
        expectFrames(f, [
            CGRect(x: 10, y: 10, width: 130, height: 80), CGRect(x: 150, y: 10, width: 100, height: 80),
            CGRect(x: 260, y: 10, width: 30, height: 80),
        ])
    }

    @Test func addInsertAndRemoveArrangedSubviews() {
        let f = make(.horizontal, .fillEqually)
        let d = IntrinsicView(10, 10)
        f.stack.insertArrangedSubview(d, at: 1)
        #expect(f.stack.arrangedSubviews == [f.a, d, f.b, f.c])
        #expect(d.superview === f.stack && !d.translatesAutoresizingMaskIntoConstraints)
        f.root.layoutIfNeeded()
        // (300 − 30) / 4 = 67.5 each.
        #expect(close(d.frame, CGRect(x: px(77.5), y: 0, width: px(145) - px(77.5), height: 100)))
        f.stack.removeArrangedSubview(d)
        #expect(f.stack.arrangedSubviews == [f.a, f.b, f.c] && d.superview === f.stack)
        f.b.removeFromSuperview()
        #expect(f.stack.arrangedSubviews == [f.a, f.c])
        f.root.layoutIfNeeded()
        #expect(close(f.c.frame, CGRect(x: 155, y: 0, width: 145, height: 100)))
    }

    @Test func anUnconstrainedStackHugsItsContent() {
        let root = makeScreen()
        let a = IntrinsicView(50, 20), b = IntrinsicView(100, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(close(stack.frame, CGRect(x: 20, y: 30, width: 158, height: 40)))
        #expect(close(b.frame, CGRect(x: 58, y: 0, width: 100, height: 40)))
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func userConstraintsInteractWithTheStack() {
        let f = make(.horizontal, .fill)
        // A required width on c: the first view still takes the rest.
        f.c.widthAnchor.constraint(equalToConstant: 60).isActive = true
        f.root.layoutIfNeeded()
        expectFrames(f, [
            CGRect(x: 0, y: 0, width: 120, height: 100), CGRect(x: 130, y: 0, width: 100, height: 100),
            CGRect(x: 240, y: 0, width: 60, height: 100),
        ])
    }
}
