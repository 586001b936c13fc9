@testable import UIKit
import Foundation
import Testing

/// Natural text alignment under a right-to-left layout, and right-to-left
/// scripts, seen in pixels: where the ink of the text lands.
@MainActor
@Suite struct RightToLeftTextTests {
    /// The leftmost and rightmost columns with dark ink, in points (scale 1).
    private func ink(_ view: UIView, rightToLeft: Bool) -> ClosedRange<Int>? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.backgroundColor = .white
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        view.frame = CGRect(x: 20, y: 10, width: 200, height: 40)
        window.addSubview(view)
        let image = window.offscreenImage(scale: 1).cgImage!
        var columns: [Int] = []
        for x in 0..<image.width {
            for y in 0..<image.height where image.rgba(x: x, y: y).r < 120 {
                columns.append(x)
                break
            }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    @Test func naturalAlignmentIsLeftLeftToRightAndRightRightToLeft() throws {
        let ltr = try #require(ink(label("Hello"), rightToLeft: false))
        #expect(ltr.lowerBound < 25 && ltr.upperBound < 120)
        let rtl = try #require(ink(label("Hello"), rightToLeft: true))
        #expect(rtl.upperBound > 214 && rtl.lowerBound > 120)
    }

    @Test func explicitLeftAlignmentDoesNotFlip() throws {
        let l = label("Hello")
        l.textAlignment = .left
        let rtl = try #require(ink(l, rightToLeft: true))
        #expect(rtl.lowerBound < 25)
    }

    @Test func aForcedLeftToRightLabelStaysLeftInARightToLeftLayout() throws {
        let l = label("Hello")
        l.semanticContentAttribute = .forceLeftToRight
        let rtl = try #require(ink(l, rightToLeft: true))
        #expect(rtl.lowerBound < 25)
    }

    @Test func hebrewAndArabicTextAlignsRightEvenLeftToRight() throws {
        for text in ["שלום עולם", "مرحبا بالعالم"] {
            let ltr = try #require(ink(label(text), rightToLeft: false))
            #expect(ltr.upperBound > 214 && ltr.lowerBound > 100, "\(text)")
        }
    }

    @Test func textFieldsAndTextViewsAlignNaturalTextRight() throws {
        let field = UITextField()
        field.text = "Hello"
        let f = try #require(ink(field, rightToLeft: true))
        #expect(f.lowerBound > 120)
        let textView = UITextView()
        textView.text = "Hello"
        let t = try #require(ink(textView, rightToLeft: true))
        #expect(t.lowerBound > 120)
    }
}

/// The navigation bar mirrored: back chevron and title at the right.
@MainActor
@Suite struct RightToLeftNavigationBarTests {
    /// The columns holding the tint colour (blue: the back button).
    private func tintedColumns(rightToLeft: Bool) -> ClosedRange<Int>? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.setItems([UINavigationItem(title: "Inbox"), UINavigationItem(title: "Message")], animated: false)
        window.addSubview(bar)
        let image = window.offscreenImage(scale: 1).cgImage!
        var columns: [Int] = []
        for x in 0..<image.width {
            for y in 0..<image.height {
                let p = image.rgba(x: x, y: y)
                if Int(p.b) - Int(p.r) > 100 { columns.append(x); break }
            }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test func theBackButtonIsAtTheLeadingEdge() throws {
        let ltr = try #require(tintedColumns(rightToLeft: false))
        #expect(ltr.lowerBound < 12 && ltr.upperBound < 80)
        let rtl = try #require(tintedColumns(rightToLeft: true))
        #expect(rtl.upperBound > 308 && rtl.lowerBound > 240)
    }
}
