import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameBoundsAndCenterAgree() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func frameOfATransformedViewIsTheBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func boundsOriginShiftsTheContent() {
        let scroll = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scroll.addSubview(content)
        scroll.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(content.convert(CGPoint.zero, to: scroll) == CGPoint(x: 0, y: 50))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 10))
    }

    @Test func convertGoesThroughTransformsBetweenBranches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(left); root.addSubview(right); right.addSubview(inner)
        right.transform = CGAffineTransform(scaleX: 2, y: 2)   // about its centre (250, 50)
        // inner's origin is (10, 10) in right: 50 + (10 - 50) * 2 = -30 in x, 50 + (10-50)*2 = -30 in y.
        let p = inner.convert(CGPoint.zero, to: left)
        #expect(close(p, CGPoint(x: 170, y: -30)))
        #expect(close(left.convert(p, to: inner), .zero))
        #expect(close(inner.convert(CGPoint.zero, from: left), left.convert(CGPoint.zero, to: inner)))
        let r = inner.convert(inner.bounds, to: root)
        #expect(close(r, CGRect(x: 170, y: -30, width: 40, height: 40)))
        #expect(close(root.convert(r, to: inner), inner.bounds))
    }

    @Test func rotatedConversionRoundTrips() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        root.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The child's top-left corner turns clockwise on screen about the centre (100, 70).
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 120, y: 20)))
        #expect(close(root.convert(CGPoint(x: 120, y: 20), to: child), .zero))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let v = Fitting(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 5, y: 6, width: 30, height: 12))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

@MainActor
@Suite struct AutoresizingTests {
    private func resized(_ mask: UIView.AutoresizingMask, from frame: CGRect) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return child.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([], from: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func oneFlexiblePartTakesTheWholeChange() {
        #expect(resized(.flexibleWidth, from: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 120, height: 20))
        #expect(resized(.flexibleLeftMargin, from: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 110, y: 10, width: 20, height: 20))
        #expect(resized(.flexibleHeight, from: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 20, height: 70))
        #expect(resized(.flexibleTopMargin, from: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 60, width: 20, height: 20))
    }

    @Test func flexiblePartsShareTheChangeInProportion() {
        // Left margin 10, width 20, right margin 70: +100 is shared 10:20:70.
        let f = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], from: CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(f == CGRect(x: 20, y: 0, width: 40, height: 10))
        // Both margins flexible: centred views stay centred.
        let c = resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
                        from: CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(c == CGRect(x: 90, y: 65, width: 20, height: 20))
    }

    @Test func autoresizesSubviewsFalseTurnsItOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame.size.width = 300
        #expect(child.frame.width == 10)
    }
}
