// Layout margins, the safe area and the readable content guide.
//
// Headless safe area: on iOS `safeAreaInsets` comes from the device and the
// view controllers and is read-only. Offscreen has no device, so a window's
// insets are set with `UIWindow.offscreenSafeAreaInsets` (Offscreen's own
// API); every view's `safeAreaInsets` is the part of them its frame
// overlaps, as on iOS.
//
// A view controller's root view: UIKit gives it at least the controller's
// `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins`
// (default true): no top or bottom margin, and 16 points leading and
// trailing, 20 in a regular-width environment and in views at least 414
// points wide (the Plus and Max phones; the same widths at which Offscreen's
// table and navigation bar margins become 20). Margins set on the root view
// count where they are larger ("whichever values are greater", Apple's
// documentation of `systemMinimumLayoutMargins`); a root view never given
// margins has only the minimum, so its top and bottom margins are 0, not 8.
// The safe area is added on top when `insetsLayoutMarginsFromSafeArea`. With
// `viewRespectsSystemMinimumLayoutMargins = false` the root view has the
// margins it was given, 8 points on each side by default, as any view. This
// holds for every controller's view, a child's included: Apple documents
// the minimum for "the view controller's root view" without exception.
// `layoutMargins` and `directionalLayoutMargins` read back the margins with
// the minimum applied; as for every view in Offscreen, without the safe
// area (on iOS the root view's getters include it).
//
// Readable width: iOS sizes `readableContentGuide` for about 70 characters
// of body text; for the default Dynamic Type size (body 17 pt, "Large")
// that is 672 points. Offscreen has no Dynamic Type setting and always uses
// 672: the guide is the margins guide, at most 672 wide, centred in it.

extension UIView {
    /// The margins as left and right: directional margins resolved with the
    /// view's effective layout direction.
    package var currentLayoutMargins: UIEdgeInsets {
        let state = autoLayout
        let m = state.layoutMargins
        guard state.marginsAreDirectional, isRightToLeft else { return m }
        return UIEdgeInsets(top: m.top, left: m.right, bottom: m.bottom, right: m.left)
    }

    /// The margins before the safe area and the superview's margins count:
    /// those set, raised to the controller's system minimum for a view
    /// controller's root view (see the top of this file).
    package var managedLayoutMargins: UIEdgeInsets {
        guard let controller = viewDelegate, controller.viewStorage === self,
              controller.viewRespectsSystemMinimumLayoutMargins else { return currentLayoutMargins }
        let minimum = controller.systemMinimumMargins
        let rtl = isRightToLeft
        var m = autoLayout.marginsWereSet ? currentLayoutMargins : .zero
        m.top = max(m.top, minimum.top)
        m.left = max(m.left, rtl ? minimum.trailing : minimum.leading)
        m.bottom = max(m.bottom, minimum.bottom)
        m.right = max(m.right, rtl ? minimum.leading : minimum.trailing)
        return m
    }

