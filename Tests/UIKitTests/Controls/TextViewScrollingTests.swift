import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// UITextView is a UIScrollView, as in UIKit: its content is the laid-out
/// text plus `textContainerInset`, scrolling shows the text at
/// `contentOffset`, and with scrolling off it sizes itself to its text.
@MainActor @Suite struct TextViewScrollingTests {
    static let numbered = (1...20).map { "Line \($0)" }.joined(separator: "\n")

    func window(_ view: UIView, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        window.isHidden = false
        window.addSubview(view)
        return window
    }

    @Test func aTextViewIsAScrollViewWhoseContentIsItsText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scrollView: UIScrollView = textView
        textView.text = Self.numbered
        let host = window(textView)
        textView.layoutIfNeeded()
        // As wide as the view; as tall as the text plus the 8-point insets.
        let fitted = textView.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(scrollView.contentSize == CGSize(width: 200, height: fitted.height))
        let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        #expect(scrollView.contentSize.height >= 20 * lineHeight + 16 - 1)
        // More text, more content.
        textView.text = Self.numbered + "\nLine 21"
        textView.layoutIfNeeded()
        #expect(scrollView.contentSize.height > fitted.height)
        // A wider inset grows the content by as much.
        let before = textView.contentSize.height
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height == before + 34)
        withExtendedLifetime(host) {}
    }

    @Test func scrollingShowsTheTextAtTheContentOffset() throws {
        // A 100-point view scrolled by 60 shows what a 160-point one shows below 60.
        let short = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        let tall = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        for view in [short, tall] { view.text = Self.numbered }
        let shortWindow = window(short, width: 120, height: 100)
        let tallWindow = window(tall, width: 120, height: 160)
        let before = try #require(shortWindow.offscreenImage(scale: 2).cgImage)
        short.contentOffset = CGPoint(x: 0, y: 60)
        let scrolled = try #require(shortWindow.offscreenImage(scale: 2).cgImage)
        let reference = try #require(tallWindow.offscreenImage(scale: 2).cgImage)
        let expected = try #require(reference.cropping(to: CGRect(x: 0, y: 120, width: 240, height: 200)))
        #expect(Self.pixels(scrolled) == Self.pixels(expected))
        #expect(Self.pixels(scrolled) != Self.pixels(before))
    }

    static func pixels(_ image: CGImage) -> [UInt8] {
        let context = CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8,
                                bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: data, count: image.width * image.height * 4))
    }

    @Test func theDelegateHearsScrollsAndEditing() {
        final class Listener: NSObject, UITextViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
        }
        let listener = Listener()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = Self.numbered
        textView.delegate = listener
        let host = window(textView)
        textView.contentOffset = CGPoint(x: 0, y: 40)
        textView.becomeFirstResponder()
        #expect(listener.log == ["scroll", "begin"])
        withExtendedLifetime(host) {}
    }

    @Test func scrollRangeToVisibleScrollsAsLittleAsItTakes() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = Self.numbered
        let host = window(textView)
        let last = (Self.numbered as NSString).range(of: "Line 20")
        textView.scrollRangeToVisible(last)
        // The last line is at the bottom: the content's end (with its inset) shows.
        #expect(textView.contentOffset.y == textView.contentSize.height - 100)
        // A line already in view: no scroll.
        textView.scrollRangeToVisible((Self.numbered as NSString).range(of: "Line 19"))
        #expect(textView.contentOffset.y == textView.contentSize.height - 100)
        // The first line: back to the top, its inset above it shown.
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(textView.contentOffset.y == 0)
        // Past the end shows the end.
        textView.scrollRangeToVisible(NSRange(location: 10_000, length: 0))
        #expect(textView.contentOffset.y == textView.contentSize.height - 100)
        withExtendedLifetime(host) {}
    }

    @Test func withScrollingOffItSizesItselfInAutoLayout() {
        let textView = UITextView()
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        textView.text = "One"
        textView.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let host = window(root)
        root.layoutIfNeeded()
        let oneLine = ceil(UIFont.systemFont(ofSize: 12).lineHeight) + 16
        #expect(textView.frame.width == 280)
        #expect(abs(textView.frame.height - oneLine) <= 1)
        // Text that wraps at the width it was given: taller, after the next layout.
        textView.text = String(repeating: "Wraps at the width the constraints give it. ", count: 6)
        root.layoutIfNeeded()
        let wrapped = textView.sizeThatFits(CGSize(width: 280, height: 0)).height
        #expect(textView.frame.height == wrapped)
        #expect(wrapped > 3 * oneLine)
        // Its intrinsic width is its longest line, so a lone leading edge fits it.
        let lone = UITextView()
        lone.isScrollEnabled = false
        lone.text = "Short"
        #expect(lone.intrinsicContentSize.width == ceil(("Short" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width) + 10)
        // Scrolling on again: no intrinsic size.
        textView.isScrollEnabled = true
        #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        withExtendedLifetime(host) {}
    }

    @Test func anEmptyTextViewWithScrollingOffIsOneLineTall() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        #expect(textView.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight) + 16)
    }

    @Test func aXibTextViewWithScrollingOffReadsAsOne() throws {
        let body = """
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        </textView>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="More" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-vw-002">
                            <rect key="frame" x="0.0" y="50.0" width="200" height="40"/>
                        </textView>
                    </subviews>
        """
        typealias IB = InterfaceBuilderTestClasses
        let document = try IB.document(IB.xib(body))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let views: [UITextView] = root.subviews.compactMap { $0 as? UITextView }
        #expect(views.map { $0.isScrollEnabled } == [false, true])
        #expect(views.map { $0.text ?? "" } == ["Notes", "More"])
    }

    /// Four text views: scrolled to the middle of twenty lines; with a
    /// 24-point top content inset (an empty band above the text) at rest; a
    /// self-sizing one (scrolling off) in Auto Layout, its grey border
    /// hugging three wrapped lines; and one whose text overruns, the last
    /// line cut by the bottom edge as on iOS.
    @Test func scrolledInsetAndSelfSizingTextViews() {
        let scrolled = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 80))
        scrolled.text = Self.numbered
        let inset = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 80))
        inset.text = Self.numbered
        inset.contentInset = UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        inset.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 80))
        let sizing = UITextView()
        sizing.isScrollEnabled = false
        sizing.text = "A text view without scrolling grows to hold its text."
        sizing.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(sizing)
        NSLayoutConstraint.activate([
            sizing.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            sizing.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
            sizing.topAnchor.constraint(equalTo: holder.topAnchor),
        ])
        let overrun = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 80))
        overrun.text = "Text that runs past the bottom of the view shows its last line cut in half."
        overrun.font = .systemFont(ofSize: 16)
        for view in [scrolled, inset, sizing, overrun] {
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.gray.cgColor
        }
        let board = CaptionedBoard.make(cells: [("contentOffset 120", scrolled), ("contentInset top 24", inset),
                                                ("scrolling off, self-sizing", holder), ("overrunning text", overrun)],
                                        cellSize: CGSize(width: 150, height: 84), columns: 2,
                                        background: UIColor(white: 0.97, alpha: 1))
        let host = window(board)
        scrolled.contentOffset = CGPoint(x: 0, y: 120)
        // The Auto Layout pass for the self-sizing view (drawHierarchy of a
        // view inside a window lays out but does not solve constraints).
        board.layoutIfNeeded()
        expectGolden(board.imageAtScale3, named: "text-view-scrolling@3x", in: "Controls")
        withExtendedLifetime(host) {}
    }
}
