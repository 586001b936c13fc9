import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Records a scroll view's delegate callbacks by name.
@MainActor final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(Int(scrollView.contentOffset.x.rounded())),\(Int(scrollView.contentOffset.y.rounded()))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging \(decelerate)") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom \(scrollView.zoomScale)") }
}

@MainActor @Suite(.serialized) struct ScrollViewTests {
    /// A 200 x 300 window holding a scroll view of the same size whose content
    /// is 200 x 1000 of coloured 100-point bands (red, green, blue, ...).
    func makeScroller(width: CGFloat = 200, height: CGFloat = 300, content: CGSize = CGSize(width: 200, height: 1000))
        -> (UIWindow, UIScrollView, ScrollLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple]
        var y: CGFloat = 0, i = 0
        while y < content.height {
            let band = UIView(frame: CGRect(x: 0, y: y, width: content.width, height: 100))
            band.backgroundColor = colors[i % colors.count]
            scroll.addSubview(band)
            y += 100; i += 1
        }
        scroll.contentSize = content
        window.addSubview(scroll)
        let log = ScrollLog()
        scroll.delegate = log
        window.isHidden = false
        window.layoutIfNeeded()
        return (window, scroll, log)
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesWhatIsDrawn() {
        let (window, scroll, log) = makeScroller()
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(log.events == ["didScroll 0,150"])
        // The top of the window now shows the second band (green, 100...200) at y 0...50.
        let image = window.offscreenImage(scale: 1).cgImage!
        let green = UIColor.systemGreen.cgColor.components!
        let top = image.rgba(x: 10, y: 10), below = image.rgba(x: 10, y: 60)
        #expect(abs(CGFloat(top.r) / 255 - green[0]) < 0.02 && abs(CGFloat(top.g) / 255 - green[1]) < 0.02)
        let blue = UIColor.systemBlue.cgColor.components!
        #expect(abs(CGFloat(below.b) / 255 - blue[2]) < 0.02 && abs(CGFloat(below.r) / 255 - blue[0]) < 0.02)
        // A subview's frame stays in content coordinates.
        #expect(scroll.subviews[1].frame.minY == 100)
        #expect(scroll.convert(CGPoint(x: 0, y: 150), to: window) == .zero)
    }

