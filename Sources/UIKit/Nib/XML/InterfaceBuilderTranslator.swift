import Foundation

/// Turns an Xcode `.xib` or `.storyboard` (its XML, as Interface Builder
/// writes it) into the layout file model: objects with UIKit property names,
/// constraints as equations, outlets and actions by id. Every value keeps the
/// line and column of the element it came from, so an error found later (a
/// constraint UIKit would refuse, an unknown class) names the XML's place.
///
/// Tools versions are never compared: a document is recognised by its
/// `type` and read by what its elements say.
package struct InterfaceBuilderTranslator {
    package static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    package static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// Xcode 5 and 6 wrote an iPad-only .xib with this type (and
    /// `targetRuntime="iOS.CocoaTouch.iPad"`); its content is a .xib's.
    package static let iPadXibType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"

    let root: XMLElementNode
    let file: String
    let baseDirectory: URL
    let options: InterfaceBuilderOptions
    package var info: InterfaceBuilderInfo

    /// Interface Builder ids (`i5M-Pr-FkT`) → layout ids (`i5M_Pr_FkT`).
    var ids: [String: String] = [:]
    var usedIDs: Set<String> = []
    /// Ids of objects that will be made (views, controllers): connections and
    /// constraints to anything else are dropped with a warning.
    var emitted: Set<String> = []
    /// Interface Builder ids of the placeholders: File's Owner and First Responder.
    var ownerIDs: Set<String> = []
    var firstResponderIDs: Set<String> = []
    /// A view's layout guide (`<viewLayoutGuide key="safeArea">`) → the view's xib id and the guide.
    var layoutGuides: [String: (viewID: String, guide: String)] = [:]
    /// A scroll view → the ids of the views inside it (xib ids).
    var scrollViewDescendants: [String: Set<String>] = [:]
    /// A table or collection view cell's content view → the cell (xib ids).
    var contentViewCells: [String: String] = [:]
    /// A controller's top/bottom layout guide → its root view's xib id and which guide.
    var controllerGuides: [String: (viewID: String, isTop: Bool)] = [:]
    /// Destinations of outlets (constraints among them get an id).
    var outletDestinations: Set<String> = []
    /// Constraints whose installation or values vary with the size classes
    /// (they get an id, so a loaded document can find them again).
    var variedConstraintIDs: Set<String> = []
    /// Ids of the constraints that are built (not placeholders).
    var constraintNodeIDs: Set<String> = []
    /// `<resources>`: images by name (their size), named and system colours by name.
    var imageSizes: [String: CGSize] = [:]
    var namedColors: [String: XMLElementNode] = [:]
    var systemColors: [String: XMLElementNode] = [:]
    /// Images already looked up, by name (nil: not found).
    var imagePaths: [String: String?] = [:]
    var assetCatalogs: [URL]?
    var storyboardIdentifiers: Set<String> = []
    /// Image sets found whose files a layout file cannot name (no scale in the name).
    var unusableImageSets: Set<String> = []
    /// Warnings given once per message.
    var warned: Set<String> = []
    /// Set while reading an element drawn as a placeholder: its class's own
    /// attributes and elements are not reported one by one.
    var quiet = false

    package init(root: XMLElementNode, file: String, baseDirectory: URL, options: InterfaceBuilderOptions) throws(LayoutFileError) {
        self.root = root
        self.file = file
        self.baseDirectory = baseDirectory
        self.options = options
        if root.name == "archive" {
            throw LayoutFileError(file: file, path: "", line: root.line, column: root.column,
                                  message: "this is Interface Builder's old archive format (before Xcode 5); open it in Xcode and save it to get the <document> format Offscreen reads")
        }
        guard root.name == "document" else {
            throw LayoutFileError(file: file, path: "", line: root.line, column: root.column,
                                  message: "this XML is not an Interface Builder document (its root is <\(root.name)>, not <document>); Offscreen reads .xib and .storyboard files and its JSON layout files")
        }
        switch root["type"] {
        case Self.xibType, Self.iPadXibType: info = InterfaceBuilderInfo(kind: .xib)
        case Self.storyboardType: info = InterfaceBuilderInfo(kind: .storyboard)
        case let other:
            let found = other.map { "\"\($0)\"" } ?? "no type"
            let hint = other?.contains("Cocoa.") == true ? " (a macOS document; Offscreen draws UIKit, iOS documents only)" : ""
            throw LayoutFileError(file: file, path: "", line: root.line, column: root.column,
                                  message: "unsupported Interface Builder document type \(found)\(hint); expected \(Self.xibType) or \(Self.storyboardType)")
        }
    }

    // MARK: Messages

    func position(_ node: XMLElementNode) -> SourcePosition { SourcePosition(line: node.line, column: node.column, offset: 0) }

    package func error(_ node: XMLElementNode, _ message: String) -> LayoutFileError {
        LayoutFileError(file: file, path: node.label, line: node.line, column: node.column, message: message)
    }

    mutating func warn(_ node: XMLElementNode?, _ message: String) {
        let key = "\(node?.line ?? 0):\(message)"
        guard warned.insert(key).inserted else { return }
        info.warnings.append(NibWarning(file: file, line: node?.line ?? 0, column: node?.column ?? 0, message: message))
    }

    // MARK: JSON values at an element's position

    func string(_ s: String, _ node: XMLElementNode) -> JSONValue { JSONValue(kind: .string(s), position: position(node), path: node.label) }
    func number(_ n: Double, _ node: XMLElementNode) -> JSONValue { JSONValue(kind: .number(n), position: position(node), path: node.label) }
    func bool(_ b: Bool, _ node: XMLElementNode) -> JSONValue { JSONValue(kind: .bool(b), position: position(node), path: node.label) }
    func array(_ values: [JSONValue], _ node: XMLElementNode) -> JSONValue { JSONValue(kind: .array(values), position: position(node), path: node.label) }
    func numbers(_ values: [Double], _ node: XMLElementNode) -> JSONValue { array(values.map { number($0, node) }, node) }
    func object(_ members: [(String, JSONValue)], _ node: XMLElementNode) -> JSONValue {
        var o = JSONObject()
        for (key, value) in members {
            _ = o.insert(JSONObject.Member(key: key, keyPosition: value.position, value: value))
        }
        return JSONValue(kind: .object(o), position: position(node), path: node.label)
    }

    /// A number attribute; a malformed one is an error at the element.
    func double(_ node: XMLElementNode, _ attribute: String) throws(LayoutFileError) -> Double? {
        guard let text = node[attribute] else { return nil }
        guard let n = Double(text.trimmingCharacters(in: .whitespaces)), n.isFinite else {
            throw error(node, "\(attribute)=\"\(text)\" is not a number")
        }
        return n
    }

    func flag(_ node: XMLElementNode, _ attribute: String) -> Bool? {
        guard let text = node[attribute] else { return nil }
        return text == "YES" || text == "true" || text == "1"
    }

    // MARK: Ids

    /// The layout id of an Interface Builder id: letters, digits and `_`,
    /// not starting with a digit, unique.
    mutating func layoutID(_ xibID: String) -> String {
        if let id = ids[xibID] { return id }
        var s = String(xibID.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) ? Character($0) : "_" })
        if s.isEmpty || s.first!.isNumber { s = "_" + s }
        if NibDocument.reservedIDs.contains(s) { s = "_" + s }
        var unique = s
        var n = 2
        while usedIDs.contains(unique) { unique = "\(s)_\(n)"; n += 1 }
        usedIDs.insert(unique)
        ids[xibID] = unique
        return unique
    }

    // MARK: The document

    package mutating func translate() throws(LayoutFileError) -> JSONValue {
        collectResources()
        var members: [(String, JSONValue)] = [("formatVersion", number(1, root))]
        var objects: [JSONValue] = []
        var ownerOutlets: [(String, JSONValue)] = []
        var initial: String?
        var canvasView: XMLElementNode?
        var fullScreen = false
        switch info.kind {
        case .xib:
            guard let objectsNode = root.child("objects") else {
                throw error(root, "a .xib needs <objects> (its top-level objects)")
            }
            for node in objectsNode.children { markEmitted(node, topLevel: true) }
            for node in objectsNode.children {
                if node.name == "placeholder" {
                    if node["placeholderIdentifier"] == "IBFilesOwner" {
                        ownerOutlets += try connections(of: node, ownerAllowed: false).0
                        checkOwnerConnections(node)
                    }
                    continue
                }
                if let made = try topLevelObject(node) {
                    objects.append(made)
                    if canvasView == nil {
                        canvasView = node.name == "viewController" ? node.child("view", key: "view") : node
                        fullScreen = node.name == "viewController"
                    }
                }
            }
        case .storyboard:
            guard let scenes = root.child("scenes") else {
                throw error(root, "a .storyboard needs <scenes>")
            }
            let sceneObjects = scenes.children("scene").compactMap { $0.child("objects") }
            for objectsNode in sceneObjects {
                for node in objectsNode.children { markEmitted(node, topLevel: true) }
            }
            for objectsNode in sceneObjects {
                for node in objectsNode.children where node.name != "placeholder" && node.name != "exit" {
                    if node["sceneMemberID"] != nil && node["sceneMemberID"] != "viewController" { continue }
                    if let made = try topLevelObject(node) { objects.append(made) }
                }
            }
            if let id = root["initialViewController"], emitted.contains(id) {
                initial = layoutID(id)
            } else if let id = root["initialViewController"] {
                warn(root, "the initial view controller \(id) is not a scene Offscreen makes; `render` shows the first scene")
            }
            let initialNode = root["initialViewController"].flatMap { id in
                sceneObjects.flatMap(\.children).first { $0["id"] == id }
            } ?? sceneObjects.flatMap(\.children).first { $0.child("view", key: "view") != nil }
            canvasView = initialNode?.child("view", key: "view") ?? initialNode.flatMap(rootViewOfContainer)
            // A scene is full screen unless Interface Builder simulates a freeform size for it.
            fullScreen = initialNode?.child("freeformSimulatedSizeMetrics") == nil
        }
        members.append(("canvas", canvas(canvasView, fullScreen: fullScreen)))
        if !ownerOutlets.isEmpty {
            members.append(("owner", object([("outlets", object(ownerOutlets, root))], root)))
        }
        members.append(("objects", array(objects, root)))
        if let initial { members.append(("initialViewController", string(initial, root))) }
        return object(members, root)
    }

    /// A navigation controller's root scene's view, for the canvas size.
    func rootViewOfContainer(_ node: XMLElementNode) -> XMLElementNode? {
        guard let segue = node.child("connections")?.children("segue").first(where: { $0["kind"] == "relationship" }),
              let destination = segue["destination"] else { return nil }
        var found: XMLElementNode?
        root.forEachDescendant { if found == nil, $0["id"] == destination { found = $0 } }
        return found?.child("view", key: "view")
    }

    /// The canvas: the size of the first top-level view (a storyboard: of the
    /// initial scene's view), scale 2, and the document's appearance. A
    /// full-screen canvas (a storyboard scene, a xib's view controller, or a
    /// view the size of the document's `<device>`) gets the device's safe area,
    /// so a navigation bar sits below the status bar as on that device.
    func canvas(_ view: XMLElementNode?, fullScreen: Bool) -> JSONValue {
        var size = CGSize(width: 390, height: 844)
        if let rect = view?.child("rect", key: "frame"),
           let w = rect["width"].flatMap(Double.init), let h = rect["height"].flatMap(Double.init), w >= 1, h >= 1, w <= 10_000, h <= 10_000 {
            size = CGSize(width: w, height: h)
        } else if let device = root.child("device"), let screen = Self.deviceSizes[device["id"] ?? ""] {
            size = device["orientation"] == "landscape" ? CGSize(width: screen.height, height: screen.width) : screen
        }
        var members: [(String, JSONValue)] = [("size", numbers([size.width, size.height], view ?? root)), ("scale", number(2, root))]
        if let device = root.child("device"), device["appearance"] == "dark" {
            members.append(("appearance", string("dark", device)))
        }
        if let device = root.child("device"), let id = device["id"], let screen = Self.deviceSizes[id],
           let insets = Self.safeArea(ofDevice: id, landscape: device["orientation"] == "landscape") {
            let landscape = device["orientation"] == "landscape"
            let deviceSize = landscape ? CGSize(width: screen.height, height: screen.width) : screen
            if (fullScreen || size == deviceSize), insets.top + insets.bottom <= size.height, insets.left + insets.right <= size.width {
                members.append(("safeArea", numbers([insets.top, insets.left, insets.bottom, insets.right], device)))
            }
        }
        return object(members, root)
    }

    /// A device's safe area in points, as iOS reports a full-screen window's
    /// `safeAreaInsets`: the status bar (20 pt on phones with a Home button and
    /// older iPads; the sensor housing's height on the others) above, the home
    /// indicator (34 pt; 20 on iPads without a Home button) below. In landscape a
    /// phone with a Home button hides its status bar (no insets); the others
    /// inset both sides by the housing's height and the bottom by 21 pt.
    static func safeArea(ofDevice id: String, landscape: Bool) -> UIEdgeInsets? {
        let portrait: (top: CGFloat, bottom: CGFloat)
        switch id {
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5", "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9": portrait = (20, 0)
        case "ipad11", "ipad12_9rounded": portrait = (24, 20)
        case "retina5_9", "retina6_5": portrait = (44, 34)   // iPhone X, XS, 11 Pro (Max)
        case "retina6_1": portrait = (48, 34)                // iPhone XR, 11
        case "retina6_0", "retina6_7": portrait = (47, 34)   // iPhone 12, 13, 14 (Plus)
        case "retina6_12", "retina6_72": portrait = (59, 34) // iPhone 14 Pro (Max), 15 (Plus, Pro, Pro Max)
        case "retina6_3", "retina6_9": portrait = (62, 34)   // iPhone 16 Pro (Max)
        default: return nil
        }
        guard landscape, !id.hasPrefix("ipad") else { return UIEdgeInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0) }
        if portrait.bottom == 0 { return .zero }
        return UIEdgeInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top)
    }

    /// Screen sizes in points of the devices Interface Builder documents name.
    static let deviceSizes: [String: CGSize] = [
        "retina3_5": CGSize(width: 320, height: 480), "retina4_0": CGSize(width: 320, height: 568),
        "retina4_7": CGSize(width: 375, height: 667), "retina5_5": CGSize(width: 414, height: 736),
        "retina5_9": CGSize(width: 375, height: 812), "retina6_1": CGSize(width: 414, height: 896),
        "retina6_5": CGSize(width: 414, height: 896), "retina6_12": CGSize(width: 393, height: 852),
        "retina6_7": CGSize(width: 428, height: 926), "retina6_72": CGSize(width: 430, height: 932),
        "retina6_0": CGSize(width: 390, height: 844), "retina6_3": CGSize(width: 402, height: 874),
        "retina6_9": CGSize(width: 440, height: 956),
        "ipad9_7": CGSize(width: 768, height: 1024), "ipad10_2": CGSize(width: 810, height: 1080),
        "ipad10_5": CGSize(width: 834, height: 1112), "ipad11": CGSize(width: 834, height: 1194),
        "ipad12_9": CGSize(width: 1024, height: 1366), "ipad12_9rounded": CGSize(width: 1024, height: 1366),
    ]

    // MARK: Resources and references

    mutating func collectResources() {
        root.forEachDescendant { node in
            switch node.name {
            case "placeholder":
                if let id = node["id"] {
                    switch node["placeholderIdentifier"] {
                    case "IBFilesOwner": ownerIDs.insert(id)
                    case "IBFirstResponder": firstResponderIDs.insert(id)
                    default: break
                    }
                }
            case "viewLayoutGuide":
                if let id = node["id"], let view = node.parent?["id"] { layoutGuides[id] = (view, node["key"] ?? "") }
            case "scrollView":
                guard let id = node["id"] else { break }
                var inside: Set<String> = []
                for child in node.child("subviews")?.children ?? [] {
                    if let childID = child["id"] { inside.insert(childID) }
                    child.forEachDescendant { if $0.name != "constraint", let descendantID = $0["id"] { inside.insert(descendantID) } }
                }
                scrollViewDescendants[id] = inside
            case "viewControllerLayoutGuide":
                if let id = node["id"], let controller = node.parent?.parent,
                   let view = controller.child("view", key: "view")?["id"] {
                    controllerGuides[id] = (view, node["type"] == "top")
                }
            case "constraint":
                if let id = node["id"], node["placeholder"] != "YES" { constraintNodeIDs.insert(id) }
            case "outlet", "outletCollection":
                if let destination = node["destination"] { outletDestinations.insert(destination) }
            case "image":
                if node.parent?.name == "resources", let name = node["name"],
                   let w = node["width"].flatMap(Double.init), let h = node["height"].flatMap(Double.init) {
                    imageSizes[name] = CGSize(width: w, height: h)
                }
            case "namedColor":
                if let name = node["name"], let color = node.child("color") { namedColors[name] = color }
            case "systemColor":
                if node.parent?.name == "resources", let name = node["name"], let color = node.child("color") { systemColors[name] = color }
            default: break
            }
        }
    }

    /// A File's Owner's actions are connected from the controls; the owner's
    /// own `<action>`s would be sent by it, which a file cannot arrange.
    mutating func checkOwnerConnections(_ node: XMLElementNode) {
        for action in node.child("connections")?.children("action") ?? [] {
            warn(action, "an action sent by the File's Owner is not connected (connect it in code)")
        }
    }
}