    package var managedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        let m = managedLayoutMargins
        return isRightToLeft
            ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }

    package func setLayoutMargins(_ margins: UIEdgeInsets) {
        storeLayoutMargins(margins, directional: false)
    }

    package func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        storeLayoutMargins(UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing),
                           directional: true)
    }

    private func storeLayoutMargins(_ margins: UIEdgeInsets, directional: Bool) {
        let state = autoLayout
        guard state.layoutMargins != margins || state.marginsAreDirectional != directional || !state.marginsWereSet else { return }
        let before = managedLayoutMargins
        state.layoutMargins = margins
        state.marginsAreDirectional = directional
        state.marginsWereSet = true
        guard managedLayoutMargins != before else { return }
        marginsDidChange()
    }

    /// After the margins a view has (before the safe area) changed: its
    /// guides, `layoutMarginsDidChange()`, a layout pass.
    package func marginsDidChange() {
        refreshSystemLayoutGuides()
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutIfPresent?.preservesSuperviewLayoutMargins ?? false }
        set {
            autoLayout.preservesSuperviewLayoutMargins = newValue
            refreshSystemLayoutGuides()
        }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutIfPresent?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            refreshSystemLayoutGuides()
        }
    }

    /// The margins the margins guide uses: `layoutMargins`, measured from the
    /// safe area when `insetsLayoutMarginsFromSafeArea` (added to its
    /// insets), and at least the superview's margins where they reach into
    /// this view when `preservesSuperviewLayoutMargins`.
    package var effectiveLayoutMargins: UIEdgeInsets {
        let state = autoLayout
        var m = managedLayoutMargins
        if state.insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if state.preservesSuperviewLayoutMargins, let superview {
            let sm = superview.effectiveLayoutMargins
            let f = frame
            let sb = superview.bounds
            m.left = max(m.left, sm.left - (f.minX - sb.minX))
            m.top = max(m.top, sm.top - (f.minY - sb.minY))
            m.right = max(m.right, sm.right - (sb.maxX - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (sb.maxY - f.maxY))
        }
        return m
    }

    /// A guide for the area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayout
        if let guide = state.marginsGuide { return guide }
        let guide = SystemLayoutGuide(kind: .margins)
        state.marginsGuide = guide
        addEdgeGuide(guide, insets: effectiveLayoutMargins, name: "UIView-%@Margin-guide-constraint")
        return guide
    }

    /// A guide for the part of the view not covered by the window's safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayout
        if let guide = state.safeAreaGuide { return guide }
        let guide = SystemLayoutGuide(kind: .safeArea)
        state.safeAreaGuide = guide
        addEdgeGuide(guide, insets: safeAreaInsets, name: "UIViewSafeAreaLayoutGuide-%@")
        return guide
    }

    /// A guide at most 672 points wide, centred in the margins (see the top of this file).
    public var readableContentGuide: UILayoutGuide {
        let state = autoLayout
        if let guide = state.readableGuide { return guide }
        let guide = SystemLayoutGuide(kind: .readable)
        state.readableGuide = guide
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let width = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        width.priority = UILayoutPriority(999)
        let made = [
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableContentWidth),
            width,
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        for c in made { c.identifier = "UIView-readableContentGuide-constraint" }
        NSLayoutConstraint.activate(made)
        return guide
    }

    /// The readable width for body text at the default size.
    package static let readableContentWidth: CGFloat = 672

    private func addEdgeGuide(_ guide: SystemLayoutGuide, insets: UIEdgeInsets, name: String) {
        addLayoutGuide(guide)
        let edges = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            rightAnchor.constraint(equalTo: guide.rightAnchor, constant: insets.right),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: insets.bottom),
        ]
        for (c, edge) in zip(edges, ["left", "top", "right", "bottom"]) {
            c.identifier = name.replacingOccurrences(of: "%@", with: edge)
        }
        guide.edgeConstraints = edges
        NSLayoutConstraint.activate(edges)
    }

    // MARK: Safe area

    /// The part of the window's safe-area insets that this view overlaps
    /// (zero outside a window).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let w = window.offscreenSafeAreaInsets
        if self === window { return w }
        var safe = window.bounds.inset(by: w)
        // A container controller's bars inset its child's view and everything in it.
        var foundContainerInsets = false
        if UIView.containerSafeAreaInsetsInUse {
            var current: UIView? = self
            while let view = current, view !== window {
                let insets = view.containerSafeAreaInsets
                if insets != .zero {
                    foundContainerInsets = true
                    safe = safe.intersection(view.convert(view.bounds.inset(by: insets), to: window))
                }
                current = view.superview
            }
        }
        guard w != .zero || foundContainerInsets else { return .zero }
        if safe.isNull { return UIEdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0) }
        let r = convert(bounds, to: window)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
                            bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
    }

    /// Updates the system guides' constants from the current geometry and
    /// announces safe-area changes. Called when margins change and at the
    /// start of each layout pass of the view.
    package func refreshSystemLayoutGuides() {
        guard let state = autoLayoutIfPresent else { return }
        if state.safeAreaGuide != nil || state.marginsGuide != nil || state.lastSafeAreaInsets != .zero {
            let insets = safeAreaInsets
            if insets != state.lastSafeAreaInsets {
                state.lastSafeAreaInsets = insets
                safeAreaInsetsDidChange()
            }
            state.safeAreaGuide?.setInsets(insets)
        }
        state.marginsGuide?.setInsets(effectiveLayoutMargins)
    }
}

extension UIViewController {
    /// `systemMinimumLayoutMargins`: 16 points leading and trailing, 20 in a
    /// regular-width environment or in a root view at least 414 points wide.
    package var systemMinimumMargins: NSDirectionalEdgeInsets {
        let wide = traitCollection.horizontalSizeClass == .regular || (viewStorage?.bounds.width ?? 0) >= 414
        let side: CGFloat = wide ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension UIWindow {
    /// Offscreen's stand-in for the device's safe area (status bar, home
    /// indicator): the insets of this window's safe area. iOS derives
    /// `safeAreaInsets` from the hardware; headless, set them here (e.g.
    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for an iPhone 14).
    public var offscreenSafeAreaInsets: UIEdgeInsets {
        get { autoLayoutIfPresent?.windowSafeAreaInsets ?? .zero }
        set {
            guard newValue != offscreenSafeAreaInsets else { return }
            autoLayout.windowSafeAreaInsets = newValue
            safeAreaDidChangeInSubtree()
        }
    }
}

extension UIView {
    /// Refreshes the safe area of this view and every view inside it (their
    /// guides, `safeAreaInsetsDidChange()` where it changed) and lays them
    /// out again: after the window's insets or a container's changed.
    package func safeAreaDidChangeInSubtree() {
        guard window != nil || self is UIWindow else { return }
        func visit(_ view: UIView) {
            view.refreshSystemLayoutGuides()
            if view.autoLayoutIfPresent?.safeAreaGuide == nil {
                // Views without a guide still hear about the change.
                let insets = view.safeAreaInsets
                if insets != (view.autoLayoutIfPresent?.lastSafeAreaInsets ?? .zero) {
                    view.autoLayout.lastSafeAreaInsets = insets
                    view.safeAreaInsetsDidChange()
                }
            }
            view.setNeedsLayout()
            for sub in view.subviewStorage { visit(sub) }
        }
        visit(self)
    }
}
