import Testing
@testable import UIKit

/// Layout applies the solved frames of the subviews that moved, and puts
/// back the solved frame of a constraint-based view whose frame the app set.
@MainActor
@Suite struct FrameApplicationTests {
    @Test func frameSetByTheAppIsReplacedBySolvedFrameAtTheNextLayout() {
        let window = makeScreen()
        let v = plainView(in: window)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        v.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        // Setting the frame asks for no layout by itself (as on iOS).
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func changingOneConstantMovesOnlyTheViewsItConcerns() {
        let window = makeScreen()
        var views: [UIView] = []
        var widths: [NSLayoutConstraint] = []
        for i in 0..<5 {
            let v = plainView(in: window)
            let w = v.widthAnchor.constraint(equalToConstant: 20)
            widths.append(w)
            NSLayoutConstraint.activate([
                w, v.heightAnchor.constraint(equalToConstant: 20), v.topAnchor.constraint(equalTo: window.topAnchor),
                v.leadingAnchor.constraint(equalTo: i == 0 ? window.leadingAnchor : views[i - 1].trailingAnchor, constant: 5),
            ])
            views.append(v)
        }
        window.layoutIfNeeded()
        widths[2].constant = 50
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [5, 30, 55, 110, 135])
        #expect(views.map(\.frame.width) == [20, 20, 50, 20, 20])
    }
}
