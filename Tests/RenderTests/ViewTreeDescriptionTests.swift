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

    @Test func numbersDropFloatNoise() {
        #expect(ViewTreeDescription.number(64.00000000000001) == "64")
        #expect(ViewTreeDescription.number(55.2) == "55.2")
        #expect(ViewTreeDescription.number(-0.001) == "0")
    }
}
