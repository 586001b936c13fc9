import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

@MainActor
final class TracingInitView: UIView {
    static var trace: [String] = []
    let badge = UIView()

    override init(frame: CGRect) {
        TracingInitView.trace.append("init(frame:)")
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        TracingInitView.trace.append("init(coder:)")
        super.init(coder: coder)
    }
}

@MainActor
final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

@MainActor
final class CustomLayer: CALayer {
    var marker = 0
    override init() { super.init(); marker = 7 }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
final class CustomLayerView: UIView {
    override class var layerClass: AnyClass { CustomLayer.self }
}

@MainActor
@Suite struct ViewInitializationTests {
    @Test func plainInitGoesThroughInitWithFrameZero() {
        TracingInitView.trace = []
        let view = TracingInitView()
        #expect(TracingInitView.trace == ["init(frame:)"])
        #expect(view.frame == .zero)
        #expect(view.subviews.count == 1)
    }

    @Test func initWithCoderReadsNothingFromAPlainCoder() throws {
        TracingInitView.trace = []
        let view = try #require(TracingInitView(coder: NSCoder()))
        #expect(TracingInitView.trace == ["init(coder:)"])
        #expect(view.frame == .zero)
    }

    @Test func layerClassIsHonouredAndTheViewIsTheDelegate() {
        let view = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAShapeLayer)
        #expect(view.layer.delegate === view)
        let custom = CustomLayerView()
        #expect((custom.layer as? CustomLayer)?.marker == 7)
    }
}
