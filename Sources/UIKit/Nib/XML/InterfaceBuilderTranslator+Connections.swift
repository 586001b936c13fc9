import Foundation

/// Constraints, outlets and actions.
extension InterfaceBuilderTranslator {
    static let constraintAttributes: [String: String] = [
        "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading", "trailing": "trailing",
        "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY", "baseline": "lastBaseline",
        "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline", "leftMargin": "leftMargin", "rightMargin": "rightMargin",
        "topMargin": "topMargin", "bottomMargin": "bottomMargin", "leadingMargin": "leadingMargin",
        "trailingMargin": "trailingMargin", "centerXWithinMargins": "centerXWithinMargins",
        "centerYWithinMargins": "centerYWithinMargins",
    ]

    /// A view's `<constraints>` as layout-file equations. Placeholder
    /// constraints (removed at build time) are left out, as Xcode does.
    mutating func constraintList(_ node: XMLElementNode) throws(LayoutFileError) -> [JSONValue] {
        guard let list = node.child("constraints") else { return [] }
        var out: [JSONValue] = []
        for constraint in list.children("constraint") {
            if flag(constraint, "placeholder") == true { continue }
            guard let equation = try equation(constraint, holder: node) else { continue }
            var members: [(String, JSONValue)] = [("constraint", string(equation, constraint))]
            if let xibID = constraint["id"], outletDestinations.contains(xibID) || variedConstraintIDs.contains(xibID) {
                members.append(("id", string(layoutID(xibID), constraint)))
                emitted.insert(xibID)
            }
            if let identifier = constraint["identifier"] { members.append(("identifier", string(identifier, constraint))) }
            out.append(members.count == 1 ? members[0].1 : object(members, constraint))
        }
        return out
    }

    /// The attributes of a view's edges (not its margins, size or centre).
    static let edgeAttributes: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

