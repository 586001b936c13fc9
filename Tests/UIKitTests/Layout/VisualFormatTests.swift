import Testing
@testable import UIKit

@MainActor
@Suite struct VisualFormatTests {
    @Test func horizontalChainWithSuperviewEdgesMetricsAndWidths() {
        let root = makeScreen(width: 320, height: 100)
        let a = plainView(in: root), b = plainView(in: root)
        let views = ["a": a, "b": b]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(==60)]-[b(>=40)]-(pad@750)-|",
                                                         options: [], metrics: ["pad": 16], views: views)
        #expect(constraints.count == 5)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(30)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=10,<=10)-[b(==a)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 16, y: 0, width: 60, height: 30)))
        // b: 16 + 60 + 8 = 84, to 320 − 16.
        #expect(close(b.frame, CGRect(x: 84, y: 10, width: 220, height: 30)))
        let trailing = constraints[4]
        #expect(trailing.firstItem === root && trailing.firstAttribute == .trailing && trailing.secondItem === b)
        #expect(trailing.priority == .defaultHigh && trailing.constant == 16)
    }

    @Test func flushViewsAndAlignmentOptions() {
        let root = makeScreen(width: 300, height: 100)
        let a = plainView(in: root), b = plainView(in: root), c = plainView(in: root)
        let views = ["a": a, "b": b, "c": c]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(50)][b(50)]-10-[c(50)]",
                                                         options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        #expect(constraints.filter { $0.firstAttribute == .top }.count == 2)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(40)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(close(b.frame, CGRect(x: 50, y: 20, width: 50, height: 40)))
        #expect(close(c.frame, CGRect(x: 110, y: 20, width: 50, height: 40)))
    }

    @Test func standardSpacingIsEightBetweenSiblingsAndTwentyToTheEdge() {
        let root = makeScreen(width: 300, height: 100)
        let a = plainView(in: root), b = plainView(in: root)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: ["a": a, "b": b])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: ["a": a])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: ["b": b]))
        root.layoutIfNeeded()
        // 300 − 20 − 8 − 20 = 252 → 126 each.
        #expect(close(a.frame, CGRect(x: 20, y: 0, width: 126, height: 10)))
        #expect(close(b.frame, CGRect(x: 154, y: 0, width: 126, height: 10)))
    }

    @Test func malformedFormatsAreReportedAndMakeNothing() {
        let root = makeScreen()
        let a = plainView(in: root)
        var made: [NSLayoutConstraint] = [NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 1)]
        let log = layoutLog {
            made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", options: [], metrics: nil, views: ["a": a])
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[missing]", options: [], metrics: nil, views: ["a": a])
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(gap)-|", options: [], metrics: [:], views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(log.count == 3)
        #expect(log[0].hasPrefix("Unable to parse constraint format: \nExpected ']'"))
        #expect(log[0].hasSuffix("H:|-[a \n      ^"))
        #expect(log[1].contains("missing is not a key in the views dictionary."))
        #expect(log[2].contains("gap is not a key in the metrics or views dictionaries."))
    }
}
