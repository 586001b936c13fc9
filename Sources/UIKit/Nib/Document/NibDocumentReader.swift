/// Turns the parsed JSON of a layout file into a checked `NibDocument`.
package struct NibDocumentReader {
    private let reader: NibValueReader
    private let limits: NibLimits
    private var objectCount = 0
    private var objectsByID: [String: NibObject] = [:]
    private var idPositions: [String: JSONValue] = [:]
    private var constraintIDs: Set<String> = []
    /// Ids of bar button items (outlets may name them; they are not views).
    private var barItemIDs: Set<String> = []
    /// Objects of a custom class an Interface Builder document made from a
    /// `<toolbar>` element: their `items` are bar button items, as a
    /// UIToolbar's (a layout file names no superclass, so only UIToolbar's own are known so).
    package var toolbarObjectIDs: Set<String> = []
    /// Every reference to an id, checked once the whole file is read (ids may
    /// be used before they are defined).
    private var references: [(id: String, source: JSONValue, what: String)] = []
    /// `superview` in a constraint needs its first item to have one in the file.
    private var superviewUses: [(itemID: String, source: JSONValue)] = []
    /// Ids of objects that are subviews of another object of the file.
    private var hasSuperview: Set<String> = []
    /// The prototype cell being read (its reuse identifier), if any: ids
    /// inside a prototype are made once per dequeued cell, so only objects
    /// of the same prototype may refer to them.
    private var currentPrototype: String?
    /// The prototype each id defined inside one belongs to.
    private var prototypeOfID: [String: String] = [:]
    /// References with the prototype they were made from (nil: outside any).
    private var referencePrototypes: [String?] = []

    package static let topLevelKeys = ["$schema", "formatVersion", "canvas", "owner", "objects", "initialViewController"]
    package static let objectKeys = ["class", "id", "properties", "subviews", "arrangedSubviews", "constraints",
                                     "outlets", "actions", "view", "storyboardIdentifier", "rootViewController",
                                     "segues", "viewControllers", "sections", "prototypes", "navigationItem",
                                     "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView", "items",
                                     "toolbarItems", "refreshControl"]
    package static let sectionKeys = ["headerTitle", "footerTitle", "cells", "rowHeights"]

    /// For the readers in other files (segues, child controllers).
    var valueReader: NibValueReader { reader }
    mutating func addReference(_ id: String, _ source: JSONValue, _ what: String) { addReference((id, source, what)) }

    private mutating func addReference(_ reference: (id: String, source: JSONValue, what: String)) {
        references.append(reference)
        referencePrototypes.append(currentPrototype)
    }

    package init(reader: NibValueReader, limits: NibLimits) {
        self.reader = reader
        self.limits = limits
    }

    package mutating func read(_ root: JSONValue) throws(LayoutFileError) -> NibDocument {
        let top = try reader.object(root)
        try reader.checkKeys(top, of: root, allowed: Self.topLevelKeys, what: "a layout file")
        if let v = top["formatVersion"] {
            let version = try reader.integer(v)
            guard version == NibDocument.formatVersion else {
                throw reader.error(v, "this is layout format version \(version); this version of Offscreen reads version \(NibDocument.formatVersion)")
            }
        }
        if let v = top["$schema"] { _ = try reader.string(v) }
        let canvas = try top["canvas"].map { v throws(LayoutFileError) in try NibCanvas.parse(v, reader, limits: limits) } ?? .default
        guard let objectsValue = top["objects"] else {
            throw reader.error(root, "a layout file needs \"objects\": an array of views or view controllers")
        }
        var objects: [NibObject] = []
        for element in try reader.array(objectsValue) {
            objects.append(try readObject(element, depth: 1))
        }
        let owner = try top["owner"].map { v throws(LayoutFileError) in try readOwner(v) }
        var initial: String?
        if let v = top["initialViewController"] {
            let id = try reader.string(v)
            guard let object = objects.first(where: { $0.id == id }) else {
                let known = objects.compactMap(\.id)
                throw reader.error(v, "initialViewController \(JSONValue.quote(id)) is not the id of a top-level object\(NibValueReader.suggestion(for: id, in: known))")
            }
            guard object.isViewController else {
                throw reader.error(v, "initialViewController \(JSONValue.quote(id)) is not a view controller (one has a \"view\" or a \"storyboardIdentifier\")")
            }
            initial = id
        }
        for (index, reference) in references.enumerated() {
            let target = reference.id
            // A prototype cell's segue names a scene of the storyboard, which every copy can reach.
            if target != "owner", reference.what != "segue destination", prototypeOfID[target] != referencePrototypes[index] {
                if let prototype = prototypeOfID[target] {
                    throw reader.error(reference.source, "\(reference.what) refers to \(JSONValue.quote(target)), which is inside the prototype cell \(JSONValue.quote(prototype)): a prototype is made again for every dequeued cell, so only its own objects can refer to what is inside it (Interface Builder: outlets cannot be connected to repeating content)")
                }
                if let prototype = referencePrototypes[index], objectsByID[target] != nil || constraintIDs.contains(target) {
                    throw reader.error(reference.source, "\(reference.what) in the prototype cell \(JSONValue.quote(prototype)) refers to \(JSONValue.quote(target)), which is outside it: a prototype cell is made on its own when it is dequeued, so it can only refer to its own objects (and the owner)")
                }
            }
            if target == "owner", reference.what != "constraint item" { continue }
            if reference.what == "outlet" || reference.what == "action target", barItemIDs.contains(target) { continue }
            if objectsByID[target] == nil, !(reference.what == "outlet" && constraintIDs.contains(target)) {
                let candidates = Array(objectsByID.keys) + (reference.what == "action target" ? ["owner"] : [])
                throw reader.error(reference.source, "\(reference.what) refers to \(JSONValue.quote(target)), which is not an id in this file\(NibValueReader.suggestion(for: target, in: candidates))")
            }
            if reference.what == "segue destination" || reference.what == "viewControllers entry",
               objectsByID[target]?.isViewController != true || !objects.contains(where: { $0.id == target }) {
                throw reader.error(reference.source, "\(reference.what) \(JSONValue.quote(target)) is not a top-level view controller")
            }
        }
        for use in superviewUses where !hasSuperview.contains(use.itemID) {
            throw reader.error(use.source, "\(JSONValue.quote(use.itemID)) has no superview in this file, so its constraint cannot use superview")
        }
        var storyboardIDs: [String: JSONValue] = [:]
        for object in objects {
            guard let sid = object.storyboardIdentifier else { continue }
            if storyboardIDs[sid] != nil {
                throw reader.error(object.source.objectValue!["storyboardIdentifier"]!, "duplicate storyboardIdentifier \(JSONValue.quote(sid))")
            }
            storyboardIDs[sid] = object.source
        }
        return NibDocument(file: reader.file, url: nil, baseDirectory: nil, canvas: canvas, owner: owner, objects: objects,
                              initialViewControllerID: initial, objectsByID: objectsByID,
                              constraintIDs: constraintIDs, objectCount: objectCount)
    }

    private mutating func readOwner(_ value: JSONValue) throws(LayoutFileError) -> NibOwner {
        let o = try reader.object(value)
        try reader.checkKeys(o, of: value, allowed: ["class", "outlets"], what: "the owner")
        let className = try o["class"].map { v throws(LayoutFileError) in try readClassName(v) }
        let outlets = try o["outlets"].map { v throws(LayoutFileError) in try readOutlets(v) } ?? []
        return NibOwner(className: className, outlets: outlets, source: value)
    }

    private mutating func countObject(_ value: JSONValue) throws(LayoutFileError) {
        objectCount += 1
        if objectCount > limits.maxObjects {
            throw reader.error(value, "the file has more than \(limits.maxObjects) objects (views, controllers and constraints)")
        }
    }

    private mutating func readObject(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> NibObject {
        try countObject(value)
        if depth > limits.maxViewDepth {
            throw reader.error(value, "views are nested more than \(limits.maxViewDepth) deep")
        }
        let o = try reader.object(value)
        try reader.checkKeys(o, of: value, allowed: Self.objectKeys, what: "an object")
        guard let classValue = o["class"] else {
            throw reader.error(value, "an object needs \"class\" (e.g. \"UIView\" or the name of a registered custom class)")
        }
        let className = try readClassName(classValue)
        let id = try o["id"].map { v throws(LayoutFileError) in try readObjectID(v) }
        try checkControllerShape(o, of: value, depth: depth)
        let properties = try o["properties"].map { v throws(LayoutFileError) in try reader.object(v) } ?? JSONObject()
        let builtIn = try readBuiltInProperties(properties, className: className)
        let storyboardIdentifier = try o["storyboardIdentifier"].map { v throws(LayoutFileError) in
            let s = try reader.string(v)
            guard !s.isEmpty else { throw reader.error(v, "expected a storyboardIdentifier, found an empty string") }
            return s
        }
        let outlets = try o["outlets"].map { v throws(LayoutFileError) in try readOutlets(v) } ?? []
        let actions = try o["actions"].map { v throws(LayoutFileError) in try readActions(v) } ?? []
        let view = try o["view"].map { v throws(LayoutFileError) in try readObject(v, depth: depth + 1) }
        let arranged = try readChildren(o["arrangedSubviews"], depth: depth)
        let subviews = try readChildren(o["subviews"], depth: depth)
        let constraints = try readConstraints(o["constraints"])
        let sections = try o["sections"].map { v throws(LayoutFileError) in try readSections(v, depth: depth) } ?? []
        let prototypes = try o["prototypes"].map { v throws(LayoutFileError) in try readPrototypes(v, depth: depth) } ?? []
        if let staticSections = o["sections"], o["prototypes"] != nil {
            throw reader.error(staticSections, "a table view has either static \"sections\" or \"prototypes\" (dynamic cells), not both, as in Interface Builder")
        }
        let rootViewController = try o["rootViewController"].map { v throws(LayoutFileError) in
            let target = try reader.string(v)
            addReference((target, v, "rootViewController"))
            return target
        }
        let segues = try readSegues(o["segues"])
        let childControllers = try readChildControllers(o["viewControllers"])
        let navigationItem = try readNavigationItem(o["navigationItem"], depth: depth)
        let tableHeader = try o["tableHeaderView"].map { v throws(LayoutFileError) in try readDetachedView(v, depth: depth + 1) }
        let tableFooter = try o["tableFooterView"].map { v throws(LayoutFileError) in try readDetachedView(v, depth: depth + 1) }
        let refreshControl = try o["refreshControl"].map { v throws(LayoutFileError) in try readDetachedView(v, depth: depth + 1) }
        let sectionHeader = try o["sectionHeaderView"].map { v throws(LayoutFileError) in try readSupplementaryView(v, kind: "header", depth: depth) }
        let sectionFooter = try o["sectionFooterView"].map { v throws(LayoutFileError) in try readSupplementaryView(v, kind: "footer", depth: depth) }
        var barItems: [NibNavigationItem]?
        var toolbarItems: [NibBarButtonItem]?
        if let v = o["items"], className == "UIToolbar" || id.map({ toolbarObjectIDs.contains($0) }) == true {
            // A toolbar's items are bar button items.
            toolbarItems = try readBarButtonItems(v, depth: depth)
        } else if let v = o["items"] {
            barItems = []
            for element in try reader.array(v) { if let item = try readNavigationItem(element, depth: depth) { barItems?.append(item) } }
        }
        if let v = o["toolbarItems"] {
            toolbarItems = try readBarButtonItems(v, depth: depth)
        }
        let object = NibObject(className: className, id: id, source: value, properties: properties,
                               builtInProperties: builtIn, subviews: subviews, arrangedSubviews: arranged,
                               view: view, storyboardIdentifier: storyboardIdentifier, outlets: outlets,
                               actions: actions, constraints: constraints, depth: depth,
                               rootViewControllerID: rootViewController, segues: segues,
                               childControllerIDs: childControllers, sections: sections, prototypes: prototypes,
                               navigationItem: navigationItem, tableHeaderView: tableHeader, tableFooterView: tableFooter,
                               sectionHeaderView: sectionHeader, sectionFooterView: sectionFooter,
                               navigationBarItems: barItems, toolbarItems: toolbarItems, refreshControl: refreshControl)
        if let toolbarValue = o["toolbarItems"], !object.isViewController {
            throw reader.error(toolbarValue, "only a view controller (an object with \"view\" or \"storyboardIdentifier\") has toolbarItems; a UIToolbar's are its \"items\"")
        }
        if let navigationValue = o["navigationItem"], !object.isViewController {
            throw reader.error(navigationValue, "only a view controller (an object with \"view\" or \"storyboardIdentifier\") has a navigationItem")
        }
        if let id {
            objectsByID[id] = object
            if let currentPrototype { prototypeOfID[id] = currentPrototype }
        }
        return object
    }

    /// A view that is no subview of the file's (a bar button item's custom
    /// view, a navigation item's title view, a table's header or footer
    /// view): its bar or table places it.
    mutating func readDetachedView(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> NibObject {
        let object = try readObject(value, depth: depth)
        if object.isViewController { throw reader.error(value, "a view controller cannot be placed here; give a view") }
        return object
    }

    /// A bar button item's `id`, unique among the file's ids.
    mutating func readItemID(_ value: JSONValue) throws(LayoutFileError) -> String {
        let id = try readObjectID(value)
        barItemIDs.insert(id)
        if let currentPrototype { prototypeOfID[id] = currentPrototype }
        return id
    }

    /// An object's `id`: a unique identifier that is not one of the reserved ones.
    private mutating func readObjectID(_ value: JSONValue) throws(LayoutFileError) -> String {
        let s = try reader.string(value)
        try checkIdentifier(s, value, what: "an id")
        if NibDocument.reservedIDs.contains(s) {
            throw reader.error(value, "the id \(JSONValue.quote(s)) is reserved (it means the file's owner or a view's superview in references)")
        }
        if let first = idPositions[s] {
            throw reader.error(value, "duplicate id \(JSONValue.quote(s)) (first defined at \(first.position))")
        }
        idPositions[s] = value
        return s
    }

    /// A view controller (an object with `view` or `storyboardIdentifier`) is
    /// top-level and keeps its subviews and constraints on its view.
    private func checkControllerShape(_ o: JSONObject, of value: JSONValue, depth: Int) throws(LayoutFileError) {
        guard o["view"] != nil || o["storyboardIdentifier"] != nil || o["rootViewController"] != nil || o["viewControllers"] != nil else { return }
        if depth > 1 {
            throw reader.error(value, "a view controller (an object with \"view\" or \"storyboardIdentifier\") can only be a top-level object")
        }
        for key in ["subviews", "arrangedSubviews", "constraints"] where o[key] != nil {
            throw reader.error(o[key]!, "a view controller has no \(key); put them on its \"view\"")
        }
    }

    /// The properties the catalogue knows, parsed and checked now; the others
    /// are a custom class's and are read by its `init?(coder:)`. A name that
    /// two UIKit classes use differently (`style`) is read as the named
    /// class's; for a custom class, as any of them (its UIKit superclass
    /// checks the value when it is made).
    private func readBuiltInProperties(_ properties: JSONObject, className: String) throws(LayoutFileError) -> [String: NibPropertyValue] {
        var builtIn: [String: NibPropertyValue] = [:]
        for member in properties.members {
            let definitions = NibPropertyCatalog.definitions(named: member.key)
            guard let first = definitions.first else { continue }
            if definitions.count == 1 {
                builtIn[member.key] = try first.type.parse(member.value, reader)
                continue
            }
            let plainName = String(className.split(separator: ".").last ?? "")
            if let definition = definitions.first(where: { $0.classes.contains(plainName) }) {
                builtIn[member.key] = try definition.type.parse(member.value, reader)
                continue
            }
            builtIn[member.key] = try NibPropertyCatalog.parseShared(member.value, definitions, reader)
        }
        return builtIn
    }

    /// A table view's static sections: `[{"headerTitle": …, "footerTitle": …, "cells": [cell objects]}]`.
    private mutating func readSections(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> [NibTableSection] {
        var sections: [NibTableSection] = []
        for element in try reader.array(value) {
            let o = try reader.object(element)
            try reader.checkKeys(o, of: element, allowed: Self.sectionKeys, what: "a table view section")
            let header = try o["headerTitle"].map { v throws(LayoutFileError) in try reader.string(v) }
            let footer = try o["footerTitle"].map { v throws(LayoutFileError) in try reader.string(v) }
            var cells: [NibObject] = []
            if let cellsValue = o["cells"] {
                for cellValue in try reader.array(cellsValue) {
                    cells.append(try readObject(cellValue, depth: depth + 1))
                }
            }
            var rowHeights: [Double]?
            if let heightsValue = o["rowHeights"] {
                let values = try reader.array(heightsValue)
                guard values.count == cells.count else {
                    throw reader.error(heightsValue, "a section's rowHeights has \(values.count) numbers for \(cells.count) cells; give one per cell (-1: the table's rowHeight)")
                }
                var heights: [Double] = []
                for v in values {
                    let h = try reader.number(v, -1...limits.maxCanvasSide)
                    guard h == -1 || h >= 0 else {
                        throw reader.error(v, "a row height is -1 (the table's rowHeight) or a number from 0 to \(Int(limits.maxCanvasSide)), not \(h)")
                    }
                    heights.append(h)
                }
                rowHeights = heights
            }
            sections.append(NibTableSection(headerTitle: header, footerTitle: footer, cells: cells, rowHeights: rowHeights, source: element))
        }
        return sections
    }

    /// Prototype cells: objects with a `reuseIdentifier`, unique in their table.
    private mutating func readPrototypes(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> [NibObject] {
        var prototypes: [NibObject] = []
        var seen: [String: JSONValue] = [:]
        for element in try reader.array(value) {
            let identifierValue = element.objectValue?["properties"]?.objectValue?["reuseIdentifier"]
            guard let identifierValue else {
                _ = try reader.object(element)
                throw reader.error(element, "a prototype cell needs \"reuseIdentifier\" in its properties: the identifier the data source dequeues it with")
            }
            let identifier = try reader.string(identifierValue)
            guard !identifier.isEmpty else { throw reader.error(identifierValue, "expected a reuse identifier, found an empty string") }
            if let first = seen[identifier] {
                throw reader.error(identifierValue, "duplicate reuseIdentifier \(JSONValue.quote(identifier)) (first used at \(first.position)); each prototype cell of a table or collection view has its own")
            }
            seen[identifier] = identifierValue
            let outer = currentPrototype
            currentPrototype = identifier
            defer { currentPrototype = outer }
            prototypes.append(try readObject(element, depth: depth + 1))
        }
        return prototypes
    }

    /// A collection view's section header or footer view: like a prototype
    /// cell, made for each dequeue under its reuse identifier (its ids are its own).
    private mutating func readSupplementaryView(_ value: JSONValue, kind: String, depth: Int) throws(LayoutFileError) -> NibObject {
        guard let identifierValue = value.objectValue?["properties"]?.objectValue?["reuseIdentifier"] else {
            _ = try reader.object(value)
            throw reader.error(value, "a section \(kind) view needs \"reuseIdentifier\" in its properties: the identifier the data source dequeues it with")
        }
        let identifier = try reader.string(identifierValue)
        guard !identifier.isEmpty else { throw reader.error(identifierValue, "expected a reuse identifier, found an empty string") }
        let outer = currentPrototype
        currentPrototype = "section \(kind) \(identifier)"
        defer { currentPrototype = outer }
        return try readObject(value, depth: depth + 1)
    }

    /// The objects of a `subviews` or `arrangedSubviews` array, one level deeper.
    private mutating func readChildren(_ value: JSONValue?, depth: Int) throws(LayoutFileError) -> [NibObject] {
        guard let value else { return [] }
        var children: [NibObject] = []
        for element in try reader.array(value) {
            let child = try readObject(element, depth: depth + 1)
            if let childID = child.id { hasSuperview.insert(childID) }
            children.append(child)
        }
        return children
    }

    private mutating func readConstraints(_ value: JSONValue?) throws(LayoutFileError) -> [NibConstraintEntry] {
        guard let value else { return [] }
        var constraints: [NibConstraintEntry] = []
        for element in try reader.array(value) {
            try countObject(element)
            constraints.append(try readConstraint(element))
        }
        return constraints
    }

    private func readClassName(_ value: JSONValue) throws(LayoutFileError) -> String {
        let s = try reader.string(value)
        // A module-qualified name (MyApp.CardView) is allowed, as in Interface Builder.
        for part in s.split(separator: ".", omittingEmptySubsequences: false) {
            try checkIdentifier(String(part), value, what: "a class name")
        }
        return s
    }

    private func checkIdentifier(_ s: String, _ value: JSONValue, what: String) throws(LayoutFileError) {
        let scalars = Array(s.unicodeScalars)
        let ok = !scalars.isEmpty && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || $0.properties.numericType != nil) }
            && !(scalars[0].properties.numericType != nil)
        guard ok else {
            throw reader.error(value, "expected \(what) made of letters, digits and '_' (not starting with a digit), found \(value.foundDescription)")
        }
    }

    private mutating func readOutlets(_ value: JSONValue) throws(LayoutFileError) -> [NibOutlet] {
        let o = try reader.object(value)
        var outlets: [NibOutlet] = []
        for member in o.members {
            var targets: [String] = []
            var isCollection = false
            switch member.value.kind {
            case .string(let id):
                targets = [id]
                addReference((id, member.value, "outlet"))
            case .array(let elements):
                isCollection = true
                for element in elements {
                    let id = try reader.string(element)
                    targets.append(id)
                    addReference((id, element, "outlet"))
                }
            default:
                throw reader.mismatch(member.value, expected: "an id (or an array of ids for an outlet collection)")
            }
            outlets.append(NibOutlet(name: member.key, targetIDs: targets, isCollection: isCollection,
                                        source: member.value, keyPosition: member.keyPosition))
        }
        return outlets
    }

    private mutating func readActions(_ value: JSONValue) throws(LayoutFileError) -> [NibAction] {
        var actions: [NibAction] = []
        for element in try reader.array(value) {
            let o = try reader.object(element)
            try reader.checkKeys(o, of: element, allowed: ["event", "target", "action"], what: "an action")
            for key in ["event", "target", "action"] where o[key] == nil {
                throw reader.error(element, "an action needs \"event\", \"target\" and \"action\"; \"\(key)\" is missing")
            }
            let eventName = try reader.name(o["event"]!, in: NibEnumeration.controlEvent.names, what: "UIControl.Event name")
            let target = try reader.string(o["target"]!)
            addReference((target, o["target"]!, "action target"))
            let selector = try reader.string(o["action"]!)
            guard !selector.isEmpty, !selector.contains(" ") else {
                throw reader.error(o["action"]!, "expected an action name such as \"didTap:\", found \(o["action"]!.foundDescription)")
            }
            actions.append(NibAction(event: NibEnumeration.controlEvent.rawValue(of: eventName)!, eventName: eventName,
                                        target: target, selector: selector, source: element))
        }
        return actions
    }

    private mutating func readConstraint(_ value: JSONValue) throws(LayoutFileError) -> NibConstraintEntry {
        var equationValue = value
        var id: String?
        var identifier: String?
        if let o = value.objectValue {
            try reader.checkKeys(o, of: value, allowed: ["constraint", "id", "identifier"], what: "a constraint")
            guard let v = o["constraint"] else {
                throw reader.error(value, "a constraint object needs \"constraint\": the equation, e.g. \"a.top == superview.top + 8\"")
            }
            equationValue = v
            if let v = o["id"] {
                let s = try reader.string(v)
                try checkIdentifier(s, v, what: "an id")
                if let first = idPositions[s] {
                    throw reader.error(v, "duplicate id \(JSONValue.quote(s)) (first defined at \(first.position))")
                }
                idPositions[s] = v
                constraintIDs.insert(s)
                if let currentPrototype { prototypeOfID[s] = currentPrototype }
                id = s
            }
            identifier = try o["identifier"].map { v throws(LayoutFileError) in try reader.string(v) }
        }
        guard let equation = equationValue.stringValue else {
            throw reader.mismatch(equationValue, expected: "a constraint such as \"title.leading == superview.leadingMargin + 8\"")
        }
        var description = try NibConstraintParser.parse(equation, in: equationValue, reader)
        description.id = id
        description.identifier = identifier
        for anchor in [description.first] + (description.second.map { [$0] } ?? []) {
            if case .object(let itemID) = anchor.item {
                addReference((itemID, equationValue, "constraint item"))
            }
        }
        if description.second?.item == .superview, case .object(let firstID) = description.first.item {
            superviewUses.append((firstID, equationValue))
        }
        return NibConstraintEntry(description: description, source: equationValue)
    }
}