    /// `first.attribute relation second.attribute * m + c @p`, or nil (with a
    /// warning) when an item is not made.
    mutating func equation(_ c: XMLElementNode, holder: XMLElementNode) throws(LayoutFileError) -> String? {
        guard let firstAttribute = c["firstAttribute"] else { throw error(c, "a constraint needs firstAttribute") }
        let firstItem = c["firstItem"] ?? holder["id"] ?? ""
        // UIKit attaches constraints between the edges of a scroll view and
        // the views inside it to its content area (its content layout
        // guide); widths, heights and centres to its frame.
        let secondID = c["secondItem"] ?? ""
        let firstIsContent = Self.edgeAttributes.contains(firstAttribute) && scrollViewDescendants[firstItem]?.contains(secondID) == true
        let secondIsContent = Self.edgeAttributes.contains(c["secondAttribute"] ?? "") && scrollViewDescendants[secondID]?.contains(firstItem) == true
        guard let first = try anchor(item: firstItem, attribute: firstAttribute, c, scrollContent: firstIsContent) else { return nil }
        let relation: String
        switch c["relation"] {
        case nil, "equal"?: relation = "=="
        case "greaterThanOrEqual"?: relation = ">="
        case "lessThanOrEqual"?: relation = "<="
        case let other?: throw error(c, "relation=\"\(other)\" is not one of equal, greaterThanOrEqual, lessThanOrEqual")
        }
        var text = "\(first) \(relation) "
        let constant = try double(c, "constant") ?? 0
        if let secondItem = c["secondItem"], let secondAttribute = c["secondAttribute"], secondAttribute != "notAnAttribute" {
            guard let second = try anchor(item: secondItem, attribute: secondAttribute, c, scrollContent: secondIsContent) else { return nil }
            text += second
            if let m = c["multiplier"] {
                // Xcode writes a ratio as "16:9"; Xcode 6 to 8 wrote a typed
                // fraction as "3/4" (both are a / b).
                let parts = m.split(separator: m.contains("/") ? "/" : ":")
                var value: Double?
                if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { value = a / b }
                else if parts.count == 1 { value = Double(m) }
                guard let value, value.isFinite else { throw error(c, "multiplier=\"\(m)\" is not a number or a ratio such as 16:9 or 3/4") }
                if value != 1 { text += " * \(Self.format(value))" }
            }
            if constant > 0 { text += " + \(Self.format(constant))" } else if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if let p = try double(c, "priority"), p != 1000 { text += " @\(Self.format(p))" }
        return text
    }

    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// `id.attribute`, with layout guides: a view's safe area, a scroll
    /// view's content and frame guides, a controller's top and bottom layout
    /// guides (its view's safe area); `scrollContent`: a scroll view's edge
    /// in a constraint with a view inside it (all that documents before
    /// Xcode 11 have), its content layout guide's.
    mutating func anchor(item: String, attribute: String, _ c: XMLElementNode, scrollContent: Bool = false) throws(LayoutFileError) -> String? {
        guard var name = Self.constraintAttributes[attribute] else {
            throw error(c, "constraint attribute \"\(attribute)\" is not one UIKit has")
        }
        if let cell = contentViewCells[item] {
            guard emitted.contains(cell) else { return dropped(c, item) }
            return "\(layoutID(cell)).contentView.\(name)"
        }
        if let guide = layoutGuides[item] {
            guard emitted.contains(guide.viewID) else { return dropped(c, item) }
            switch guide.guide {
            case "safeArea": return "\(layoutID(guide.viewID)).safeAreaLayoutGuide.\(name)"
            // A scroll view's guides (Xcode 11's "Content Layout Guides"): the
            // content area, whose size becomes contentSize, and the visible frame.
            case "contentLayoutGuide", "frameLayoutGuide": return "\(layoutID(guide.viewID)).\(guide.guide).\(name)"
            default:
                warnOnce("guide.\(guide.guide)", c, "constraints to the \(guide.guide) layout guide are not applied: this build has no such guide")
                return nil
            }
        }
        if let guide = controllerGuides[item] {
            guard emitted.contains(guide.viewID) else { return dropped(c, item) }
            // The top guide's bottom is the safe area's top; the bottom guide's top its bottom.
            if guide.isTop, name == "bottom" { name = "top" } else if !guide.isTop, name == "top" { name = "bottom" }
            return "\(layoutID(guide.viewID)).safeAreaLayoutGuide.\(name)"
        }
        guard emitted.contains(item) else { return dropped(c, item) }
        return scrollContent ? "\(layoutID(item)).contentLayoutGuide.\(name)" : "\(layoutID(item)).\(name)"
    }

    mutating func dropped(_ c: XMLElementNode, _ item: String) -> String? {
        warn(c, "constraint \(c["id"] ?? "") is not applied: it refers to \(item), which is not made")
        return nil
    }

    /// An object's outlets (by property; outlet collections as arrays) and
    /// actions (`addTarget` on the control, by event).
    mutating func connections(of node: XMLElementNode, ownerAllowed: Bool) throws(LayoutFileError) -> ([(String, JSONValue)], [JSONValue]) {
        guard let list = node.child("connections") else { return ([], []) }
        var outlets: [(String, JSONValue)] = []
        var collections: [(String, [JSONValue], XMLElementNode)] = []
        var actions: [JSONValue] = []
        for connection in list.children {
            switch connection.name {
            case "outlet", "outletCollection":
                guard let property = connection["property"], let destination = connection["destination"] else {
                    throw error(connection, "an outlet needs property and destination")
                }
                if Self.isAdoptedListOutlet(node, property: property, destination: destination) { continue }
                guard let target = target(destination, connection) else { continue }
                // UIKit's own classes have outlets of their own (a text field's
                // delegate, a table's data source); no registry lists them here.
                // A split view controller's, a toolbar's and a search bar's delegates,
                // and a picker view's data source and delegate, are registered as
                // UIKit's (NibClassRegistry).
                let builtIn = connection.name == "outlet"
                    && (["splitViewController", "toolbar", "searchBar"].contains(node.name) && property == "delegate"
                        || node.name == "pickerView" && (property == "dataSource" || property == "delegate"))
                if node["customClass"] == nil, !builtIn, !ownerIDs.contains(node["id"] ?? "") {
                    warnOnce("outlet.\(node.name).\(property)", connection, "the \(property) outlet of <\(node.name)> is not connected: set it in code")
                    continue
                }
                let value = string(target, connection)
                if connection.name == "outlet" {
                    outlets.append((property, value))
                } else if let i = collections.firstIndex(where: { $0.0 == property }) {
                    collections[i].1.append(value)
                } else {
                    collections.append((property, [value], connection))
                }
            case "action":
                guard let selector = connection["selector"], let destination = connection["destination"] else {
                    throw error(connection, "an action needs selector and destination")
                }
                if firstResponderIDs.contains(destination) {
                    warnOnce("firstResponder.\(selector)", connection, "action \(selector) to the First Responder is not connected: Offscreen has no responder-chain dispatch for nib actions")
                    continue
                }
                guard let target = target(destination, connection) else { continue }
                let event = connection["eventType"] ?? "touchUpInside"
                guard NibEnumeration.controlEvent.rawValue(of: event) != nil else {
                    warn(connection, "action \(selector) for event \(event) is not connected: not a UIControl.Event Offscreen knows")
                    continue
                }
                actions.append(object([("event", string(event, connection)), ("target", string(target, connection)),
                                       ("action", string(selector, connection))], connection))
            case "segue":
                // Read with the object's segues (InterfaceBuilderTranslator+Segues.swift).
                break
            default:
                warn(connection, "\(connection.label) is not connected")
            }
        }
        for (property, values, node) in collections { outlets.append((property, array(values, node))) }
        return (outlets, actions)
    }

    /// The layout id a connection's destination has: `owner` for the File's
    /// Owner; nil (with a warning) for an object that is not made.
    mutating func target(_ destination: String, _ connection: XMLElementNode) -> String? {
        if ownerIDs.contains(destination) { return "owner" }
        guard emitted.contains(destination) || outletDestinations.contains(destination) && isConstraint(destination) else {
            warn(connection, "\(connection.name) \(connection["property"] ?? connection["selector"] ?? "") is not connected: its destination \(destination) is not made")
            return nil
        }
        return layoutID(destination)
    }

    func isConstraint(_ id: String) -> Bool { constraintNodeIDs.contains(id) }
}
