import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

/// Records the hierarchy callbacks, each tagged with the view's name.
@MainActor
final class LoggingView: UIView {
    var name = ""
    var log: ((String) -> Void)?

    override func willMove(toSuperview newSuperview: UIView?) { log?("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log?("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log?("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log?("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log?("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log?("\(name).willRemoveSubview") }
}

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addingToAViewInAWindowCallsBackInUIKitOrder() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(); parent.name = "parent"
        window.addSubview(parent)
        let child = LoggingView(); child.name = "child"
        let grandchild = LoggingView(); grandchild.name = "grandchild"
        child.addSubview(grandchild)
        for v in [parent, child, grandchild] { v.log = { log.append($0) } }

        parent.addSubview(child)

        #expect(log == [
            "child.willMoveToSuperview(view)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "parent.didAddSubview",
        ])
    }

    @Test func removingFromAViewInAWindowCallsBackInUIKitOrder() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(); parent.name = "parent"
        let child = LoggingView(); child.name = "child"
        window.addSubview(parent)
        parent.addSubview(child)
        for v in [parent, child] { v.log = { log.append($0) } }

        child.removeFromSuperview()

        #expect(log == [
            "parent.willRemoveSubview",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)",
            "child.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func addingOutsideAWindowSendsNoWindowCallbacks() {
        var log: [String] = []
        let parent = LoggingView(); parent.name = "parent"
        let child = LoggingView(); child.name = "child"
        for v in [parent, child] { v.log = { log.append($0) } }
        parent.addSubview(child)
        #expect(log == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
    }

    @Test func movingBetweenSuperviewsTellsTheOldOneFirst() {
        var log: [String] = []
        let a = LoggingView(); a.name = "a"
        let b = LoggingView(); b.name = "b"
        let child = LoggingView(); child.name = "child"
        a.addSubview(child)
        for v in [a, b, child] { v.log = { log.append($0) } }
        b.addSubview(child)
        #expect(log == ["a.willRemoveSubview", "child.willMoveToSuperview(view)", "child.didMoveToSuperview", "b.didAddSubview"])
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.count == 1 && b.subviews[0] === child)
    }

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
        let root = UIView(); root.tag = 1
        let a = UIView(); a.tag = 2
        let a1 = UIView(); a1.tag = 3
        let b = UIView(); b.tag = 3
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === a1)
        #expect(b.viewWithTag(3) === b)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func isDescendantIncludesSelfAndAncestors() {
        let root = UIView(), mid = UIView(), leaf = UIView(), other = UIView()
        root.addSubview(mid); mid.addSubview(leaf)
        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: other))
    }

    @Test func insertAndReorderSubviews() {
        let p = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 1)
        #expect(p.subviews == [a, c, b])
        p.insertSubview(d, aboveSubview: a)
        #expect(p.subviews == [a, d, c, b])
        p.insertSubview(b, belowSubview: a)
        #expect(p.subviews == [b, a, d, c])
        p.bringSubviewToFront(b)
        #expect(p.subviews == [a, d, c, b])
        p.sendSubviewToBack(c)
        #expect(p.subviews == [c, a, d, b])
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(p.subviews == [b, a, d, c])
        // The layers follow the subviews.
        #expect(p.layer.sublayers?.map { $0 } == p.subviews.map(\.layer))
    }

    @Test func rawSublayersKeepTheirPlaceAmongSubviewLayers() {
        let p = UIView()
        let a = UIView(), b = UIView()
        let shape = CAShapeLayer()
        p.addSubview(a)
        p.layer.addSublayer(shape)
        p.addSubview(b)
        p.insertSubview(UIView(), at: 0)
        #expect(p.layer.sublayers?.firstIndex(of: shape) == 2)
        #expect(p.layer.sublayers?.last === b.layer)
    }

    @Test func aSuperviewOwnsItsSubviews() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            parent.addSubview(child)
            weakChild = child
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }

    @Test func nextResponderIsTheSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
    }
}
