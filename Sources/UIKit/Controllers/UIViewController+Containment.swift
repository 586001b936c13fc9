// Child view controllers, as UIKit's containment API: the container calls
// addChild (which sends willMove(toParent:)), adds the child's view, then
// calls didMove(toParent:); removal is willMove(toParent: nil), removing the
// view, then removeFromParent (which sends didMove(toParent: nil)).
extension UIViewController {
    package func addChildController(_ child: UIViewController) {
        precondition(child !== self, "UIViewController: a controller cannot be its own child")
        if child.parentStorage === self { return }
        // A child belongs to one parent: UIKit moves it.
        if child.parentStorage != nil { child.removeFromParentController() }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
        child.refreshTraitsFromHere()
    }

    package func removeFromParentController() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        refreshTraitsFromHere()
        didMove(toParent: nil)
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? { closestAncestor(UINavigationController.self) }

    /// The storyboard this controller was made from, if any.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// The closest tab bar controller above this controller.
    public var tabBarController: UITabBarController? { closestAncestor(UITabBarController.self) }

    /// The nearest ancestor of class `type`.
    package func closestAncestor<Ancestor: UIViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var current = parentStorage
        while let controller = current {
            if let found = controller as? Ancestor { return found }
            current = controller.parentStorage
        }
        return nil
    }
}
