import Foundation
import Testing
@testable import UIKit

/// What iOS code gets of Foundation with `import UIKit` that
/// swift-corelibs-foundation lacks.
struct FoundationOnLinuxTests {
    @Test func anAttributedStringMadeWithNoArgumentsIsEmptyAndGrows() {
        let empty = NSAttributedString()
        #expect(empty.length == 0 && empty.string == "")
        let built = NSMutableAttributedString()
        #expect(type(of: built) == NSMutableAttributedString.self)
        built.append(NSAttributedString(string: "Hello", attributes: [.kern: 1]))
        built.append(NSAttributedString(string: ", world"))
        #expect(built.string == "Hello, world")
        #expect(built.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 1)
    }
}
