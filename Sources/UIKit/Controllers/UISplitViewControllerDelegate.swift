/// What a split view controller asks when it collapses into one column (a
/// compact width). Every method is optional: by default the secondary's
/// controllers are pushed on top of the primary's (classic style) and the
/// secondary is the top column (column styles).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic style: return true when you have put the secondary controller
    /// where you want it (or dropped it); false lets the split view push it
    /// on top of the primary's stack.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Column styles: the column whose controller is on top of the collapsed
    /// stack (the stack holds the columns up to it); `proposedTopColumn` is
    /// `.secondary`.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
}
