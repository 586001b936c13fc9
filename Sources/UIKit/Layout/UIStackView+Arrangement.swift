// The constraints a stack view makes, rebuilt in `updateConstraints()`
// whenever the arrangement changes. Named with UIKit's identifiers
// (`UISV-…`) so unsatisfiable-constraint logs read as on iOS.
//
// Along the axis ("leading"/"trailing"/"size" below mean the axis's):
// * canvas-connection: first.leading == canvas.leading, canvas.trailing == last.trailing
//   (the canvas is the stack, or its margins guide when margins-relative).
// * fill, fillEqually, fillProportionally: next.leading == previous.trailing + spacing.
// * equalSpacing: next.leading >= previous.trailing + spacing, and spacer
//   guides between neighbours all of one size (required): leftover space is
//   shared equally between the gaps.
// * equalCentering: next.leading >= previous.trailing + spacing, and spacer
//   guides from one centre to the next all of one size at 999: centres are
//   equidistant unless that needs the views to overlap their spacing; then
//   (compression resistance is 750) views are compressed before centring is
//   given up, following Apple's description "shrinks the spacing to
//   `spacing`, then compresses the views".
// * fillEqually: every size equals the first's (required).
// * fillProportionally: size_i == w_i/Σw × (canvas size − Σ spacing) at 999,
//   w_i the intrinsic size (or, without one, the current size, which is what
//   UIKit uses: a stack of frame-sized views without intrinsic sizes keeps
//   their proportions). All w_i zero: as fill.
// * fill / equalSpacing / equalCentering, ties: when several views have the
//   same hugging (or compression) priority, UIKit "resizes them based on
//   their index": the first arranged view stretches (or shrinks) first. Each
//   view gets `size == intrinsic size` at a priority below 1, higher for
//   later views, which decides only what the real priorities leave open.
// * canvas-fit: the stack's size == 0 at 49 in both axes, so an
//   unconstrained stack hugs its content (below every default priority and
//   below fittingSizeLevel).
// Across the axis, for each view:
// * fill: leading and trailing pinned to the canvas.
// * leading/top: leading pinned, trailing <= canvas; trailing/bottom: mirror;
//   center: centred, leading >= canvas. Plus `size == 0 @25`
//   (ambiguity suppression), so a view without intrinsic size collapses.
// * firstBaseline/lastBaseline (horizontal stacks): every view's baseline
//   equals the first's, top >= canvas top, bottom <= canvas bottom, and a
//   pull of each top to the canvas top at priority 1, so the group sits at
//   the top and the tallest ascender touches it. Vertical stacks lay baseline
//   alignments out as fill (UIKit documents them for horizontal stacks only).
// Hidden arranged views ("UISV-hiding"): size 0 along the axis, placed at
// the end of the previous visible view, no spacing around them.

extension UIStackView {
    package func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    private typealias A = NSLayoutConstraint.Attribute

