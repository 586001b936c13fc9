/// UIKit's report when a required constraint cannot hold with the others:
/// the list of constraints involved, the one broken (here always the one
/// being added, which is left out of the solution), and the
/// `UIViewAlertForUnsatisfiableConstraints` breakpoint hint.
@preconcurrency @MainActor
package enum UnsatisfiableConstraintLog {
    package static func report(breaking broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
        LayoutLog.emit(message(breaking: broken, conflicting: conflicting))
    }

    package static func message(breaking broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) -> String {
        let all = conflicting + [broken]
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            """
        if all.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            text += "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
        }
        text += "\n(\n"
        text += all.map { "    \"\($0.layoutDescription)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken.layoutDescription)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return text
    }
}
