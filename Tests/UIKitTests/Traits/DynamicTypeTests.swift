@testable import UIKit
import Foundation
import Testing

@MainActor
@Suite struct DynamicTypeTests {
    private let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// iOS's Dynamic Type sizes, in points, per style and category (Apple's
    /// Human Interface Guidelines, "Typography").
    private let table: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    @Test func everyTextStyleHasIOSSizeAtEveryCategory() {
        for (style, sizes) in table {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func fontMetricsScaleByTheStylesRatio() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let base = UIFont.systemFont(ofSize: 10)
        #expect(abs(UIFontMetrics.default.scaledFont(for: base, compatibleWith: ax5).pointSize - 10 * 53 / 17) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 20, compatibleWith: ax5).pointSize == 20)
        #expect(abs(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: ax5) - 60) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(abs(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: small) - 14) < 1e-9)
    }

    @Test func labelsThatAdjustFollowTheirContentSizeCategory() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
        scaled.adjustsFontForContentSizeCategory = true
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .caption1)
        field.adjustsFontForContentSizeCategory = true
        for view in [adjusting, fixed, scaled, field] as [UIView] { window.addSubview(view) }
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(adjusting.font.pointSize == 53)
        #expect(fixed.font.pointSize == 17)
        #expect(abs(scaled.font.pointSize - 20 * 58 / 28) < 1e-9)
        #expect(field.font?.pointSize == 43)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
        // Its intrinsic size follows the font.
        adjusting.text = "Hello"
        let smallWidth = adjusting.intrinsicContentSize.width
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(adjusting.intrinsicContentSize.width > smallWidth)
    }

    @Test func textViewsAndButtonLabelsThatAdjustFollowTheirContentSizeCategory() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        for view in [textView, button] as [UIView] { window.addSubview(view) }
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        // iOS's table: body 53 and headline 53 at AX5 (17 at Large).
        #expect(textView.font?.pointSize == 53)
        #expect(button.titleLabel?.font.pointSize == 53)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(textView.font?.pointSize == 14)
        #expect(button.titleLabel?.font.pointSize == 14)
    }
}