    private func c(_ a: AnyObject, _ aa: A, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A,
                   m: CGFloat = 1, k: CGFloat = 0, p: UILayoutPriority = .required, _ id: String) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: a, aa, r, second: b, b == nil ? .notAnAttribute : ba, multiplier: m, constant: k,
                                      validated: false)
        made.priority = p
        made.identifier = id
        return made
    }

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let lead: A = horizontal ? .leading : .top
        let trail: A = horizontal ? .trailing : .bottom
        let size: A = horizontal ? .width : .height
        let center: A = horizontal ? .centerX : .centerY
        let crossLead: A = horizontal ? .top : .leading
        let crossTrail: A = horizontal ? .bottom : .trailing
        let crossSize: A = horizontal ? .height : .width
        let crossCenter: A = horizontal ? .centerY : .centerX
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = visibleArrangedSubviews
        var made: [NSLayoutConstraint] = []

        made.append(c(self, size, .equal, nil, .notAnAttribute, p: UILayoutPriority(49), "UISV-canvas-fit"))
        made.append(c(self, crossSize, .equal, nil, .notAnAttribute, p: UILayoutPriority(49), "UISV-canvas-fit"))

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            made.append(c(first, lead, .equal, canvas, lead, "UISV-canvas-connection"))
            made.append(c(canvas, trail, .equal, last, trail, "UISV-canvas-connection"))
        }
        let gaps = zip(visible, visible.dropFirst()).map { ($0, $1, spacing(after: $0)) }
        let baselineSpacing = isBaselineRelativeArrangement && !horizontal
        for (a, b, s) in gaps {
            let (ta, la): (A, A) = baselineSpacing ? (.lastBaseline, .firstBaseline) : (trail, lead)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(c(b, la, .equal, a, ta, k: s, "UISV-spacing"))
            case .equalSpacing, .equalCentering:
                made.append(c(b, la, .greaterThanOrEqual, a, ta, k: s, "UISV-spacing"))
            }
        }
        switch distribution {
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var firstGuide: UILayoutGuide?
            for (a, b, _) in gaps {
                let guide = UILayoutGuide()
                guide.identifier = centering ? "UISV-distributing-centers" : "UISV-distributing-edges"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                made.append(c(guide, lead, .equal, a, centering ? center : trail, "UISV-distributing"))
                made.append(c(guide, trail, .equal, b, centering ? center : lead, "UISV-distributing"))
                // Cross-axis placement of the spacer is irrelevant; pin it to keep it unambiguous.
                made.append(c(guide, crossLead, .equal, canvas, crossLead, "UISV-distributing"))
                made.append(c(guide, crossSize, .equal, nil, .notAnAttribute, "UISV-distributing"))
                if let firstGuide {
                    made.append(c(guide, size, .equal, firstGuide, size, p: centering ? UILayoutPriority(999) : .required,
                                  "UISV-fill-equally"))
                } else {
                    firstGuide = guide
                }
            }
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { made.append(c(view, size, .equal, first, size, "UISV-fill-equally")) }
            }
        case .fillProportionally:
            let weights = visible.map { view -> CGFloat in
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                if intrinsic != UIView.noIntrinsicMetric { return max(intrinsic, 0) }
                return horizontal ? view.bounds.width : view.bounds.height
            }
            let total = weights.reduce(0, +)
            let spacingTotal = gaps.reduce(0) { $0 + $1.2 }
            if total > 0 {
                for (view, w) in zip(visible, weights) {
                    let ratio = w / total
                    if ratio == 0 {
                        made.append(c(view, size, .equal, nil, .notAnAttribute, p: UILayoutPriority(999), "UISV-fill-proportionally"))
                    } else {
                        made.append(c(view, size, .equal, canvas, size, m: ratio, k: -ratio * spacingTotal,
                                      p: UILayoutPriority(999), "UISV-fill-proportionally"))
                    }
                }
            }
        case .fill:
            break
        }
        if distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering
            || (distribution == .fillProportionally && !made.contains { $0.identifier == "UISV-fill-proportionally" }) {
            // Index-based tie-break, below every real priority.
            for (i, view) in visible.enumerated() {
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                let p = UILayoutPriority(0.1 + 0.8 * Float(i + 1) / Float(visible.count + 1))
                made.append(c(view, size, .equal, nil, .notAnAttribute, k: max(intrinsic, 0), p: p, "UISV-ambiguity-suppression"))
            }
        }

        // Across the axis.
        let baseline = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let crossAlignment: Alignment = (alignment == .firstBaseline || alignment == .lastBaseline) && !baseline ? .fill : alignment
        for view in visible {
            switch crossAlignment {
            case .fill:
                made.append(c(view, crossLead, .equal, canvas, crossLead, "UISV-alignment"))
                made.append(c(canvas, crossTrail, .equal, view, crossTrail, "UISV-alignment"))
            case .leading:
                made.append(c(view, crossLead, .equal, canvas, crossLead, "UISV-alignment"))
                made.append(c(canvas, crossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary"))
            case .trailing:
                made.append(c(canvas, crossTrail, .equal, view, crossTrail, "UISV-alignment"))
                made.append(c(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
            case .center:
                made.append(c(view, crossCenter, .equal, canvas, crossCenter, "UISV-alignment"))
                made.append(c(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let attribute: A = crossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = visible.first, view !== first {
                    made.append(c(view, attribute, .equal, first, attribute, "UISV-alignment"))
                }
                made.append(c(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-spanning-boundary"))
                made.append(c(canvas, .bottom, .greaterThanOrEqual, view, .bottom, "UISV-spanning-boundary"))
                made.append(c(view, .top, .equal, canvas, .top, p: UILayoutPriority(1), "UISV-spanning-fit"))
            }
            if crossAlignment != .fill {
                made.append(c(view, crossSize, .equal, nil, .notAnAttribute, p: UILayoutPriority(25), "UISV-ambiguity-suppression"))
            }
        }

        // Hidden arranged views: no size along the axis, no spacing.
        var previous: (AnyObject, A) = (canvas, lead)
        for view in arrangedSubviews {
            if view.isHidden {
                made.append(c(view, size, .equal, nil, .notAnAttribute, "UISV-hiding"))
                made.append(c(view, lead, .equal, previous.0, previous.1, "UISV-hiding"))
                made.append(c(view, crossLead, .equal, canvas, crossLead, "UISV-hiding"))
            } else {
                previous = (view, trail)
            }
        }
        return made
    }

    /// The spacing after `view`: its custom spacing, else `spacing`
    /// (`spacingUseSystem` is the system spacing, 8).
    private func spacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == UIStackView.spacingUseSystem ? systemSpacing : s
    }
}
