// Storyboard segues: performed by identifier or by the control that
// triggers them, in UIKit's order (shouldPerformSegue for a triggered segue,
// then the destination is made, prepare(for:sender:), perform()). `show` and
// `showDetailViewController` are what show segues call.
extension UIViewController {
    package func performSegueFromScene(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplate(withIdentifier: identifier) else {
            fatalError("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        runSegue(template, sender: sender, embedContainer: nil)
    }

    package func showInContext(_ vc: UIViewController, sender: Any?) {
        if let navigation = closestAncestor(UINavigationController.self) {
            navigation.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    package func showDetailInContext(_ vc: UIViewController, sender: Any?) {
        if let split = closestAncestor(UISplitViewController.self) {
            split.showDetailViewController(vc, sender: sender)
            return
        }
        present(vc, animated: true)
    }

    /// The segue `identifier` of this controller's scene: the scene's own,
    /// its bar button items', then those of the controls of its view (UIKit keeps them all on the
    /// controller). Embed segues are performed when the view loads, not by identifier.
    package func segueTemplate(withIdentifier identifier: String) -> NibSegue? {
        guard let scene = storyboardScene else { return nil }
        if let own = scene.segues.first(where: { $0.identifier == identifier && $0.kind != .embed }) { return own }
        // Its bar button items' segues.
        for item in scene.navigationItem?.allItems ?? [] {
            if let segue = item.segues.first(where: { $0.identifier == identifier }) { return segue }
        }
        var found: NibSegue?
        func visit(_ object: NibObject) {
            if found != nil { return }
            found = object.segues.first { $0.identifier == identifier && $0.kind != .embed }
            // Subviews, and a table's or collection's static and prototype cells.
            for child in object.allSubviews + object.sections.flatMap(\.cells) + object.prototypes { visit(child) }
        }
        if let view = scene.view { visit(view) }
        return found
    }

    /// A segue a control triggered: `shouldPerformSegue` is asked first when it has an identifier.
    package func triggerSegue(_ template: NibSegue, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        runSegue(template, sender: sender, embedContainer: nil)
    }

    /// Makes the destination (for an unwind segue: finds it), then
    /// `prepare(for:sender:)` and `perform()`. An unwind segue calls the
    /// destination's unwind action with the segue between the two, as UIKit does.
    package func runSegue(_ template: NibSegue, sender: Any?, embedContainer: UIView?) {
        if template.kind == .unwind {
            let action = Selector(template.unwindAction ?? "")
            guard let destination = unwindDestination(for: action, sender: sender) else {
                print("Warning: unwind segue\(template.identifier.map { " '\($0)'" } ?? "") from \(self): no view controller it came from takes \(action.name); not performed")
                return
            }
            let segue = StoryboardSegue(kind: .unwind, identifier: template.identifier, source: self, destination: destination)
            prepare(for: segue, sender: sender)
            NibClassRegistry.shared.connections(for: destination).actions[action.name]?.perform(destination, segue)
            segue.perform()
            return
        }
        if template.kind == .custom {
            // Checked before the destination is made: an unknown class performs nothing.
            guard let name = template.customClass, let factory = NibClassRegistry.shared.segueFactory(named: name) else {
                let name = template.customClass ?? "(none)"
                print("Warning: custom segue\(template.identifier.map { " '\($0)'" } ?? "") not performed: its class \(name) is not registered with its initializer (UINib.register(\(name).self) { \(name)(identifier: $0, source: $1, destination: $2) })")
                return
            }
            guard let destination = makeSegueDestination(template) else { return }
            // The subclass's own perform(), as UIKit makes the segue class the storyboard names.
            let segue = factory(template.identifier, self, destination)
            prepare(for: segue, sender: sender)
            segue.perform()
            return
        }
        guard let destination = makeSegueDestination(template) else { return }
        if let style = template.modalPresentationStyle { destination.modalPresentationStyle = style }
        let segue = StoryboardSegue(kind: template.kind, identifier: template.identifier, source: self, destination: destination)
        segue.embedContainer = embedContainer
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The destination scene, made from this controller's storyboard.
    private func makeSegueDestination(_ template: NibSegue) -> UIViewController? {
        guard let storyboard = storyboardStorage, let id = template.destinationID else { return nil }
        do {
            return try storyboard.checkedInstantiateScene(layoutID: id)
        } catch {
            print("Warning: segue\(template.identifier.map { " '\($0)'" } ?? "") not performed: \(error)")
            return nil
        }
    }

    /// UIKit's search for an unwind destination: from the source outwards
    /// through its containers (their other children first, the most recent
    /// first), then each presenting controller, its children first.
    package func unwindDestination(for action: Selector, sender: Any?) -> UIViewController? {
        var candidates: [UIViewController] = []
        func addDescendants(_ controller: UIViewController, excluding: UIViewController?) {
            for child in controller.childStorage.reversed() where child !== excluding {
                addDescendants(child, excluding: nil)
                candidates.append(child)
            }
        }
        var node: UIViewController = self
        while true {
            while let parent = node.parentStorage {
                addDescendants(parent, excluding: node)
                candidates.append(parent)
                node = parent
            }
            guard let presenter = node.presentingStorage else { break }
            addDescendants(presenter, excluding: nil)
            candidates.append(presenter)
            node = presenter
        }
        return candidates.first { $0 !== self && $0.canPerformUnwindSegueAction(action, from: self, sender: sender) }
    }

    /// An unwind segue's perform: what was presented over this controller
    /// is dismissed, and its navigation controller pops back to it.
    package func unwindBack(from source: UIViewController) {
        if presentedViewController != nil { dismiss(animated: false) }
        if let navigation = navigationController, navigation.viewControllers.contains(where: { $0 === self }) {
            _ = navigation.popToViewController(self, animated: false)
        }
    }

    /// An embed segue's perform: `child` becomes a child controller whose
    /// view fills `container`.
    package func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        let view = child.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        child.didMove(toParent: self)
    }
}

extension UIView {
    /// A storyboard cell's segues (or those of an item of this navigation
    /// bar), performed from the scene that shows it (the closest controller
    /// of a storyboard scene up the responder chain) with the cell (the item)
    /// as the sender, each after `shouldPerformSegue` when it has an identifier.
    package func performStoryboardSegues(_ segues: [NibSegue], sender: Any? = nil) {
        guard !segues.isEmpty else { return }
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController, controller.storyboardScene != nil {
                for segue in segues { controller.triggerSegue(segue, sender: sender ?? self) }
                return
            }
            responder = current.next
        }
        print("Warning: the segue of \(sender ?? self) is not performed: it is not in a storyboard scene's view")
    }
}
