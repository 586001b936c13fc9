import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

@MainActor
final class CountingView: UIView {
    var layouts = 0
    var draws: [CGRect] = []
    var clipDuringDraw: CGRect?
    var hadContext = false
    var log: ((String) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        log?("\(tag).layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        let ctx = UIGraphicsGetCurrentContext()
        hadContext = ctx != nil
        clipDuringDraw = ctx?.boundingBoxOfClipPath
        ctx?.setFillColor(UIColor.red.cgColor)
        ctx?.fill(rect)
    }

    override func updateConstraints() {
        log?("\(tag).updateConstraints")
        super.updateConstraints()
    }
}

@MainActor
@Suite struct UpdateCycleTests {
    private func windowed(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        turnRunLoop()
        return window
    }

    @Test func manyLayoutMarksMakeOneLayoutOnTheNextTurn() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let window = windowed(view)
        let before = view.layouts
        view.setNeedsLayout(); view.setNeedsLayout(); view.setNeedsLayout()
        #expect(view.layouts == before)
        turnRunLoop()
        #expect(view.layouts == before + 1)
        turnRunLoop()
        #expect(view.layouts == before + 1)
        _ = window
    }

    @Test func layoutIfNeededRunsPendingLayoutNow() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let window = windowed(view)
        let before = view.layouts
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
        turnRunLoop()
        #expect(view.layouts == before + 1)
        _ = window
    }

    @Test func boundsSizeAndOriginChangesLayOutButPositionChangesDoNot() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let window = windowed(view)
        let before = view.layouts
        view.center = CGPoint(x: 80, y: 80)
        view.frame.origin = CGPoint(x: 3, y: 4)
        turnRunLoop()
        #expect(view.layouts == before)
        view.frame.size = CGSize(width: 60, height: 50)
        turnRunLoop()
        #expect(view.layouts == before + 1)
        view.bounds.origin = CGPoint(x: 0, y: 10)
        turnRunLoop()
        #expect(view.layouts == before + 2)
        _ = window
    }

    @Test func twoDisplayRectsMakeOneDrawWithTheirUnionClippedToIt() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = windowed(view)
        #expect(view.draws == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 30, y: 20, width: 10, height: 10))
        #expect(view.draws.count == 1)
        turnRunLoop()
        #expect(view.draws.count == 2)
        #expect(view.draws.last == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(view.clipDuringDraw == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(view.hadContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        _ = window
    }

    @Test func onlyRedrawContentModeRedrawsOnResize() {
        let stretched = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let redrawn = CountingView(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        redrawn.contentMode = .redraw
        let window = windowed(stretched)
        window.addSubview(redrawn)
        turnRunLoop()
        #expect(stretched.draws.count == 1 && redrawn.draws.count == 1)
        stretched.frame.size = CGSize(width: 80, height: 80)
        redrawn.frame.size = CGSize(width: 80, height: 80)
        turnRunLoop()
        #expect(stretched.draws.count == 1)
        #expect(redrawn.draws.count == 2)
        #expect(redrawn.draws.last == CGRect(x: 0, y: 0, width: 80, height: 80))
    }

    @Test func constraintsUpdateLeafToRootBeforeLayoutRootToLeaf() {
        var log: [String] = []
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); parent.tag = 1
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); child.tag = 2
        parent.addSubview(child)
        let window = windowed(parent)
        for v in [parent, child] { v.log = { log.append($0) } }
        parent.setNeedsUpdateConstraints(); child.setNeedsUpdateConstraints()
        parent.setNeedsLayout(); child.setNeedsLayout()
        turnRunLoop()
        #expect(log == ["2.updateConstraints", "1.updateConstraints", "1.layoutSubviews", "2.layoutSubviews"])
        _ = window
    }

    @Test func viewsOutsideAWindowWaitForLayoutIfNeeded() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.setNeedsLayout()
        turnRunLoop()
        #expect(view.layouts == 0)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }
}

/// UIKit's trace for a view made in code.
@MainActor
final class TraceView: UIView {
    static var trace: [String] = []

    override init(frame: CGRect) {
        TraceView.trace.append("init(frame:)")
        super.init(frame: frame)
    }

    convenience init() {
        TraceView.trace.append("init()")
        self.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        TraceView.trace.append("layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        TraceView.trace.append("draw(_:)")
    }
}

@MainActor
@Suite struct ViewLifecycleTraceTests {
    @Test func aViewMadeInCodeIsInitedAddedLaidOutThenDrawn() {
        TraceView.trace = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = TraceView()
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        TraceView.trace.append("(added)")
        window.addSubview(view)
        turnRunLoop()
        #expect(TraceView.trace == ["init()", "init(frame:)", "(added)", "layoutSubviews", "draw(_:)"])
    }
}
