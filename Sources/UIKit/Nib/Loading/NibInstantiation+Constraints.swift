/// The file's constraints become NSLayoutConstraints, activated once every
/// object exists (so `superview` and ids resolve) and before outlets are
/// connected (an outlet may name a constraint's id). As Interface Builder
/// does, a view named by a constraint stops translating its autoresizing
/// mask, unless the file says otherwise; a superview named only as the other
/// end of a constraint keeps its frame.
extension NibInstantiation {
    func makeConstraints(_ ordered: [(object: NibObject, instance: AnyObject)]) throws(LayoutFileError) {
        var objectOf: [ObjectIdentifier: NibObject] = [:]
        for entry in ordered { objectOf[ObjectIdentifier(entry.instance)] = entry.object }
        for entry in ordered {
            for constraintEntry in entry.object.constraints {
                let constraint = try makeConstraint(constraintEntry)
                for (item, isFirst) in [(constraint.firstItem, true), (constraint.secondItem, false)] {
                    // A cell's content view keeps its frame: the cell lays it out.
                    guard let view = item as? UIView, !view.isCellContentView else { continue }
                    if !isFirst, let first = constraint.firstItem.flatMap(LayoutItemRef.hostView(of:)), first.isDescendant(of: view) {
                        continue
                    }
                    if objectOf[ObjectIdentifier(view)]?.builtInProperties["translatesAutoresizingMaskIntoConstraints"] == nil {
                        view.translatesAutoresizingMaskIntoConstraints = false
                    }
                }
                constraint.isActive = true
                if let id = constraintEntry.description.id { instancesByID[id] = constraint }
                if document.sizeClassVariations != nil {
                    madeConstraints[ObjectIdentifier(entry.object), default: []].append((constraintEntry.description.id, constraint))
                }
            }
        }
    }

    private func makeConstraint(_ entry: NibConstraintEntry) throws(LayoutFileError) -> NSLayoutConstraint {
        let d = entry.description
        let firstView = try view(for: d.first.item, firstView: nil, entry)
        let first = try item(firstView, d.first.guide, entry)
        var second: AnyObject?
        if let anchor = d.second {
            second = try item(try view(for: anchor.item, firstView: firstView, entry), anchor.guide, entry)
        }
        let constraint = NSLayoutConstraint(
            first: first, NSLayoutConstraint.Attribute(rawValue: d.first.attribute.rawValue)!,
            NSLayoutConstraint.Relation(rawValue: d.relation.rawValue)!,
            second: second, d.second.flatMap { NSLayoutConstraint.Attribute(rawValue: $0.attribute.rawValue) } ?? .notAnAttribute,
            multiplier: CGFloat(d.multiplier), constant: CGFloat(d.constant))
        if let reason = constraint.invalidReason {
            let text = reason.components(separatedBy: "reason: '").last.map { String($0.dropLast()) } ?? reason
            throw reader.error(entry.source, "UIKit refuses this constraint: \(text)")
        }
        guard constraint.installationHost() != nil else {
            throw reader.error(entry.source, "the constraint's items have no common ancestor (they are in different view trees)")
        }
        constraint.priority = UILayoutPriority(Float(d.priority))
        constraint.identifier = d.identifier
        return constraint
    }

    private func view(for item: NibConstraintDescription.Item, firstView: UIView?,
                      _ entry: NibConstraintEntry) throws(LayoutFileError) -> UIView {
        switch item {
        case .object(let id):
            guard let object = instancesByID[id] else {
                throw reader.error(entry.source, "\(JSONValue.quote(id)) is not an object this file creates")
            }
            guard let view = object as? UIView else {
                throw reader.error(entry.source, "\(JSONValue.quote(id)) is a \(type(of: object)), not a view; constraints relate views")
            }
            return view
        case .superview:
            guard let superview = firstView?.superview else {
                throw reader.error(entry.source, "the first item has no superview, so the constraint cannot use superview")
            }
            return superview
        }
    }

    private func item(_ view: UIView, _ guide: NibConstraintDescription.Guide?, _ entry: NibConstraintEntry) throws(LayoutFileError) -> AnyObject {
        switch guide {
        case nil: return view
        case .safeAreaLayoutGuide: return view.safeAreaLayoutGuide
        case .layoutMarginsGuide: return view.layoutMarginsGuide
        case .readableContentGuide: return view.readableContentGuide
        case .contentView:
            if let content = view.nibContentView { return content }
            throw reader.error(entry.source, "\(type(of: view)) has no contentView: only a UITableViewCell, UICollectionViewCell, UITableViewHeaderFooterView or UIVisualEffectView does")
        case .contentLayoutGuide:
            return try scrollView(view, .contentLayoutGuide, entry).contentLayoutGuide
        case .frameLayoutGuide:
            return try scrollView(view, .frameLayoutGuide, entry).frameLayoutGuide
        }
    }

    private func scrollView(_ view: UIView, _ guide: NibConstraintDescription.Guide, _ entry: NibConstraintEntry) throws(LayoutFileError) -> UIScrollView {
        guard let scroll = view as? UIScrollView else {
            throw reader.error(entry.source, "\(type(of: view)) has no \(guide.rawValue): only a UIScrollView (or a subclass) does")
        }
        return scroll
    }
}

extension NibInstantiation {
    /// Gives the view made from `root` the document's size-class variations
    /// for the objects made with it, in the state of the document's device.
    func attachTraitVariations(under root: NibObject) {
        guard let variations = document.sizeClassVariations, let view = instances[ObjectIdentifier(root)] as? UIView else { return }
        let made = madeObjects(under: root)
        let storage = NibTraitVariations(variations: variations, reader: reader,
                                         objects: made.map { ($0.object.id, $0.instance) },
                                         constraints: made.flatMap { madeConstraints[ObjectIdentifier($0.object)] ?? [] })
        storage.apply(variations.loaded)
        view.nibTraitVariations = storage
    }
}
