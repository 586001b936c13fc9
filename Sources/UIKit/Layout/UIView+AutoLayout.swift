// UIView's Auto Layout API (the legacy constraint list, ambiguity,
// content priorities, layout guides) and the hooks the view code calls
// (hierarchy moves, geometry changes, layoutSubviews applying frames).

extension UIView {
    /// Active constraints installed on this view: those whose closest common
    /// ancestor it is. (Implicit intrinsic-size and autoresizing-mask
    /// constraints are not listed.)
    public var constraints: [NSLayoutConstraint] { autoLayoutIfPresent?.installed ?? [] }

    /// Activates `constraint` (the legacy API: the view should be the items'
    /// common ancestor; UIKit installs it where activation would).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayoutIfPresent?.layoutGuides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        // Constraints naming the guide go with it, as in UIKit.
        var v: UIView? = self
        while let view = v {
            for c in view.constraints where c.firstItem === layoutGuide || c.secondItem === layoutGuide { c.isActive = false }
            v = view.superview
        }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    // MARK: Content priorities

    package func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let state = autoLayout
        if hugging {
            guard state.hugging[axis.rawValue] != priority else { return }
            state.hugging[axis.rawValue] = priority
        } else {
            guard state.compression[axis.rawValue] != priority else { return }
            state.compression[axis.rawValue] = priority
        }
        autoLayoutImplicitConstraintsDidChange()
    }

    // MARK: Debugging

    /// True when the engine has more than one equally good frame for the view.
    public var hasAmbiguousLayout: Bool {
        guard let state = autoLayoutIfPresent, let engine = state.engine else { return false }
        if engine.needsUpdate { engine.update() }
        return engine.isAmbiguous(state.variables)
    }

    /// On iOS this flips an ambiguous view to another valid frame. Offscreen
    /// keeps layouts deterministic, so it does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// The active constraints (including implicit ones) that act on the view in `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = autoLayoutIfPresent?.engine else { return [] }
        return engine.constraints(affecting: self, axis: axis)
    }

    // MARK: Hooks called by the view code

    /// The view moved to another superview (or left one): constraints on the
    /// old ancestors that name anything in this subtree are removed (UIKit's
    /// rule), and the engines re-walk their trees at the next update.
    package func autoLayoutDidMove(from oldSuperview: UIView?) {
        guard AutoLayoutEngine.isInUse else {
            if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
            return
        }
        let changes = AutoLayoutChanges.shared
        if let oldSuperview {
            var v: UIView? = oldSuperview
            while let ancestor = v {
                if let state = ancestor.autoLayoutIfPresent, !state.installed.isEmpty {
                    for c in state.installed where c.refersToSubtree(of: self) { c.isActive = false }
                }
                v = ancestor.superview
            }
        }
        // This subtree's own constraints now belong to another tree's engine.
        if let hosted = autoLayoutIfPresent?.hostedEngine, superview != nil {
            autoLayout.hostedEngine = nil
            for r in hosted.present.values where !r.constraint.isImplicit { hosted.remove(r.constraint) }
            for id in Array(hosted.participants.keys) { hosted.dropParticipant(id) }
        }
        func visit(_ view: UIView) {
            if let state = view.autoLayoutIfPresent {
                for c in state.installed { changes.constraintChanged(c, near: view) }
            }
            for sub in view.subviewStorage { visit(sub) }
        }
        visit(self)
        changes.hierarchyChanged()
        layer.requestUpdate()
        if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// The app set the frame, bounds or center: a view translating its
    /// autoresizing mask gets new constraints for it; a constraint-based
    /// view gets its solved frame back at its superview's next layout (as on
    /// iOS; setting it does not ask for one).
    package func autoLayoutGeometryDidChange() {
        guard let state = autoLayoutIfPresent, let engine = state.engine, !engine.isApplyingFrames else { return }
        if translatesAutoresizingMaskIntoConstraints {
            AutoLayoutChanges.shared.viewChanged(self)
        } else if let superview {
            AutoLayoutEngine.markFramePending(self, in: superview)
        }
    }

    /// Intrinsic size, content priorities or translatesAutoresizingMaskIntoConstraints changed.
    package func autoLayoutImplicitConstraintsDidChange() {
        guard let state = autoLayoutIfPresent, state.engine != nil else { return }
        AutoLayoutChanges.shared.viewChanged(self)
    }

    /// UIView's `layoutSubviews()`: subviews that do not translate their
    /// autoresizing mask get the frames the engine solved (rounded to the
    /// screen's pixels, as UIKit does); other subviews keep theirs. Only
    /// subviews whose solved rectangle changed since the last layout (or
    /// whose frame the app set) are visited, so re-laying out a container of
    /// many views after one constraint changed costs what moved.
    package func applyAutoLayoutFrames() {
        refreshSystemLayoutGuides()
        if let engine = autoLayoutIfPresent?.engine ?? rootView.autoLayoutIfPresent?.hostedEngine, engine.needsUpdate {
            engine.update()
        }
        guard let state = autoLayoutIfPresent, !state.pendingFrameChildren.isEmpty else { return }
        let pending = state.pendingFrameChildren
        state.pendingFrameChildren = []
        // The subviews share this view's screen: find it once, not per subview.
        let scale = window?.screen.scale ?? UIScreen.main.scale
        // By index, loading each weak reference in place (see `AutoLayoutEngine.view(at:in:)`).
        for i in pending.indices {
            guard let sub = AutoLayoutEngine.view(at: i, in: pending), sub.superview === self, let subState = sub.autoLayoutIfPresent,
                  subState.framePendingIn === self else { continue }
            subState.framePendingIn = nil
            guard !sub.translatesAutoresizingMaskIntoConstraints, let subEngine = subState.engine else { continue }
            if subEngine.needsUpdate { subEngine.update() }
            let solved = subEngine.rect(of: subState.variables, slots: &subState.slots)
            let frame = sub.frame(forAlignmentRect: UIView.pixelAligned(solved, scale: scale))
            guard frame != sub.frame else { continue }
            let oldWidth = sub.bounds.width
            subEngine.isApplyingFrames = true
            sub.frame = frame
            subEngine.isApplyingFrames = false
            // A view whose intrinsic height follows its width (wrapping text)
            // is asked again once it has its width.
            if sub.bounds.width != oldWidth, let p = subEngine.participants[ObjectIdentifier(sub)],
               p.intrinsicSize.height != UIView.noIntrinsicMetric, sub.intrinsicContentSize != p.intrinsicSize {
                AutoLayoutChanges.shared.viewChanged(sub)
                setNeedsLayout()
            }
        }
    }

    /// Edges rounded to the pixel grid of the view's screen.
    package func pixelAligned(_ rect: CGRect) -> CGRect {
        UIView.pixelAligned(rect, scale: window?.screen.scale ?? UIScreen.main.scale)
    }

    package static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }

    package func alignmentRectFromFrame(_ frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    package func frameFromAlignmentRect(_ rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
                      width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view` or inside it.
    package func refersToSubtree(of view: UIView) -> Bool {
        for item in [firstItem, secondItem].compactMap({ $0 }).flatMap(LayoutItemRef.components) {
            guard let host = LayoutItemRef.hostView(of: item) else { continue }
            if host.isDescendant(of: view) { return true }
        }
        return false
    }
}
