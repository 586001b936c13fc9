import Foundation

/// What an Interface Builder document's size-class variations change, for
/// each pair of size classes: which constraints and subviews are installed
/// (a `<mask>`'s `exclude`/`include`), the properties that differ (a
/// variation's attributes and value elements: `hidden="YES"`, a
/// `<fontDescription>`), and constraints' constants and priorities. A loaded
/// document installs the state of its device's size classes, then follows
/// its views' traits (`NibTraitVariations`), as UIKit does with a nib's
/// trait variations when a rotation, a split view column or
/// `setOverrideTraitCollection(_:forChild:)` changes them.
package struct NibSizeClassVariations: Sendable {
    package struct State: Sendable {
        /// Layout ids of the constraints and views not installed.
        package var excludedIDs: Set<String> = []
        /// Object id → an object holding only the properties that vary,
        /// with their values in this state.
        package var properties: [String: NibObject] = [:]
        /// Constraint id → its description in this state (only those whose
        /// constant or priority varies).
        package var constraints: [String: NibConstraintDescription] = [:]
    }

    /// The size classes the document was made for (its `<device>`'s).
    package var loaded: InterfaceBuilderSizeClasses
    package var states: [InterfaceBuilderSizeClasses: State]
    /// Ids of everything some state leaves out (installed or removed at each change).
    package var switchedIDs: Set<String>

    /// Values a property has when a state's variation does not set it:
    /// Interface Builder writes nothing for a default value.
    private static let defaults: [String: JSONValue.Kind] = [
        "isHidden": .bool(false), "alpha": .number(1), "clipsToBounds": .bool(false),
        "numberOfLines": .number(1), "spacing": .number(0), "axis": .string("horizontal"),
    ]

    /// Keys that are not re-applied: Auto Layout places the views of a
    /// document with variations, and Interface Builder's frames are those of its canvas.
    private static let geometryKeys: Set<String> = ["frame", "bounds", "center"]

    /// Compares the document read for each pair of size classes with the
    /// loaded one, object by object and constraint by constraint.
    package static func compare(base: NibDocument, states documents: [InterfaceBuilderSizeClasses: (document: NibDocument, excluded: Set<String>)],
                                loaded: InterfaceBuilderSizeClasses, reader: NibValueReader) -> (NibSizeClassVariations, [NibWarning]) {
        var warnings: [NibWarning] = []
        var states: [InterfaceBuilderSizeClasses: State] = [:]
        for (classes, entry) in documents { states[classes] = State(excludedIDs: entry.excluded) }
        let order = InterfaceBuilderSizeClasses.all.filter { documents[$0] != nil }
        for id in base.objectsByID.keys.sorted() {
            let variants = order.map { documents[$0]!.document.objectsByID[id] }
            guard let first = base.objectsByID[id], variants.allSatisfy({ $0 != nil }) else { continue }
            var keys: [String] = []
            for variant in variants { for key in variant!.properties.keys where !keys.contains(key) { keys.append(key) } }
            var varied: [String] = []
            for key in keys where !geometryKeys.contains(key) {
                let values = variants.map { $0!.properties[key] }
                if values.dropFirst().contains(where: { !sameJSON($0, values[0]) }) { varied.append(key) }
            }
            guard !varied.isEmpty else { continue }
            for (index, classes) in order.enumerated() {
                let variant = variants[index]!
                var properties = JSONObject()
                var builtIn: [String: NibPropertyValue] = [:]
                for key in varied {
                    var value = variant.properties[key]
                    var parsed = variant.builtInProperties[key]
                    if value == nil, let kind = defaults[key], let definition = NibPropertyCatalog[key] {
                        let json = JSONValue(kind: kind, position: variant.source.position, path: variant.source.path)
                        value = json
                        parsed = try? definition.type.parse(json, reader)
                    }
                    guard let value else {
                        let position = first.source.position
                        warnings.append(NibWarning(file: reader.file, line: position.line, column: position.column,
                                                   message: "\(key) of \(first.className) varies with the size classes but has no value for \(classes.description); it keeps the value it had there"))
                        continue
                    }
                    _ = properties.insert(JSONObject.Member(key: key, keyPosition: value.position, value: value))
                    if let parsed { builtIn[key] = parsed }
                }
                states[classes]!.properties[id] = NibObject(
                    className: variant.className, id: id, source: variant.source, properties: properties, builtInProperties: builtIn,
                    subviews: [], arrangedSubviews: [], view: nil, storyboardIdentifier: nil, outlets: [], actions: [], constraints: [],
                    depth: variant.depth)
            }
        }
        let constraintsByState: [[String: NibConstraintEntry]] = order.map { classes in
            var byID: [String: NibConstraintEntry] = [:]
            for object in documents[classes]!.document.objectsByID.values {
                for entry in object.constraints { if let id = entry.description.id { byID[id] = entry } }
            }
            return byID
        }
        for id in constraintsByState.first?.keys.sorted() ?? [] {
            let entries = constraintsByState.map { $0[id] }
            guard let reference = entries[0], entries.allSatisfy({ $0 != nil }) else { continue }
            let descriptions = entries.map { $0!.description }
            guard descriptions.dropFirst().contains(where: { $0 != descriptions[0] }) else { continue }
            let structural = descriptions.map { d -> NibConstraintDescription in var d = d; d.constant = 0; d.priority = 0; return d }
            if structural.dropFirst().contains(where: { $0 != structural[0] }) {
                let position = reference.source.position
                warnings.append(NibWarning(file: reader.file, line: position.line, column: position.column,
                                           message: "constraint \(id) varies with the size classes in more than its constant and priority; only those follow the traits"))
            }
            for (index, classes) in order.enumerated() { states[classes]!.constraints[id] = descriptions[index] }
        }
        let switched = states.values.reduce(into: Set<String>()) { $0.formUnion($1.excludedIDs) }
        return (NibSizeClassVariations(loaded: loaded, states: states, switchedIDs: switched), warnings)
    }

    /// Whether two JSON values are the same value (wherever they are written).
    static func sameJSON(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        switch (a?.kind, b?.kind) {
        case (nil, nil): return true
        case (.null?, .null?): return true
        case (.bool(let x)?, .bool(let y)?): return x == y
        case (.number(let x)?, .number(let y)?): return x == y
        case (.string(let x)?, .string(let y)?): return x == y
        case (.array(let x)?, .array(let y)?): return x.count == y.count && zip(x, y).allSatisfy { sameJSON($0, $1) }
        case (.object(let x)?, .object(let y)?):
            return x.keys == y.keys && x.members.allSatisfy { sameJSON($0.value, y[$0.key]) }
        default: return false
        }
    }
}
