import Foundation
import Testing
@testable import UIKit

/// Core Foundation compares attribute values when an attributed string merges runs
/// (CFEqual on two different objects); it must reach UIFont's, UIColor's and
/// NSParagraphStyle's own isEqual (see CoreFoundationObjectTag), never halt the process.
@Suite struct AttributeValueComparisonTests {
    /// Equal values from two different objects in adjacent runs make one run, as on iOS.
    private func runs(_ first: Any, _ second: Any, key: NSAttributedString.Key) -> Int {
        let string = NSMutableAttributedString(string: "ab", attributes: [key: first])
        string.addAttributes([key: second], range: NSRange(location: 1, length: 1))
        let copy = NSAttributedString(attributedString: string)
        var count = 0
        copy.enumerateAttribute(key, in: NSRange(location: 0, length: copy.length)) { _, _, _ in count += 1 }
        return count
    }

    @Test func equalFontsFromTwoObjectsMergeIntoOneRun() {
        // The regular system font's face starts with a zero word (not display, weight
        // stored later): the case Core Foundation mistook for one of its own objects.
        let a = UIFont.systemFont(ofSize: 12), b = UIFont.systemFont(ofSize: 12)
        #expect(a !== b)
        #expect(runs(a, b, key: .font) == 1)
        #expect(runs(a, UIFont.systemFont(ofSize: 30), key: .font) == 2)
    }

    @Test func equalColorsFromTwoObjectsMergeIntoOneRun() {
        let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1), b = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(runs(a, b, key: .foregroundColor) == 1)
        #expect(runs(a, UIColor(red: 0, green: 0, blue: 1, alpha: 1), key: .foregroundColor) == 2)
    }

    @Test func equalParagraphStylesFromTwoObjectsMergeIntoOneRun() {
        let a = NSMutableParagraphStyle(), b = NSMutableParagraphStyle()
        a.alignment = .left
        b.alignment = .left
        #expect(runs(a, b, key: .paragraphStyle) == 1)
        b.alignment = .center
        #expect(runs(a, b, key: .paragraphStyle) == 2)
    }
}
