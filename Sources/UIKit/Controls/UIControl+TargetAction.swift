extension UIControl {
    package func addSelectorTarget(_ target: Any?, _ action: Selector, _ events: Event) {
        let object = target.map { $0 as AnyObject }
        // The same target and action again adds events to the existing entry, as UIKit does.
        if let i = targetActions.firstIndex(where: { entry in
            guard case .selector(let s) = entry.kind, s == action else { return false }
            return entry.target === object && entry.hadTarget == (object != nil)
        }) {
            targetActions[i].events.formUnion(events)
            return
        }
        targetActions.append(TargetAction(target: object, hadTarget: object != nil, kind: .selector(action), events: events))
    }

    package func removeSelectorTarget(_ target: Any?, _ action: Selector?, _ events: Event) {
        let object = target.map { $0 as AnyObject }
        for i in targetActions.indices {
            let entry = targetActions[i]
            let targetMatches = object == nil || entry.target === object
            let actionMatches: Bool
            switch entry.kind {
            case .selector(let s): actionMatches = action == nil || s == action
            case .method: actionMatches = action == nil
            default: actionMatches = false
            }
            if targetMatches && actionMatches { targetActions[i].events.subtract(events) }
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    package func selectorNames(forTarget target: Any?, _ event: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.compactMap { entry -> String? in
            guard case .selector(let s) = entry.kind, entry.target === object, !entry.events.isDisjoint(with: event) else { return nil }
            return s.name
        }
        return names.isEmpty ? nil : names
    }

    package var targetSet: Set<AnyHashable> {
        var set: Set<AnyHashable> = []
        for entry in targetActions {
            if let target = entry.target as? NSObject { set.insert(AnyHashable(target)) }
            else if let target = entry.target { set.insert(AnyHashable(ObjectIdentifier(target))) }
            else if case .selector = entry.kind { set.insert(AnyHashable(NSNull())) }
        }
        return set
    }

    package func dispatchSelector(_ action: Selector, to target: Any?, event: UIEvent? = nil) {
        if let target {
            _ = performRegisteredAction(action, on: target as AnyObject, sender: self, event: event)
            return
        }
        // Nil-targeted: the first responder's chain, else this control's.
        let start: UIResponder = window?.firstResponder ?? self
        if let found = start.target(forAction: action, withSender: self) {
            _ = performRegisteredAction(action, on: found as AnyObject, sender: self, event: event)
        }
    }

    package func runActions(for events: Event, event: UIEvent?) {
        // A copy: actions may add or remove actions.
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            switch entry.kind {
            case .selector(let selector):
                if entry.hadTarget {
                    guard let target = entry.target else { continue }
                    sendAction(selector, to: target, for: event)
                } else {
                    sendAction(selector, to: nil, for: event)
                }
            case .method(let call):
                guard let target = entry.target else { continue }
                call(target, self, event)
            case .action(let action):
                sendAction(action)
            case .closure(let handler):
                handler(self)
            }
        }
    }

    package func addUIAction(_ action: UIAction, _ events: Event) {
        // An action with the same identifier replaces the earlier one, as on iOS.
        for i in targetActions.indices {
            if case .action(let existing) = targetActions[i].kind, existing.identifier == action.identifier {
                targetActions[i].events.subtract(events)
            }
        }
        targetActions.removeAll { $0.events.isEmpty }
        targetActions.append(TargetAction(target: nil, hadTarget: false, kind: .action(action), events: events))
    }

    package func removeUIActions(_ events: Event, where matches: (UIAction) -> Bool) {
        for i in targetActions.indices {
            if case .action(let action) = targetActions[i].kind, matches(action) {
                targetActions[i].events.subtract(events)
            }
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// Offscreen's target–action without the Objective-C runtime: a method
    /// reference taking the sender, e.g. `addTarget(self, action: ViewController.didTap, for: .touchUpInside)`
    /// for `func didTap(_ sender: UIButton)`. The target is held weakly, as UIKit holds targets.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void,
                                                     for controlEvents: Event) {
        targetActions.append(TargetAction(target: target, hadTarget: true, kind: .method({ target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }), events: controlEvents))
    }

    /// The same for a method without parameters: `func refresh()`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        targetActions.append(TargetAction(target: target, hadTarget: true, kind: .method({ target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }), events: controlEvents))
    }
}
