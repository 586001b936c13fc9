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

    /// The attributes along and across the stack's axis, and what the views
    /// are pinned to: what every part of the arrangement is written in.
    @preconcurrency @MainActor
    private struct Axes {
        let horizontal: Bool
        let lead: A, trail: A, size: A, center: A
        let crossLead: A, crossTrail: A, crossSize: A, crossCenter: A
        /// The stack, or its margins guide when the arrangement is margins-relative.
        let canvas: AnyObject

        init(_ stack: UIStackView) {
            horizontal = stack.axis == .horizontal
            lead = horizontal ? .leading : .top
            trail = horizontal ? .trailing : .bottom
            size = horizontal ? .width : .height
            center = horizontal ? .centerX : .centerY
            crossLead = horizontal ? .top : .leading
            crossTrail = horizontal ? .bottom : .trailing
            crossSize = horizontal ? .height : .width
            crossCenter = horizontal ? .centerY : .centerX
            canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        }

        /// A view's intrinsic size along the axis.
        func intrinsicLength(of view: UIView) -> CGFloat {
            horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        }
    }

    /// Two neighbouring visible views and the spacing between them.
    private typealias Gap = (before: UIView, after: UIView, spacing: CGFloat)

    /// `item.attribute relation other.otherAttribute × multiplier + constant`,
    /// with UIKit's identifier for it; `other` nil is a constant size.
    private func constraint(_ item: AnyObject, _ attribute: A, _ relation: NSLayoutConstraint.Relation,
                            _ other: AnyObject?, _ otherAttribute: A, multiplier: CGFloat = 1, constant: CGFloat = 0,
                            priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: item, attribute, relation, second: other,
                                      other == nil ? .notAnAttribute : otherAttribute,
                                      multiplier: multiplier, constant: constant, validated: false)
        made.priority = priority
        made.identifier = identifier
        return made
    }

    /// Every constraint of the arrangement, in the order the comment above
    /// lists them (unsatisfiable-constraint logs list them in this order).
    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let axes = Axes(self)
        let visible = visibleArrangedSubviews
        let gaps: [Gap] = zip(visible, visible.dropFirst()).map { ($0, $1, spacing(after: $0)) }
        var made: [NSLayoutConstraint] = []
        made += canvasConstraints(axes, visible)
        made += spacingConstraints(axes, gaps)
        let distributing = distributionConstraints(axes, visible, gaps)
        made += distributing
        let proportional = distributing.contains { $0.identifier == "UISV-fill-proportionally" }
        if distribution != .fillEqually, distribution != .fillProportionally || !proportional {
            made += tieBreakConstraints(axes, visible)
        }
        for view in visible { made += crossAxisConstraints(axes, view, first: visible.first!) }
        made += hidingConstraints(axes)
        return made
    }

    /// canvas-fit in both axes, then canvas-connection of the first and last views.
    private func canvasConstraints(_ axes: Axes, _ visible: [UIView]) -> [NSLayoutConstraint] {
        var made = [
            constraint(self, axes.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"),
            constraint(self, axes.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"),
        ]
        if let first = visible.first, let last = visible.last {
            made.append(constraint(first, axes.lead, .equal, axes.canvas, axes.lead, "UISV-canvas-connection"))
            made.append(constraint(axes.canvas, axes.trail, .equal, last, axes.trail, "UISV-canvas-connection"))
        }
        return made
    }

    /// next.leading == (or >=, for the equal distributions) previous.trailing +
    /// spacing; baseline to baseline in a baseline-relative vertical stack.
    private func spacingConstraints(_ axes: Axes, _ gaps: [Gap]) -> [NSLayoutConstraint] {
        let baselineSpacing = isBaselineRelativeArrangement && !axes.horizontal
        let (before, after): (A, A) = baselineSpacing ? (.lastBaseline, .firstBaseline) : (axes.trail, axes.lead)
        let relation: NSLayoutConstraint.Relation
        switch distribution {
        case .fill, .fillEqually, .fillProportionally: relation = .equal
        case .equalSpacing, .equalCentering: relation = .greaterThanOrEqual
        }
        return gaps.map { constraint($0.after, after, relation, $0.before, before, constant: $0.spacing, "UISV-spacing") }
    }

    private func distributionConstraints(_ axes: Axes, _ visible: [UIView], _ gaps: [Gap]) -> [NSLayoutConstraint] {
        switch distribution {
        case .equalSpacing, .equalCentering:
            return spacerGuideConstraints(axes, gaps, centering: distribution == .equalCentering)
        case .fillEqually:
            guard let first = visible.first else { return [] }
            return visible.dropFirst().map { constraint($0, axes.size, .equal, first, axes.size, "UISV-fill-equally") }
        case .fillProportionally:
            return proportionalConstraints(axes, visible, spacingTotal: gaps.reduce(0) { $0 + $1.spacing })
        case .fill:
            return []
        }
    }

    /// A spacer guide per gap (edge to edge, or centre to centre), all of one
    /// size: required for equalSpacing, at 999 for equalCentering.
    private func spacerGuideConstraints(_ axes: Axes, _ gaps: [Gap], centering: Bool) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var firstGuide: UILayoutGuide?
        for gap in gaps {
            let guide = UILayoutGuide()
            guide.identifier = centering ? "UISV-distributing-centers" : "UISV-distributing-edges"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
            made.append(constraint(guide, axes.lead, .equal, gap.before, centering ? axes.center : axes.trail, "UISV-distributing"))
            made.append(constraint(guide, axes.trail, .equal, gap.after, centering ? axes.center : axes.lead, "UISV-distributing"))
            // Cross-axis placement of the spacer is irrelevant; pin it to keep it unambiguous.
            made.append(constraint(guide, axes.crossLead, .equal, axes.canvas, axes.crossLead, "UISV-distributing"))
            made.append(constraint(guide, axes.crossSize, .equal, nil, .notAnAttribute, "UISV-distributing"))
            if let firstGuide {
                made.append(constraint(guide, axes.size, .equal, firstGuide, axes.size,
                                       priority: centering ? UILayoutPriority(999) : .required, "UISV-fill-equally"))
            } else {
                firstGuide = guide
            }
        }
        return made
    }

    /// size_i == w_i/Σw × (canvas size − Σ spacing) at 999, w_i the intrinsic
    /// size or else the current one; nothing when every w_i is zero.
    private func proportionalConstraints(_ axes: Axes, _ visible: [UIView], spacingTotal: CGFloat) -> [NSLayoutConstraint] {
        let weights = visible.map { view -> CGFloat in
            let intrinsic = axes.intrinsicLength(of: view)
            if intrinsic != UIView.noIntrinsicMetric { return max(intrinsic, 0) }
            return axes.horizontal ? view.bounds.width : view.bounds.height
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return [] }
        return zip(visible, weights).map { view, weight in
            let ratio = weight / total
            if ratio == 0 {
                return constraint(view, axes.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(999),
                                  "UISV-fill-proportionally")
            }
            return constraint(view, axes.size, .equal, axes.canvas, axes.size, multiplier: ratio,
                              constant: -ratio * spacingTotal, priority: UILayoutPriority(999), "UISV-fill-proportionally")
        }
    }

    /// Index-based tie-break, below every real priority: later views hold
    /// their intrinsic size a little harder, so the first one stretches first.
    private func tieBreakConstraints(_ axes: Axes, _ visible: [UIView]) -> [NSLayoutConstraint] {
        visible.enumerated().map { i, view in
            let priority = UILayoutPriority(0.1 + 0.8 * Float(i + 1) / Float(visible.count + 1))
            return constraint(view, axes.size, .equal, nil, .notAnAttribute, constant: max(axes.intrinsicLength(of: view), 0),
                              priority: priority, "UISV-ambiguity-suppression")
        }
    }

    /// Across the axis, one view: pinned, aligned or baseline-aligned to the
    /// first view, as `alignment` says.
    private func crossAxisConstraints(_ axes: Axes, _ view: UIView, first: UIView) -> [NSLayoutConstraint] {
        let canvas = axes.canvas
        let baseline = axes.horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let crossAlignment: Alignment = (alignment == .firstBaseline || alignment == .lastBaseline) && !baseline ? .fill : alignment
        var made: [NSLayoutConstraint] = []
        switch crossAlignment {
        case .fill:
            made.append(constraint(view, axes.crossLead, .equal, canvas, axes.crossLead, "UISV-alignment"))
            made.append(constraint(canvas, axes.crossTrail, .equal, view, axes.crossTrail, "UISV-alignment"))
        case .leading:
            made.append(constraint(view, axes.crossLead, .equal, canvas, axes.crossLead, "UISV-alignment"))
            made.append(constraint(canvas, axes.crossTrail, .greaterThanOrEqual, view, axes.crossTrail, "UISV-spanning-boundary"))
        case .trailing:
            made.append(constraint(canvas, axes.crossTrail, .equal, view, axes.crossTrail, "UISV-alignment"))
            made.append(constraint(view, axes.crossLead, .greaterThanOrEqual, canvas, axes.crossLead, "UISV-spanning-boundary"))
        case .center:
            made.append(constraint(view, axes.crossCenter, .equal, canvas, axes.crossCenter, "UISV-alignment"))
            made.append(constraint(view, axes.crossLead, .greaterThanOrEqual, canvas, axes.crossLead, "UISV-spanning-boundary"))
        case .firstBaseline, .lastBaseline:
            let attribute: A = crossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first {
                made.append(constraint(view, attribute, .equal, first, attribute, "UISV-alignment"))
            }
            made.append(constraint(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-spanning-boundary"))
            made.append(constraint(canvas, .bottom, .greaterThanOrEqual, view, .bottom, "UISV-spanning-boundary"))
            made.append(constraint(view, .top, .equal, canvas, .top, priority: UILayoutPriority(1), "UISV-spanning-fit"))
        }
        if crossAlignment != .fill {
            made.append(constraint(view, axes.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
                                   "UISV-ambiguity-suppression"))
        }
        return made
    }

    /// Hidden arranged views: no size along the axis, placed at the end of the
    /// previous visible view, no spacing.
    private func hidingConstraints(_ axes: Axes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var previous: (AnyObject, A) = (axes.canvas, axes.lead)
        for view in arrangedSubviews {
            if view.isHidden {
                made.append(constraint(view, axes.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
                made.append(constraint(view, axes.lead, .equal, previous.0, previous.1, "UISV-hiding"))
                made.append(constraint(view, axes.crossLead, .equal, axes.canvas, axes.crossLead, "UISV-hiding"))
            } else {
                previous = (view, axes.trail)
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