    @Test func setContentOffsetJumpsAndAnimatedSaysTheAnimationEnded() {
        let (_, scroll, log) = makeScroller()
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        scroll.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        scroll.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        #expect(scroll.contentOffset.y == 80)
        #expect(log.events == ["didScroll 0,40", "didScroll 0,80", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleMovesAsLittleAsNeededAndStaysInRange() {
        let (_, scroll, _) = makeScroller()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 250)  // bottom edge 550 at the bottom of 300
        scroll.scrollRectToVisible(CGRect(x: 0, y: 260, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 250)  // already visible
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 100)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 700)  // clamped to contentSize 1000 - 300
    }

    @Test func adjustedContentInsetFollowsTheBehaviourAndTheSafeArea() {
        let (window, scroll, log) = makeScroller()
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        // Content taller than the view scrolls vertically: the safe area is added top and bottom.
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
        // It was resting at the top, so it stays at the (new) top.
        #expect(scroll.contentOffset.y == -57)
        #expect(log.events.contains("didChangeAdjustedContentInset"))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        #expect(scroll.contentOffset.y == -10)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 200, height: 100)  // no longer scrolls
        #expect(scroll.adjustedContentInset.top == 10)
        scroll.alwaysBounceVertical = true
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
    }

    @Test func aDragMovesTheOffsetAndTheDelegateHearsUIKitsOrder() throws {
        let (window, scroll, log) = makeScroller()
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 150), steps: 5, duration: 0.5)
            .wait(0.3)
            .up())
        // A slow drag (the finger rested before lifting): no deceleration.
        #expect(scroll.contentOffset.y == 100)
        #expect(log.events.first == "willBeginDragging")
        #expect(log.events.suffix(2) == ["willEndDragging", "didEndDragging false"])
        #expect(log.events.filter { $0.hasPrefix("didScroll") }.count >= 2)
        #expect(!scroll.isDragging && !scroll.isTracking)
    }

    @Test func aFlickDeceleratesToWhereItWouldStop() throws {
        let (window, scroll, log) = makeScroller()
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 200), steps: 5, duration: 0.05)
            .up())
        // Dragged 50 points, then 1000 points per second upwards: 0.998 / 0.002 / 1000 x 1000
        // = 499 points further.
        #expect(abs(scroll.contentOffset.y - 549) < 0.001)
        #expect(Array(log.events.suffix(5)) == ["willEndDragging", "didEndDragging true", "willBeginDecelerating",
                                                "didScroll 0,549", "didEndDecelerating"])
        // A second flick stops at the end of the content (700).
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 200), steps: 5, duration: 0.05)
            .up())
        #expect(scroll.contentOffset.y == 700)
    }

    @Test func theDelegateCanRetargetTheDeceleration() throws {
        let (window, scroll, log) = makeScroller()
        log.retarget = CGPoint(x: 0, y: 300)
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 200), steps: 5, duration: 0.05)
            .up())
        #expect(scroll.contentOffset.y == 300)
    }

    @Test func pullingPastTheEdgeBouncesBackOnlyWhenBouncing() throws {
        let (window, scroll, log) = makeScroller()
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 50))
            .move(to: CGPoint(x: 100, y: 150), steps: 5, duration: 0.5))
        // Rubber band: 90 points past the top shows less than 90.
        #expect(scroll.contentOffset.y < 0 && scroll.contentOffset.y > -90)
        try window.simulateTouches(TouchSequence().wait(0.3).up())
        #expect(scroll.contentOffset.y == 0)
        #expect(log.events.contains("didEndDragging true"))
        scroll.bounces = false
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 50))
            .move(to: CGPoint(x: 100, y: 150), steps: 5, duration: 0.5))
        #expect(scroll.contentOffset.y == 0)
        try window.simulateTouches(TouchSequence().up())
    }

    @Test func pagingRestsOnAPage() throws {
        let (window, scroll, _) = makeScroller(width: 200, height: 300, content: CGSize(width: 200, height: 1200))
        scroll.isPagingEnabled = true
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 200), steps: 5, duration: 0.05)
            .up())
        #expect(scroll.contentOffset.y == 300)
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 100, y: 240), steps: 5, duration: 0.5).wait(0.3)
            .up())
        #expect(scroll.contentOffset.y == 300)  // too short a drag: back to the nearest page
    }

    @Test func aScrollViewThatCannotScrollDoesNotMove() throws {
        let (window, scroll, log) = makeScroller(content: CGSize(width: 200, height: 200))
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 250))
            .move(to: CGPoint(x: 50, y: 100), steps: 5, duration: 0.2)
            .up())
        #expect(scroll.contentOffset == .zero)
        #expect(!log.events.contains { $0.hasPrefix("didScroll") })
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
    }

    @Test func zoomScalesTheDelegatesViewWithinTheLimits() {
        let (_, scroll, log) = makeScroller(content: CGSize(width: 200, height: 100))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(image)
        log.zoomView = image
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)  // maximumZoomScale is 1 by default
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 3)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 300))
        #expect(scroll.contentSize == CGSize(width: 600, height: 300))
        #expect(log.events.contains("didZoom 3.0"))
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
        scroll.zoom(to: CGRect(x: 100, y: 50, width: 100, height: 100), animated: true)
        #expect(scroll.zoomScale == 2)
        // Centred on (150, 100) x 2 = (300, 200) would be (200, 50); the content (400 x 200) stops it at y 0.
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0))
    }

    @Test func indicatorsAreHiddenAtRestAndShownByAFlash() {
        let (window, scroll, _) = makeScroller()
        scroll.contentOffset = CGPoint(x: 0, y: 350)
        window.layoutIfNeeded()
        #expect(scroll.layer.sublayers?.count == scroll.subviews.count)
        scroll.flashScrollIndicators()
        // Only the vertical one: the content is no wider than the view.
        let bars = scroll.layer.sublayers!.filter { layer in !scroll.subviews.contains { $0.layer === layer } }
        #expect(bars.count == 1)
        let bar = bars[0].frame
        // 3 points wide, 3 from the right edge; half-way down the track; 300 / 1000 of it long.
        #expect(bar.width == 3 && bar.maxX == 197)
        let track: CGFloat = 300 - 6
        #expect(abs(bar.height - track * 0.3) < 0.001)
        #expect(abs(bar.minY - (350 + 3 + 0.5 * (track - bar.height))) < 0.001)
        #expect(scroll.subviews.count == 10)  // indicators are not subviews
    }

    @Test func contentLayoutGuideSizesTheContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            box.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            box.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            box.heightAnchor.constraint(equalToConstant: 800),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 200, height: 820))
        #expect(box.frame == CGRect(x: 0, y: 20, width: 200, height: 800))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 20, width: 200, height: 800))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 200, height: 300))
    }

    @Test func aRefreshControlRefreshingIsShownAboveTheContent() throws {
        let (window, scroll, _) = makeScroller()
        let refresh = UIRefreshControl()
        var pulled = 0
        refresh.addAction(UIAction { _ in pulled += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        #expect(refresh.superview === scroll)
        refresh.beginRefreshing()
        #expect(scroll.adjustedContentInset.top == 60)
        #expect(scroll.contentOffset.y == -60)
        window.layoutIfNeeded()
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        refresh.endRefreshing()
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
        #expect(pulled == 0)
        // A long pull starts it and sends .valueChanged.
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 100, y: 10))
            .move(to: CGPoint(x: 100, y: 290), steps: 10, duration: 0.5).wait(0.3)
            .up())
        #expect(refresh.isRefreshing)
        #expect(pulled == 1)
        #expect(scroll.contentOffset.y == -60)
    }
}
