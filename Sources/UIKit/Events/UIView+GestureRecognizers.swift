/// A view's recognizers, kept in the view's per-area state (extensions cannot add storage).
@MainActor
private final class GestureRecognizerList {
    var recognizers: [UIGestureRecognizer] = []
}

extension UIView {
    private var gestureList: GestureRecognizerList {
        let key = ObjectIdentifier(GestureRecognizerList.self)
        if let list = areaState[key] as? GestureRecognizerList { return list }
        let list = GestureRecognizerList()
        areaState[key] = list
        return list
    }

    /// The recognizers attached to this view, in the order they were added (nil when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = (areaState[ObjectIdentifier(GestureRecognizerList.self)] as? GestureRecognizerList)?.recognizers ?? []
            return list.isEmpty ? nil : list
        }
        set {
            for g in gestureList.recognizers { g.view = nil }
            gestureList.recognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureList.recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureList.recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
