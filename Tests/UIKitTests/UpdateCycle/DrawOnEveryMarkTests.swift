import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

/// The usual shape of a custom view: `super.draw(rect)` first, then nothing
/// until it has a model to draw.
@MainActor
final class ModelView: UIView {
    var model: UIColor?
    var draws: [CGRect] = []

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        draws.append(rect)
        guard let model else { return }
        model.setFill()
        UIRectFill(bounds)
    }
}

/// On iOS `draw(_:)` runs every time a view is marked, whatever it painted
/// the time before; a view that painted nothing at first must show its model
/// once it has one and is marked.
@MainActor
@Suite struct DrawOnEveryMarkTests {
    /// The window's pixel at (x, y) in points.
    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> [UInt8] {
        let s = Int(window.screen.scale)
        let p = window.offscreenImage().cgImage!.rgba(x: x * s, y: y * s)
        return [p.r, p.g, p.b, p.a]
    }

    private func windowed(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(view)
        turnRunLoop()
        return window
    }

    @Test func setNeedsDisplayDrawsAViewThatPaintedNothingBefore() {
        let view = ModelView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = windowed(view)
        #expect(view.draws.count == 1)
        #expect(pixel(window, 20, 20) == [255, 255, 255, 255])

        view.model = .red
        view.setNeedsDisplay()
        turnRunLoop()
        #expect(view.draws.count == 2)
        #expect(pixel(window, 20, 20) == [255, 0, 0, 255])

        // And again, every time it is marked.
        view.model = .blue
        view.setNeedsDisplay()
        turnRunLoop()
        #expect(view.draws.count == 3)
        #expect(pixel(window, 20, 20) == [0, 0, 255, 255])
    }

    @Test func setNeedsDisplayInRectDrawsThatRectOfAViewThatPaintedNothing() {
        let view = ModelView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = windowed(view)
        view.model = .red
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        turnRunLoop()
        #expect(view.draws.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        // Only the marked rectangle is painted; the rest stays as it was (blank).
        #expect(pixel(window, 5, 5) == [255, 0, 0, 255])
        #expect(pixel(window, 30, 30) == [255, 255, 255, 255])
    }

    @Test func aRedrawContentModeResizeDrawsAViewThatPaintedNothing() {
        let view = ModelView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.contentMode = .redraw
        let window = windowed(view)
        view.model = .green
        view.frame.size = CGSize(width: 60, height: 60)
        turnRunLoop()
        #expect(view.draws.count == 2)
        #expect(view.draws.last == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(pixel(window, 50, 50) == [0, 255, 0, 255])
    }

    @Test func aViewThatPaintsAgainNothingShowsNothing() {
        let view = ModelView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = windowed(view)
        view.model = .red
        view.setNeedsDisplay()
        turnRunLoop()
        view.model = nil
        view.setNeedsDisplay()
        turnRunLoop()
        #expect(view.draws.count == 3)
        #expect(pixel(window, 20, 20) == [255, 255, 255, 255])
    }

    @Test func aSubclassOfAViewThatNeverDrawsIsDrawn() {
        final class Panel: UIStackView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.setFill()
                UIRectFill(bounds)
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = windowed(panel)
        #expect(panel.draws == 1)
        #expect(pixel(window, 20, 20) == [255, 0, 0, 255])
    }
}
