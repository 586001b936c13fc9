/// Hears about a scroll view's scrolling, dragging, deceleration and
/// zooming. Every method is optional (default implementations below).
///
/// The order is UIKit's: a drag sends `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` for each move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it decelerates,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` and `scrollViewDidEndDecelerating`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Where `UIScrollView.delegate` is declared. On iOS, `UITextView` narrows its
/// inherited `delegate` to `UITextViewDelegate?`, which Objective-C allows and
/// a Swift subclass cannot do to a property of its superclass (nor declare
/// another of the same name). A member of a protocol extension can be shadowed:
/// a subclass's own `delegate` is preferred wherever the subclass's type is
/// known, so `textView.delegate = self` and `textView.delegate?.textViewDidChange(textView)`
/// compile as on iOS, while the scroll view's `delegate` reads the same object
/// (both read and write `scrollDelegateStorage`). Not API: UIKit's own classes
/// adopt it. (A subclass can no longer `override var delegate`, which iOS code
/// seldom does to a scroll view's.)
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateProperty: AnyObject {}

extension _UIScrollViewDelegateProperty where Self: UIScrollView {
    /// The scroll view's delegate, held weakly.
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegateStorage }
        set { scrollDelegateStorage = newValue }
    }
}
