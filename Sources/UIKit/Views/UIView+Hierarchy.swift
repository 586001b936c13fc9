// Callback order, as UIKit logs it:
//   adding:   willMove(toSuperview:), willMove(toWindow:)*, didMoveToWindow()*,
//             didMoveToSuperview(), superview.didAddSubview(_:)
//   removing: superview.willRemoveSubview(_:), willMove(toSuperview: nil),
//             willMove(toWindow: nil)*, didMoveToWindow()*, didMoveToSuperview()
// (* for the view and all its descendants, only when the window changes.)
// Moving between superviews tells the old one willRemoveSubview first.

extension UIView {
    /// The window this view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    package func insertSubviewAtIndex(_ view: UIView, _ requested: Int) {
        precondition(view !== self, "UIView: a view cannot be its own subview")
        precondition(!isDescendant(of: view), "UIView: adding a superview as a subview would make a cycle")
        if view.superview === self {
            // Already ours: only the position changes.
            subviewStorage.removeAll { $0 === view }
            let index = max(0, min(requested, subviewStorage.count))
            subviewStorage.insert(view, at: index)
            placeLayer(of: view, at: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.tintColor!
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }

        let previousSuperview = view.superview
        if let old = previousSuperview {
            old.subviewStorage.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        let index = max(0, min(requested, subviewStorage.count))
        subviewStorage.insert(view, at: index)
        view.superview = self
        placeLayer(of: view, at: index)

        view.autoLayoutDidMove(from: previousSuperview)
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.inheritedTintMayHaveChanged(from: oldTint)
        view.refreshTraits()
        if oldWindow !== newWindow, newWindow != nil { view.applyTraitAppearanceProxies() }
        // Adding lays out both the new subview and its new superview.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Puts the subview's layer among this layer's sublayers in subview order,
    /// leaving other sublayers (added with `layer.addSublayer`) where they are.
    private func placeLayer(of view: UIView, at index: Int) {
        // The frontmost subview's layer goes on top of every sublayer, as addSubview does on iOS.
        if index + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    package func insertSubviewRelative(_ view: UIView, _ sibling: UIView, above: Bool) {
        guard sibling.superview === self else {
            insertSubviewAtIndex(view, above ? subviewStorage.count : 0)
            return
        }
        var index = subviewStorage.firstIndex { $0 === sibling }! + (above ? 1 : 0)
        if view.superview === self, let current = subviewStorage.firstIndex(where: { $0 === view }), current < index {
            index -= 1
        }
        insertSubviewAtIndex(view, index)
    }

    package func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let oldTint = tintColor!
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        if let first = oldWindow?.firstResponder as? UIView, first.isDescendant(of: self) {
            oldWindow?.firstResponder = nil
        }
        parent.subviewStorage.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        autoLayoutDidMove(from: parent)
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
        inheritedTintMayHaveChanged(from: oldTint)
        refreshTraits()
        parent.setNeedsLayout()
    }

    package func moveSubview(_ view: UIView, toFront: Bool) {
        guard view.superview === self, let i = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: i)
        if toFront {
            subviewStorage.append(view)
            layer.addSublayer(view.layer)
        } else {
            subviewStorage.insert(view, at: 0)
            layer.insertSublayer(view.layer, at: 0)
        }
    }

    package func exchangeSubviews(_ i: Int, _ j: Int) {
        guard subviewStorage.indices.contains(i), subviewStorage.indices.contains(j), i != j else { return }
        let a = subviewStorage[i], b = subviewStorage[j]
        subviewStorage.swapAt(i, j)
        // Swap the two layers' places among all sublayers.
        let sublayers = layer.sublayerStorage
        guard let la = sublayers.firstIndex(where: { $0 === a.layer }),
              let lb = sublayers.firstIndex(where: { $0 === b.layer }) else { return }
        let (low, high) = la < lb ? (a.layer, b.layer) : (b.layer, a.layer)
        let lowIndex = min(la, lb), highIndex = max(la, lb)
        high.removeFromSuperlayer()
        layer.insertSublayer(high, at: UInt32(lowIndex))
        low.removeFromSuperlayer()
        layer.insertSublayer(low, at: UInt32(highIndex))
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        viewDelegate?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for view in subviewStorage { view.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        if let window {
            layer.contentsScale = window.screen.scale
            applyAppearanceProxies()
        }
        didMoveToWindow()
        for view in subviewStorage { view.propagateDidMoveToWindow() }
        viewDelegate?.rootViewDidMoveToWindow()
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// Depth-first, this view first: the first view whose `tag` matches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviewStorage {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }
}
