// systemLayoutSizeFitting: the size the view's own constraints (those
// between it and its descendants, and their intrinsic sizes) give when its
// width and height are pulled towards the target at the fitting priorities.
// Solved in a throwaway engine, so the window's engine is not disturbed.

extension UIView {
    /// The smallest size the constraints allow: pass as the target to get it.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest: UIKit's value, 10,000,000 points each way.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    package func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = AutoLayoutEngine(root: self, detached: true)
        var installed: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            if let state = view.autoLayoutIfPresent {
                installed += state.installed.filter { c in
                    [c.firstItem, c.secondItem].allSatisfy { item in
                        guard let item else { return true }
                        return LayoutItemRef.hostView(of: item)?.isDescendant(of: self) ?? false
                    }
                }
            }
            for sub in view.subviewStorage { visit(sub) }
        }
        visit(self)
        engine.participant(self)
        for c in installed { engine.add(c) }
        // Fitting constraints: a required one holds exactly, a lower one pulls.
        func pull(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ priority: UILayoutPriority) {
            let c = NSLayoutConstraint(first: self, attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
                                       constant: value, validated: false)
            c.priority = priority
            engine.add(c)
        }
        pull(.width, target.width, horizontal)
        pull(.height, target.height, vertical)
        // Multi-line labels wrap at the width solved here; their real
        // engine's width is put back afterwards.
        let saved = engine.widthDependent.compactMap { entry in
            (entry.view as? LayoutWidthDependentSizing).map { ($0, $0.layoutEngineWidth) }
        }
        _ = engine.solveSettlingWidths()
        for (view, width) in saved { view.layoutEngineWidth = width }
        let rect = engine.rect(of: autoLayout.variables)
        return frame(forAlignmentRect: CGRect(origin: .zero, size: rect.size)).size
    }
}
