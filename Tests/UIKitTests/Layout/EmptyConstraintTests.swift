import Foundation
import Testing
@testable import UIKit

/// `NSLayoutConstraint()` as a placeholder (`var widthConstraint = NSLayoutConstraint()`),
/// which real views keep in a property until they make the real constraint.
@MainActor struct EmptyConstraintTests {
    @Test func anEmptyConstraintHasNoItemsAndCannotBeActivated() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
        #expect(empty.relation == .equal && empty.constant == 0)
        empty.constant = 12
        #expect(empty.constant == 12)
        empty.isActive = true
        #expect(!empty.isActive)
    }

    @Test func thePlaceholderIsReplacedByTheRealConstraint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        var width = NSLayoutConstraint()
        width.isActive = true
        width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }
}
