import Testing
import UIKit
@testable import render

@MainActor @Suite struct ViewTreeDescriptionTests {
    @Test func linesFollowRecursiveDescriptionWithoutAddresses() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50.5))
        let label = UILabel(frame: CGRect(x: 4, y: 4.25, width: 80, height: 20))
        label.text = "Hello"
        label.isHidden = true
        root.addSubview(label)
        let text = ViewTreeDescription.describe(root, ids: [ObjectIdentifier(label): "greeting"])
        #expect(text == """
            <UIView; frame = (0 0; 100 50.5)>
               | <UILabel; id = greeting; frame = (4 4.25; 80 20); text = 'Hello'; hidden = YES>
            """)
    }

    @Test func withAccessibilityEachElementSaysWhatVoiceOverReads() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Inbox"
        let button = UIButton(frame: CGRect(x: 0, y: 20, width: 80, height: 30))
        button.setTitle("Send", for: .normal)
        button.accessibilityHint = "Sends the message"
        button.accessibilityIdentifier = "send"
        root.addSubview(label)
        root.addSubview(button)
        let text = ViewTreeDescription.describe(root, ids: [:], accessibility: true)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "<UIView; frame = (0 0; 100 50)>")
        #expect(lines[1].hasSuffix("{isAccessibilityElement = YES; accessibilityLabel = 'Inbox'; accessibilityTraits = (staticText)}"))
        #expect(lines[2].hasSuffix("{isAccessibilityElement = YES; accessibilityLabel = 'Send'; accessibilityHint = 'Sends the message'; accessibilityTraits = (button); accessibilityIdentifier = 'send'}"))
        #expect(!ViewTreeDescription.describe(root, ids: [:]).contains("accessibility"))
    }

    @Test func numbersDropFloatNoise() {
        #expect(ViewTreeDescription.number(64.00000000000001) == "64")
        #expect(ViewTreeDescription.number(55.2) == "55.2")
        #expect(ViewTreeDescription.number(-0.001) == "0")
    }
}
