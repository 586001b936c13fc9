import Foundation
import Testing
@testable import UIKit

/// `UITextView.delegate` is a `UITextViewDelegate?`, as on iOS, and the same
/// object is the scroll view's delegate.
@Suite("text view delegate")
@MainActor
struct TextViewDelegateTests {
    final class Editor: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
    }

    final class ScrollOnly: NSObject, UIScrollViewDelegate {}

    @Test func theTextViewsDelegateIsAlsoItsScrollViewsDelegate() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let editor = Editor()
        textView.delegate = editor
        // Typed as on iOS: a text view delegate's methods are called without a cast.
        let delegate: UITextViewDelegate? = textView.delegate
        #expect(delegate === editor)
        let scrollView: UIScrollView = textView
        #expect(scrollView.delegate === editor)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(textView)
        window.isHidden = false
        _ = textView.becomeFirstResponder()
        #expect(editor.log == ["scroll", "begin"])
    }

    @Test func aScrollOnlyDelegateSetThroughTheScrollViewIsNoTextViewDelegate() {
        let textView = UITextView()
        let scrollOnly = ScrollOnly()
        let scrollView: UIScrollView = textView
        scrollView.delegate = scrollOnly
        #expect(scrollView.delegate === scrollOnly)
        #expect(textView.delegate == nil)
        textView.delegate = nil
        #expect(scrollView.delegate == nil)
    }
}
