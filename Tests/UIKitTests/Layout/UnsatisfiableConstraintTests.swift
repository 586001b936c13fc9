import Testing
@testable import UIKit

@MainActor
@Suite struct UnsatisfiableConstraintTests {
    @Test func conflictingRequiredConstraintsAreLoggedAndTheNewOneIsBroken() throws {
        let root = makeScreen()
        let v = plainView(in: root)
        let hundred = v.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = v.widthAnchor.constraint(equalToConstant: 200)
        twoHundred.identifier = "too-wide"
        NSLayoutConstraint.activate([hundred, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        var log: [String] = []
        log = layoutLog {
            twoHundred.isActive = true
            root.layoutIfNeeded()
        }
        // Layout goes on without the broken constraint.
        #expect(v.frame.width == 100)
        #expect(log.count == 1)
        let text = try #require(log.first)
        let address = LayoutItemRef.address(v)
        #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n("))
        #expect(text.contains("    \"<NSLayoutConstraint:\(LayoutItemRef.address(hundred)) UIView:\(address).width == 100   (active)>\",\n"))
        #expect(text.contains("    \"<NSLayoutConstraint:\(LayoutItemRef.address(twoHundred)) 'too-wide' UIView:\(address).width == 200   (active)>\"\n)"))
        #expect(text.contains("\n\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:\(LayoutItemRef.address(twoHundred)) 'too-wide' UIView:\(address).width == 200   (active)>\n\n"))
        #expect(text.hasSuffix("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."))
        #expect(!text.contains("NSAutoresizingMaskLayoutConstraint"))
    }

    @Test func autoresizingMaskConstraintsAppearWithTheirNote() throws {
        let root = makeScreen()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(v)
        let log = layoutLog {
            v.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        #expect(v.frame.width == 50)
        let text = try #require(log.first)
        #expect(text.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(text.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(text.contains(" h=--& v=--& UIView:\(LayoutItemRef.address(v)).width == 0*") || text.contains(" h=--& v=--& UIView:\(LayoutItemRef.address(v)).width == 50"))
    }

    @Test func activatingWithoutACommonAncestorIsRefused() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let log = layoutLog { c.isActive = true }
        #expect(!c.isActive)
        #expect(log.first?.contains("because they have no common ancestor.") == true)
    }

    @Test func ambiguityIsReportedTruthfully() {
        let root = makeScreen()
        let v = plainView(in: root)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.constraintsAffectingLayout(for: .horizontal).count == 2)
    }
}
