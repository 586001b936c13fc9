import Foundation

/// Constraints and outlets.
extension InterfaceBuilderWriter {
    /// The view a constraint item names: an object by id, or the first item's superview.
    func view(for item: NibConstraintDescription.Item, first: NibObject?) -> NibObject? {
        switch item {
        case .object(let id): return document.objectsByID[id]
        case .superview: return first.flatMap { parents[ObjectIdentifier($0)] }
        }
    }

    func isDescendant(_ view: NibObject, of ancestor: NibObject) -> Bool {
        var current: NibObject? = view
        while let v = current {
            if v === ancestor { return true }
            current = parents[ObjectIdentifier(v)]
        }
        return false
    }

    /// Which views a constraint takes out of autoresizing (the layout file's
    /// loader does it for the views a constraint names, unless the file says
    /// otherwise; a reader of a `.xib` takes the element's word), and whose
    /// safe area is named.
    mutating func collectConstraintUse(_ object: NibObject) {
        for entry in object.constraints {
            let d = entry.description
            guard let first = view(for: d.first.item, first: nil) else { continue }
            if d.first.guide == nil { constrainedViews.insert(ObjectIdentifier(first)) }
            if d.first.guide == .safeAreaLayoutGuide { safeAreaViews.insert(ObjectIdentifier(first)) }
            if let anchor = d.second, let second = view(for: anchor.item, first: first) {
                if anchor.guide == nil, !isDescendant(first, of: second) { constrainedViews.insert(ObjectIdentifier(second)) }
                if anchor.guide == .safeAreaLayoutGuide { safeAreaViews.insert(ObjectIdentifier(second)) }
            }
        }
        if let view = object.view { collectConstraintUse(view) }
        for child in object.allSubviews + [object.tableHeaderView, object.tableFooterView].compactMap({ $0 }) { collectConstraintUse(child) }
    }

    static let marginAttributes: [NibConstraintDescription.Attribute: String] = [
        .left: "leftMargin", .right: "rightMargin", .top: "topMargin", .bottom: "bottomMargin", .leading: "leadingMargin",
        .trailing: "trailingMargin", .centerX: "centerXWithinMargins", .centerY: "centerYWithinMargins",
    ]

    /// The item and attribute of one end of a constraint: a view, its safe
    /// area guide, its margins (Interface Builder's margin attributes are
    /// the margins guide's anchors), or a visual effect view's content view.
    mutating func anchor(_ anchor: NibConstraintDescription.Anchor, view: NibObject,
                         _ source: JSONValue) throws(LayoutFileError) -> (item: String, attribute: String)? {
        switch anchor.guide {
        case nil: return (id(of: view), anchor.attribute.name)
        case .safeAreaLayoutGuide?: return (safeAreaID(of: view), anchor.attribute.name)
        case .layoutMarginsGuide?:
            guard let attribute = Self.marginAttributes[anchor.attribute] else {
                try unsupported(source, "a .xib names a view's margins by its margin attributes (leadingMargin, …); the margins guide's \(anchor.attribute.name) has none")
                return nil
            }
            return (id(of: view), attribute)
        case .readableContentGuide?:
            try unsupported(source, "constraints to a readable content guide have no form in a .xib that Offscreen reads back")
            return nil
        case .contentView?:
            guard let contentID = contentViewIDs[ObjectIdentifier(view)] else {
                try unsupported(source, "a cell's content view has no form in a .xib (cells belong to tables and collection views in storyboards)")
                return nil
            }
            return (contentID, anchor.attribute.name)
        case .contentLayoutGuide?, .frameLayoutGuide?:
            try unsupported(source, "constraints to a scroll view's content or frame layout guide have no form in a .xib that Offscreen writes (it writes no <scrollView>)")
            return nil
        }
    }

    /// A view's `<constraint>`s, each with its items (the holding view's
    /// own first item left out, as Xcode writes it).
    mutating func constraintElements(_ object: NibObject) throws(LayoutFileError) -> [XMLWriterNode] {
        var out: [XMLWriterNode] = []
        for entry in object.constraints {
            let d = entry.description
            guard let firstView = view(for: d.first.item, first: nil) else {
                try unsupported(entry.source, "the constraint's first item is not a view of the file")
                continue
            }
            guard let first = try anchor(d.first, view: firstView, entry.source) else { continue }
            var attributes: [(String, String)] = []
            if first.item != id(of: object) { attributes.append(("firstItem", first.item)) }
            attributes.append(("firstAttribute", first.attribute))
            switch d.relation {
            case .equal: break
            case .lessThanOrEqual: attributes.append(("relation", "lessThanOrEqual"))
            case .greaterThanOrEqual: attributes.append(("relation", "greaterThanOrEqual"))
            }
            if let secondAnchor = d.second {
                guard let secondView = view(for: secondAnchor.item, first: firstView) else {
                    try unsupported(entry.source, "the constraint's second item has no view in the file")
                    continue
                }
                guard let second = try anchor(secondAnchor, view: secondView, entry.source) else { continue }
                attributes.append(("secondItem", second.item))
                attributes.append(("secondAttribute", second.attribute))
                if d.multiplier != 1 { attributes.append(("multiplier", Self.number(d.multiplier))) }
            }
            if d.constant != 0 { attributes.append(("constant", Self.number(d.constant))) }
            if d.priority != 1000 { attributes.append(("priority", Self.number(d.priority))) }
            if let identifier = d.identifier { attributes.append(("identifier", try xmlText(identifier, entry.source))) }
            attributes.append(("id", constraintIDsByPath[entry.source.path]!))
            out.append(XMLWriterNode("constraint", attributes))
        }
        return out
    }

    /// `<outlet>`s and `<outletCollection>`s (one element per object of a
    /// collection, in order, as Xcode writes them).
    mutating func outletElements(_ outlets: [NibOutlet], holderSeed: String) throws(LayoutFileError) -> [XMLWriterNode] {
        var out: [XMLWriterNode] = []
        for outlet in outlets {
            for target in outlet.targetIDs {
                let destination: String
                if target == "owner" {
                    destination = "-1"
                } else if let object = document.objectsByID[target], let id = objectIDs[ObjectIdentifier(object)] {
                    destination = id
                } else if let id = constraintIDs[target] {
                    destination = id
                } else {
                    try unsupported(outlet.source, "the outlet's destination \(JSONValue.quote(target)) is not written to the .xib")
                    continue
                }
                var attributes: [(String, String)] = [("property", try xmlText(outlet.name, outlet.source)), ("destination", destination)]
                if outlet.isCollection { attributes.append(("collectionClass", "NSMutableArray")) }
                attributes.append(("id", makeID("outlet:\(holderSeed).\(outlet.name).\(target)")))
                out.append(XMLWriterNode(outlet.isCollection ? "outletCollection" : "outlet", attributes))
            }
        }
        return out
    }
}
