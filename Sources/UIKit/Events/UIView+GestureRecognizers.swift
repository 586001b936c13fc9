extension UIView {
    /// The recognizers attached to this view, in the order they were added (nil when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
        }
        set {
            for g in attachedGestureRecognizers { g.view = nil }
            attachedGestureRecognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
