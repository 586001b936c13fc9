import Foundation

/// Writes a layout file as an Xcode `.xib` (`render convert card.json -o
/// card.xib`): the reverse of `InterfaceBuilderTranslator`. What it writes is
/// what Xcode writes (placeholders, `abc-de-fgh` ids, `<rect key="frame">`,
/// `<constraints>`, `<color>`, `<fontDescription>`, `<state>`,
/// `<userDefinedRuntimeAttributes>`, `<connections>`, `<resources>`), chosen
/// so that Offscreen's reader makes the same objects again.
///
/// What a `.xib` cannot hold (storyboard scenes and segues, table cells, a
/// canvas's scale) is an error naming its JSON path, or with `lenient` a
/// warning and left out; nothing is dropped without a word. The output
/// depends only on the input: ids are derived from the layout's ids (or
/// the JSON paths of objects without one), attributes come in a fixed order.
/// On the main actor: a custom class's UIKit superclass is found in the
/// class registry.
@MainActor
package struct InterfaceBuilderWriter {
    package struct Options: Sendable {
        /// Leave out what a `.xib` cannot hold, with a warning, instead of stopping.
        package var lenient: Bool
        /// The folder the `.xib` is written to: image names are relative to it.
        package var outputDirectory: URL

        package init(lenient: Bool = false, outputDirectory: URL) {
            self.lenient = lenient
            self.outputDirectory = outputDirectory
        }
    }

    let document: NibDocument
    let root: JSONValue
    let options: Options
    let valueReader: NibValueReader
    package private(set) var warnings: [NibWarning] = []

    /// Xcode ids by object (`ObjectIdentifier` of its `NibObject`) and by constraint id.
    var objectIDs: [ObjectIdentifier: String] = [:]
    var constraintIDs: [String: String] = [:]
    var constraintIDsByPath: [String: String] = [:]
    /// The ids of each view's safe area guide and of a visual effect view's content view.
    var safeAreaIDs: [ObjectIdentifier: String] = [:]
    var contentViewIDs: [ObjectIdentifier: String] = [:]
    var flowLayoutIDs: [ObjectIdentifier: String] = [:]
    var usedIDs: Set<String> = ["-1", "-2"]
    /// Each view's superview in the file (a visual effect view for its content's subviews).
    var parents: [ObjectIdentifier: NibObject] = [:]
    /// Views whose safe area a constraint names (they get a `<viewLayoutGuide key="safeArea">`).
    var safeAreaViews: Set<ObjectIdentifier> = []
    /// Views a constraint takes out of autoresizing (as the layout file's loader does).
    var constrainedViews: Set<ObjectIdentifier> = []
    /// `<resources>`: system colours by Interface Builder name (light components), images by name.
    var systemColors: [String: NibColor.Components] = [:]
    var images: [String: CGSize?] = [:]

    /// The first top-level view's frame as written (the canvas a reader finds).
    var writtenCanvasFrame: CGRect?

    package init(document: NibDocument, root: JSONValue, options: Options) {
        self.document = document
        self.root = root
        self.options = options
        let directory = document.baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        valueReader = NibValueReader(file: document.file, baseDirectory: directory, imageRoot: directory)
    }

    /// Reads a layout file's bytes (checked as `render` checks them) and
    /// writes it as a `.xib`; returns the XML and the warnings.
    package static func convert(data: Data, file: String, baseDirectory: URL, options: Options,
                                limits: NibLimits = .default) throws(LayoutFileError) -> (xml: String, warnings: [NibWarning]) {
        let (document, root) = try NibDocument.parseLayoutFile(data: data, file: file, baseDirectory: baseDirectory,
                                                               imageRoot: baseDirectory, limits: limits)
        var writer = InterfaceBuilderWriter(document: document, root: root, options: options)
        let xml = try writer.write()
        return (xml, writer.warnings)
    }

    // MARK: Messages

    func error(_ value: JSONValue, _ message: String) -> LayoutFileError {
        LayoutFileError(file: document.file, path: value.path, line: value.position.line, column: value.position.column, message: message)
    }

    /// Something a `.xib` cannot hold: an error, or with `lenient` a warning
    /// (the caller leaves it out).
    mutating func unsupported(_ value: JSONValue, _ message: String, leftOut: String = "it") throws(LayoutFileError) {
        guard options.lenient else {
            throw error(value, message + "; convert with --lenient to leave \(leftOut) out and go on")
        }
        warnings.append(NibWarning(file: document.file, line: value.position.line, column: value.position.column,
                                   message: "at \(value.path): \(message); \(leftOut) is left out of the .xib"))
    }

    mutating func warn(_ value: JSONValue, _ message: String) {
        warnings.append(NibWarning(file: document.file, line: value.position.line, column: value.position.column,
                                   message: "at \(value.path): \(message)"))
    }

    // MARK: Ids

    /// An Xcode-style id (`abc-de-fgh`): a layout id already of that shape
    /// (`abc_de_fgh`, what converting a `.xib` makes) gets its own back;
    /// any other seed is hashed into one. Collisions take the next hash.
    mutating func makeID(_ seed: String) -> String {
        let scalars = Array(seed.unicodeScalars)
        if scalars.count == 10, scalars[3] == "_", scalars[6] == "_",
           scalars.enumerated().allSatisfy({ $0.offset == 3 || $0.offset == 6 || ($0.element.isASCII && $0.element.properties.isAlphabetic) || ("0"..."9").contains($0.element) }) {
            let id = String(String.UnicodeScalarView(scalars)).replacingOccurrences(of: "_", with: "-")
            if usedIDs.insert(id).inserted { return id }
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var attempt = 0
        while true {
            // FNV-1a, 64 bits: the same seed gives the same id on every machine.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in (attempt == 0 ? seed : "\(seed)#\(attempt)").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            var chars: [Character] = []
            for _ in 0..<8 {
                chars.append(alphabet[Int(hash % UInt64(alphabet.count))])
                hash /= UInt64(alphabet.count)
            }
            let id = String(chars[0..<3]) + "-" + String(chars[3..<5]) + "-" + String(chars[5..<8])
            if usedIDs.insert(id).inserted { return id }
            attempt += 1
        }
    }

    func id(of object: NibObject) -> String { objectIDs[ObjectIdentifier(object)]! }

    /// Ids for every view and constraint, and each view's superview, in file order.
    mutating func assignIDs(_ object: NibObject, parent: NibObject?) {
        let seed = object.id ?? "path:" + object.source.path
        objectIDs[ObjectIdentifier(object)] = makeID(seed)
        safeAreaIDs[ObjectIdentifier(object)] = makeID("safeArea:" + seed)
        if uikitClass(of: object.className) == "UIVisualEffectView" { contentViewIDs[ObjectIdentifier(object)] = makeID("contentView:" + seed) }
        if uikitClass(of: object.className) == "UICollectionView" { flowLayoutIDs[ObjectIdentifier(object)] = makeID("layout:" + seed) }
        if let parent { parents[ObjectIdentifier(object)] = parent }
        for constraint in object.constraints {
            let seed = constraint.description.id ?? "constraint:" + constraint.source.path
            let id = makeID(seed)
            constraintIDsByPath[constraint.source.path] = id
            if let layoutID = constraint.description.id { constraintIDs[layoutID] = id }
        }
        if let view = object.view { assignIDs(view, parent: nil) }
        for child in object.allSubviews { assignIDs(child, parent: object) }
        // A table's header and footer: placed by the table, no subviews of it in the file.
        for header in [object.tableHeaderView, object.tableFooterView].compactMap({ $0 }) { assignIDs(header, parent: nil) }
    }

    // MARK: The document

    package mutating func write() throws(LayoutFileError) -> String {
        let top = root.objectValue!
        if let initial = top["initialViewController"] {
            try unsupported(initial, "a .xib has no initial view controller (that is a storyboard's); convert writes .xib documents")
        }
        for object in document.objects { assignIDs(object, parent: nil) }
        for object in document.objects { collectConstraintUse(object) }
        var objects: [XMLWriterNode] = [try ownerPlaceholder(), XMLWriterNode("placeholder", [("placeholderIdentifier", "IBFirstResponder"), ("id", "-2"), ("customClass", "UIResponder")])]
        for (index, object) in document.objects.enumerated() {
            if let made = try topLevelObject(object, first: index == 0) { objects.append(made) }
        }
        let device = try deviceElement()
        var dependencies = [
            XMLWriterNode("deployment", [("identifier", "iOS")]),
            XMLWriterNode("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "22685")]),
        ]
        if !safeAreaViews.isEmpty {
            dependencies.append(XMLWriterNode("capability", [("name", "Safe area layout guides"), ("minToolsVersion", "9.0")]))
        }
        if !systemColors.isEmpty {
            dependencies.append(XMLWriterNode("capability", [("name", "System colors in document resources"), ("minToolsVersion", "11.0")]))
        }
        dependencies.append(XMLWriterNode("capability", [("name", "documents saved in the Xcode 8 format"), ("minToolsVersion", "8.0")]))
        var children = [device, XMLWriterNode("dependencies", children: dependencies), XMLWriterNode("objects", children: objects)]
        let resources = resourceElements()
        if !resources.isEmpty { children.append(XMLWriterNode("resources", children: resources)) }
        let documentNode = XMLWriterNode("document", [
            ("type", InterfaceBuilderTranslator.xibType), ("version", "3.0"), ("toolsVersion", "32700.99.1234"),
            ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"), ("useAutolayout", "YES"),
            ("useTraitCollections", "YES"), ("useSafeAreas", "YES"), ("colorMatched", "YES"),
        ], children: children)
        return documentNode.document()
    }

    /// File's Owner, with its class and outlets.
    mutating func ownerPlaceholder() throws(LayoutFileError) -> XMLWriterNode {
        var node = XMLWriterNode("placeholder", [("placeholderIdentifier", "IBFilesOwner"), ("id", "-1"), ("userLabel", "File's Owner")])
        guard let owner = document.owner else { return node }
        if let className = owner.className { addClass(className, to: &node) }
        let connections = try outletElements(owner.outlets, holderSeed: "owner")
        if !connections.isEmpty { node.children.append(XMLWriterNode("connections", children: connections)) }
        return node
    }

    /// `customClass` (and `customModule` for `Module.Class`).
    func addClass(_ className: String, to node: inout XMLWriterNode) {
        let parts = className.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            node["customClass"] = parts[1]
            node["customModule"] = parts[0]
        } else {
            node["customClass"] = className
        }
    }

    mutating func topLevelObject(_ object: NibObject, first: Bool) throws(LayoutFileError) -> XMLWriterNode? {
        let o = object.source.objectValue!
        guard object.isViewController else {
            return try viewElement(object, key: nil, canvasFrame: first)
        }
        // A class the registry does not know is taken for a plain view controller's subclass (the file says it is a controller).
        var uikit = uikitClass(of: object.className)
        if case .unknown = NibClassRegistry.shared.lookup(object.className) { uikit = "UIViewController" }
        for key in ["rootViewController", "viewControllers", "storyboardIdentifier", "segues", "navigationItem", "toolbarItems"] {
            if let value = o[key] {
                try unsupported(value, "\"\(key)\" belongs to a storyboard scene, which a .xib cannot hold; convert writes .xib documents")
            }
        }
        guard uikit == "UIViewController", let view = object.view else {
            try unsupported(object.source, "a \(object.className) has no form in a .xib that Offscreen reads back (a .xib holds views and plain view controllers)")
            return nil
        }
        var node = XMLWriterNode("viewController", [("id", id(of: object))])
        if object.className != "UIViewController" { addClass(object.className, to: &node) }
        for member in object.properties.members {
            if member.key == "title", let title = member.value.stringValue {
                node.attributes.insert(("title", try xmlText(title, member.value)), at: 0)
            } else {
                try unsupported(member.value, "the view controller property \"\(member.key)\" has no form in a .xib that Offscreen reads back")
            }
        }
        if let made = try viewElement(view, key: "view", canvasFrame: first) { node.children.append(made) }
        if !object.outlets.isEmpty, object.className == uikit, let outlets = o["outlets"] {
            try unsupported(outlets, Self.builtInOutletsMessage)
        } else {
            let connections = try outletElements(object.outlets, holderSeed: "controller:" + object.source.path)
            if !connections.isEmpty { node.children.append(XMLWriterNode("connections", children: connections)) }
        }
        return node
    }

    // MARK: Canvas and device

    /// `<device>`: the one of the canvas's size whose safe area is the
    /// canvas's (a reader gives a full-screen canvas its device's safe
    /// area), else one of another size, the canvas's size coming from the
    /// first view's frame. What a `.xib` cannot carry (scale, background,
    /// Dynamic Type size, layout direction) is a warning naming the
    /// `render` option that gives it back.
    mutating func deviceElement() throws(LayoutFileError) -> XMLWriterNode {
        let canvas = document.canvas
        let canvasValue = root.objectValue?["canvas"]
        let member = { (key: String) in canvasValue?.objectValue?[key] }
        // A reader gives the canvas its device's safe area when it is full
        // screen: a view controller's, or a view of the device's size.
        let fullScreen = document.objects.first?.isViewController == true
        var candidates: [(id: String, landscape: Bool, size: CGSize, insets: UIEdgeInsets)] = []
        for id in Self.deviceOrder {
            guard let size = InterfaceBuilderTranslator.deviceSizes[id] else { continue }
            for landscape in [false, true] {
                let insets = InterfaceBuilderTranslator.safeArea(ofDevice: id, landscape: landscape) ?? .zero
                candidates.append((id, landscape, landscape ? CGSize(width: size.height, height: size.width) : size, insets))
            }
        }
        let chosen = candidates.first { $0.size == canvas.size && $0.insets == canvas.safeArea }
            ?? (fullScreen ? candidates.first { $0.insets == canvas.safeArea } : candidates.first { $0.size != canvas.size })
            ?? candidates[0]
        let safeAreaKept = chosen.insets == canvas.safeArea && (fullScreen || chosen.size == canvas.size)
            || canvas.safeArea == .zero && !fullScreen && chosen.size != canvas.size
        if !safeAreaKept {
            warn(member("safeArea") ?? root, "no device has this canvas's safe area for this canvas; render the .xib with --device or --size to set it")
        }
        if let frame = writtenCanvasFrame, frame.size != canvas.size {
            warn(member("size") ?? root, "the .xib's canvas is its first view's frame, \(JSONValue.format(frame.width))x\(JSONValue.format(frame.height)); render it with --size \(JSONValue.format(canvas.size.width))x\(JSONValue.format(canvas.size.height)) for this canvas")
        }
        if canvas.scale != 2 {
            warn(member("scale") ?? root, "a .xib has no canvas scale (a reader draws it at 2x); render it with --scale \(canvas.scale)")
        }
        if let value = member("background") {
            warn(value, "a .xib has no canvas background; render it with --background")
        }
        if canvas.contentSize != .large, let value = member("contentSize") {
            warn(value, "a .xib has no Dynamic Type size; render it with --content-size \(canvas.contentSize.rawValue)")
        }
        if canvas.layoutDirection != .leftToRight, let value = member("layoutDirection") {
            warn(value, "a .xib has no layout direction; render it with --layout-direction rtl")
        }
        return XMLWriterNode("device", [("id", chosen.id), ("orientation", chosen.landscape ? "landscape" : "portrait"),
                                        ("appearance", canvas.appearance.rawValue)])
    }

    /// Devices in the order one is picked for a canvas (newer phones first).
    static let deviceOrder = ["retina6_12", "retina6_0", "retina6_72", "retina6_7", "retina6_3", "retina6_9", "retina6_1", "retina6_5",
                              "retina5_9", "retina5_5", "retina4_7", "retina4_0", "retina3_5", "ipad11", "ipad12_9rounded", "ipad10_5",
                              "ipad10_2", "ipad9_7", "ipad12_9"]

    func resourceElements() -> [XMLWriterNode] {
        var out: [XMLWriterNode] = []
        for (name, size) in images.sorted(by: { $0.key < $1.key }) {
            var node = XMLWriterNode("image", [("name", name)])
            if let size {
                node["width"] = Self.number(size.width)
                node["height"] = Self.number(size.height)
            }
            out.append(node)
        }
        for (name, c) in systemColors.sorted(by: { $0.key < $1.key }) {
            out.append(XMLWriterNode("systemColor", [("name", name)], children: [Self.componentColor(key: nil, c)]))
        }
        return out
    }

    // MARK: Values

    /// A number as Xcode writes it: whole numbers without a fraction, others
    /// in the shortest form that reads back as the same `Double`.
    static func number(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// Coordinates and components: Xcode writes zero as `0.0`.
    static func real(_ n: Double) -> String { n == 0 ? "0.0" : number(n) }

    static func bool(_ b: Bool) -> String { b ? "YES" : "NO" }

    /// A string from the file as XML text: control characters other than
    /// tab, newline and carriage return cannot be written in XML 1.0.
    func xmlText(_ s: String, _ value: JSONValue) throws(LayoutFileError) -> String {
        if s.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }) {
            throw error(value, "the string holds a control character, which XML 1.0 cannot hold; a .xib cannot say it")
        }
        return s
    }
}
