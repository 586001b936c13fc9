extension LayoutFileCoder {
    /// Layout margins and content priorities from the file.
    @preconcurrency @MainActor
    func applyAutoLayoutProperties(to view: UIView) {
        if case .insets(let i)? = propertyValue(forKey: "layoutMargins"), i.count == 4 {
            view.layoutMargins = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        if case .bool(let b)? = propertyValue(forKey: "preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = b }
        if case .bool(let b)? = propertyValue(forKey: "insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = b }
        // Interface Builder gives labels and image views a hugging of 251.
        if Self.isKind(of: ["UILabel", "UIImageView"], view) {
            view.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            view.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        }
        for (key, axis, hugging) in [("contentHuggingPriority.horizontal", NSLayoutConstraint.Axis.horizontal, true),
                                     ("contentHuggingPriority.vertical", .vertical, true),
                                     ("contentCompressionResistancePriority.horizontal", .horizontal, false),
                                     ("contentCompressionResistancePriority.vertical", .vertical, false)] {
            guard case .number(let n)? = propertyValue(forKey: key) else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(n)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(n)), for: axis)
            }
        }
    }

    /// Whether the view's class or a superclass has one of these names
    /// (`String(describing:)`'s, read without its protocol look-ups: each one a
    /// search of the process's conformance records, a cost per view in a layout file).
    static func isKind(of names: Set<String>, _ object: AnyObject) -> Bool {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if names.contains(_typeName(current, qualified: false)) { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}
