// Views taking part in an engine, and the implicit constraints UIKit adds
// for each: intrinsic content size (hugging, compression resistance) and,
// for views that translate their autoresizing mask, the mask's rule as
// constraints on the view's origin and size against its superview's size.

extension AutoLayoutEngine {
    /// The view's record, made (with its implicit constraints) on first use.
    @discardableResult
    func participant(_ view: UIView) -> Participant {
        let id = ObjectIdentifier(view)
        if let p = participants[id] { return p }
        let state = view.autoLayout
        if !isDetached {
            if let other = state.engine, other !== self { other.dropParticipant(id) }
            state.engine = self
        }
        let p = Participant(view: view)
        participants[id] = p
        register(state.variables, of: view)
        if view is LayoutWidthDependentSizing { widthDependent.append(WeakView(view: view)) }
        addContentSizeConstraints(p, view)
        if !(isDetached && view === root) { addAutoresizingConstraints(p, view) }
        return p
    }

    func dropParticipant(_ id: ObjectIdentifier) {
        guard let p = participants.removeValue(forKey: id) else { return }
        for c in p.contentSizeConstraints + p.autoresizingConstraints { remove(c) }
        if let view = p.view, view.autoLayoutIfPresent?.engine === self {
            view.autoLayout.engine = nil
            // The width it was given here means nothing outside this engine.
            (view as? LayoutWidthDependentSizing)?.layoutEngineWidth = nil
        }
        widthDependent.removeAll { $0.view == nil || $0.view === p.view }
    }

    private func addContentSizeConstraints(_ p: Participant, _ view: UIView) {
        let size = view.intrinsicContentSize
        p.intrinsicSize = size
        let state = view.autoLayout
        var made: [NSLayoutConstraint] = []
        for (axis, value) in [(0, size.width), (1, size.height)] where value != UIView.noIntrinsicMetric && value >= 0 {
            let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
            made.append(NSContentSizeLayoutConstraint(view: view, attribute: attribute, hugging: true, size: value,
                                                      priority: state.hugging[axis]))
            made.append(NSContentSizeLayoutConstraint(view: view, attribute: attribute, hugging: false, size: value,
                                                      priority: state.compression[axis]))
        }
        p.contentSizeConstraints = made
        for c in made { add(c) }
    }

    private func addAutoresizingConstraints(_ p: Participant, _ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints else {
            p.autoresizingBasis = nil
            return
        }
        let frame = view.alignmentRect(forFrame: view.frame)
        let mask = view.autoresizingMask
        let superview = view.superview
        p.autoresizingBasis = AutoresizingBasis(frame: frame, mask: mask, superviewSize: superview?.bounds.size)
        var made: [NSLayoutConstraint] = []
        if let superview {
            let h = Self.maskRule(origin: frame.minX, length: frame.width, superLength: superview.bounds.width,
                                  flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let v = Self.maskRule(origin: frame.minY, length: frame.height, superLength: superview.bounds.height,
                                  flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            made = [
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .left, superview: superview, superAttribute: .width,
                                                   multiplier: h.origin.m, constant: h.origin.k, mask: mask),
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .top, superview: superview, superAttribute: .height,
                                                   multiplier: v.origin.m, constant: v.origin.k, mask: mask),
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .width, superview: superview, superAttribute: .width,
                                                   multiplier: h.length.m, constant: h.length.k, mask: mask),
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .height, superview: superview, superAttribute: .height,
                                                   multiplier: v.length.m, constant: v.length.k, mask: mask),
            ]
        } else {
            // A root: its size is its frame's (its position is no one's business).
            made = [
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .width, superview: nil, superAttribute: .notAnAttribute,
                                                   multiplier: 1, constant: frame.width, mask: mask),
                NSAutoresizingMaskLayoutConstraint(view: view, attribute: .height, superview: nil, superAttribute: .notAnAttribute,
                                                   multiplier: 1, constant: frame.height, mask: mask),
            ]
        }
        p.autoresizingConstraints = made
        for c in made { add(c) }
    }

    /// UIKit's autoresizing rule as linear functions of the superview's
    /// length W: fixed segments keep their length, flexible ones share
    /// W - fixed in proportion to their current lengths (equally if all are
    /// 0); a mask with nothing flexible behaves as a flexible trailing margin.
    static func maskRule(origin: CGFloat, length: CGFloat, superLength: CGFloat,
                         flexible: (lead: Bool, size: Bool, trail: Bool))
        -> (origin: (m: CGFloat, k: CGFloat), length: (m: CGFloat, k: CGFloat))
    {
        var f = [flexible.lead, flexible.size, flexible.trail]
        if !f.contains(true) { f[2] = true }
        let segments = [origin, length, superLength - origin - length]
        let total = zip(segments, f).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        let fixed = zip(segments, f).reduce(CGFloat(0)) { $0 + ($1.1 ? 0 : $1.0) }
        let count = CGFloat(f.filter { $0 }.count)
        func rule(_ i: Int) -> (m: CGFloat, k: CGFloat) {
            guard f[i] else { return (0, segments[i]) }
            let ratio = total != 0 ? segments[i] / total : 1 / count
            return (ratio, -ratio * fixed)
        }
        return (rule(0), rule(1))
    }

    /// Brings a view's implicit constraints up to date: its intrinsic size
    /// was invalidated, its frame was set by the app, or its
    /// `translatesAutoresizingMaskIntoConstraints` changed. Returns true if
    /// its intrinsic-size constraints were replaced.
    @discardableResult
    func refreshImplicitConstraints(of view: UIView) -> Bool {
        guard let p = participants[ObjectIdentifier(view)] else { return false }
        var resized = false
        let size = view.intrinsicContentSize
        if size != p.intrinsicSize || p.contentSizeConstraints.contains(where: { c in
            let c = c as! NSContentSizeLayoutConstraint
            let axis = c.firstAttribute == .width ? 0 : 1
            return c.priority != (c.isHugging ? view.autoLayout.hugging[axis] : view.autoLayout.compression[axis])
        }) {
            resized = true
            for c in p.contentSizeConstraints { remove(c) }
            addContentSizeConstraints(p, view)
            // Baseline offsets may have moved with the text.
            // In activation order, so the solver sees the same sequence every run.
            for c in p.baselineUsers.values.sorted(by: { $0.sequence < $1.sequence }) where present[ObjectIdentifier(c)] != nil {
                remove(c)
                add(c)
            }
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            let basis = AutoresizingBasis(frame: view.alignmentRect(forFrame: view.frame), mask: view.autoresizingMask, superviewSize: view.superview?.bounds.size)
            guard basis != p.autoresizingBasis else { return resized }
            // A frame the mask's rule already gives (the superview was resized) needs nothing new.
            if let old = p.autoresizingBasis, old.mask == basis.mask, !p.autoresizingConstraints.isEmpty,
               Self.close(rect(of: view.autoLayout.variables), basis.frame, ignoringOrigin: view.superview == nil) {
                return resized
            }
            for c in p.autoresizingConstraints { remove(c) }
            addAutoresizingConstraints(p, view)
        } else if !p.autoresizingConstraints.isEmpty {
            for c in p.autoresizingConstraints { remove(c) }
            p.autoresizingConstraints = []
            p.autoresizingBasis = nil
        }
        return resized
    }

    static func close(_ a: CGRect, _ b: CGRect, ignoringOrigin: Bool) -> Bool {
        let e: CGFloat = 1e-6
        let size = abs(a.width - b.width) < e && abs(a.height - b.height) < e
        return size && (ignoringOrigin || (abs(a.minX - b.minX) < e && abs(a.minY - b.minY) < e))
    }
}
