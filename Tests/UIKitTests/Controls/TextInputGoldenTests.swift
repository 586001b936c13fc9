import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite struct ControlsTextInputTests {
    func field(_ configure: (UITextField) -> Void) -> UITextField {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 34))
        configure(f)
        return f
    }

    @Test func textFieldsAndTextViewsRenderStatically() {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        dot.backgroundColor = .systemTeal
        let cells: [(String, UIView)] = [
            ("placeholder, roundedRect", field { $0.borderStyle = .roundedRect; $0.placeholder = "Email" }),
            ("text, roundedRect", field { $0.borderStyle = .roundedRect; $0.text = "hello@example.com" }),
            ("secure", field { $0.borderStyle = .roundedRect; $0.text = "secret"; $0.isSecureTextEntry = true }),
            ("line, centred", field { $0.borderStyle = .line; $0.text = "Line"; $0.textAlignment = .center }),
            ("bezel, right", field { $0.borderStyle = .bezel; $0.text = "Bezel"; $0.textAlignment = .right }),
            ("none, font, colour", field { $0.text = "Bold red"; $0.font = .boldSystemFont(ofSize: 20); $0.textColor = .systemRed }),
            ("leftView", field { $0.borderStyle = .roundedRect; $0.leftView = dot; $0.leftViewMode = .always; $0.placeholder = "Search" }),
            ("disabled", field { $0.borderStyle = .roundedRect; $0.text = "Disabled"; $0.isEnabled = false }),
        ]
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 180, height: 70))
        textView.text = "UITextView wraps its text inside an 8-point inset with 5-point line padding. 多行中文也会换行。"
        textView.layer.borderWidth = 0.5
        textView.layer.borderColor = UIColor.gray.cgColor
        let big = UITextView(frame: CGRect(x: 0, y: 0, width: 180, height: 70))
        big.text = "Centred 17-point text"
        big.font = .systemFont(ofSize: 17)
        big.textAlignment = .center
        big.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let board = CaptionedBoard.make(cells: cells + [("text view", textView), ("text view centred", big)],
                                         cellSize: CGSize(width: 190, height: 72), columns: 3,
                                         background: UIColor(white: 0.97, alpha: 1))
        expectGolden(board.imageAtScale3, named: "text-field-text-view@3x", in: "Controls")
    }

    @Test func textFieldAndTextViewDefaultsAndSizes() {
        let f = UITextField()
        #expect(f.text == "")
        f.text = nil
        #expect(f.text == "")
        f.borderStyle = .roundedRect
        #expect(f.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight) + 13)
        let v = UITextView()
        #expect(v.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(v.textContainer.lineFragmentPadding == 5)
        v.text = "One line"
        let size = v.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(size.width == 300 && size.height > 16)
    }
}
