/// `"segues": [{"kind": "show", "destination": "detail", "identifier": "showDetail"}]`:
/// a storyboard segue. On a view controller it is performed with
/// `performSegue(withIdentifier:sender:)`; on a control it is also performed
/// when the control is tapped (`touchUpInside`); an `embed` segue on a view
/// (a container view) puts the destination's view in it when the scene's view loads.
package struct NibSegue: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        /// `show(_:sender:)`: pushed by a navigation controller, else presented.
        case show
        /// `showDetailViewController(_:sender:)`: a split view controller's secondary column, else presented.
        case showDetail
        /// The deprecated push segue: needs a navigation controller.
        case push
        /// Modal presentation (`present(_:animated:completion:)`).
        case presentation
        /// A child controller in a container view.
        case embed
        /// Back to the closest controller that has `unwindAction`.
        case unwind
        /// A `UIStoryboardSegue` subclass (`customClass`) whose `perform()` does the transition.
        case custom
    }

    package var kind: Kind
    package var identifier: String?
    /// The id of a top-level view controller; nil for an unwind segue.
    package var destinationID: String?
    /// An unwind segue's action (`"unwindToInbox:"`), registered on the destination's class.
    package var unwindAction: String?
    /// A custom segue's class, registered with its initializer (`UINib.register(_:_:)`).
    package var customClass: String?
    /// A presentation segue's `modalPresentationStyle` for the destination
    /// (`"fullScreen"`, `"pageSheet"`...); nil keeps the destination's own.
    package var modalPresentationStyle: UIModalPresentationStyle?
    package var source: JSONValue

    package static let keys = ["kind", "destination", "identifier", "unwindAction", "customClass", "modalPresentationStyle"]

    /// The names of `UIModalPresentationStyle`'s cases, as Interface Builder writes them.
    package static let presentationStyles: [String: UIModalPresentationStyle] = [
        "automatic": .automatic, "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none,
    ]
}

extension NibDocumentReader {
    /// An object's `segues`: each is checked here; destinations are checked
    /// with the file's other references.
    package mutating func readSegues(_ value: JSONValue?) throws(LayoutFileError) -> [NibSegue] {
        guard let value else { return [] }
        var segues: [NibSegue] = []
        for element in try valueReader.array(value) {
            let o = try valueReader.object(element)
            try valueReader.checkKeys(o, of: element, allowed: NibSegue.keys, what: "a segue")
            guard let kindValue = o["kind"] else {
                throw valueReader.error(element, "a segue needs \"kind\": one of \(NibSegue.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let kindName = try valueReader.string(kindValue)
            guard let kind = NibSegue.Kind(rawValue: kindName) else {
                throw valueReader.error(kindValue, "segue kind \(JSONValue.quote(kindName)) is not one of \(NibSegue.Kind.allCases.map(\.rawValue).joined(separator: ", "))\(NibValueReader.suggestion(for: kindName, in: NibSegue.Kind.allCases.map(\.rawValue)))")
            }
            let identifier = try o["identifier"].map { v throws(LayoutFileError) in try valueReader.string(v) }
            var destination: String?
            var unwindAction: String?
            if kind == .unwind {
                guard let v = o["unwindAction"] else { throw valueReader.error(element, "an unwind segue needs \"unwindAction\" (the selector of the action it unwinds to, e.g. \"unwindToInbox:\")") }
                unwindAction = try valueReader.string(v)
                if let d = o["destination"] { throw valueReader.error(d, "an unwind segue has no destination: it goes back to the closest controller with its unwindAction") }
            } else {
                guard let v = o["destination"] else { throw valueReader.error(element, "a \(kind.rawValue) segue needs \"destination\": the id of a top-level view controller") }
                let id = try valueReader.string(v)
                if NibDocument.reservedIDs.contains(id) { throw valueReader.error(v, "a segue's destination is a view controller of the file, not \(JSONValue.quote(id))") }
                addReference(id, v, "segue destination")
                destination = id
                if let a = o["unwindAction"] { throw valueReader.error(a, "only an unwind segue has an unwindAction") }
            }
            var customClass: String?
            if kind == .custom {
                guard let v = o["customClass"] else { throw valueReader.error(element, "a custom segue needs \"customClass\": the UIStoryboardSegue subclass that performs it") }
                customClass = try valueReader.string(v)
                guard customClass?.isEmpty == false else { throw valueReader.error(v, "expected a class name, found an empty string") }
            } else if let v = o["customClass"] {
                throw valueReader.error(v, "only a custom segue has a customClass")
            }
            var style: UIModalPresentationStyle?
            if let v = o["modalPresentationStyle"] {
                guard kind == .presentation else { throw valueReader.error(v, "only a presentation segue has a modalPresentationStyle") }
                let name = try valueReader.string(v)
                let names = NibSegue.presentationStyles.keys.sorted()
                guard let known = NibSegue.presentationStyles[name] else {
                    throw valueReader.error(v, "modalPresentationStyle \(JSONValue.quote(name)) is not one of \(names.joined(separator: ", "))\(NibValueReader.suggestion(for: name, in: names))")
                }
                style = known
            }
            segues.append(NibSegue(kind: kind, identifier: identifier, destinationID: destination, unwindAction: unwindAction,
                                   customClass: customClass, modalPresentationStyle: style, source: element))
        }
        return segues
    }

    /// `"viewControllers": ["first", "second"]`: a tab bar controller's tabs
    /// (a storyboard's viewControllers relationship segues), top-level view controllers.
    package mutating func readChildControllers(_ value: JSONValue?) throws(LayoutFileError) -> [String]? {
        guard let value else { return nil }
        var ids: [String] = []
        for element in try valueReader.array(value) {
            let id = try valueReader.string(element)
            if NibDocument.reservedIDs.contains(id) { throw valueReader.error(element, "viewControllers lists view controllers of the file, not \(JSONValue.quote(id))") }
            addReference(id, element, "viewControllers entry")
            ids.append(id)
        }
        return ids
    }
}
