import Foundation

/// Interface Builder's elements and the classes they make.
extension InterfaceBuilderTranslator {
    /// Elements Offscreen makes as the UIKit class Interface Builder does.
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "stackView": "UIStackView", "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
        "segmentedControl": "UISegmentedControl", "slider": "UISlider", "stepper": "UIStepper",
        "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView",
        "pageControl": "UIPageControl", "navigationBar": "UINavigationBar", "control": "UIControl",
        "toolbar": "UIToolbar", "searchBar": "UISearchBar", "refreshControl": "UIRefreshControl",
        // Constraints to its `<viewLayoutGuide key="contentLayoutGuide">` and
        // `key="frameLayoutGuide"` name its guides (`anchor(item:attribute:_:)`).
        "scrollView": "UIScrollView",
        // A container view is a plain view; its embed segue puts a child controller's view in it.
        "containerView": "UIView",
        // Its content view's subviews and constraints are its contentView's (see `cellContentView`).
        "visualEffectView": "UIVisualEffectView",
        // Their own values are read by `pickerValueElement` (InterfaceBuilderTranslator+Pickers.swift).
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
    ]

    /// Classes this build has no drawing for whose subviews are still drawn:
    /// made as a plain UIView holding them (with a warning).
    static let containerClasses: [String: String] = [
        "tableViewCellContentView": "UITableViewCell's content view",
        "collectionViewCellContentView": "UICollectionViewCell's content view",
    ]

    /// Classes this build cannot draw: a labelled placeholder of their frame (with a warning).
    static let placeholderClasses: [String: String] = [
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "tabBar": "UITabBar", "sceneKitView": "SCNView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView", "mtkView": "MTKView", "glkView": "GLKView",
        "colorWell": "UIColorWell",
    ]

    /// Placeholder classes whose stand-ins are in Offscreen modules above UIKit
    /// (made when the module is linked; see `NibFrameworkClasses`).
    static let frameworkModules = ["MKMapView": "MapKit", "WKWebView": "WebKit"]

    /// View controllers: the class Offscreen makes (its own when it has it).
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]
    /// The controller classes this build has.
    static let builtControllers: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController"]

    /// Objects that are not views and are not made (a warning each).
    static let skippedObjects: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "longPressGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer", "customObject", "searchDisplayController", "barButtonItem", "navigationItem",
        "tabBarItem", "viewControllerPlaceholder", "exit", "customView",
    ]

    // MARK: Which objects are made

    /// The view children of an element: its `<subviews>`, and a cell's or
    /// effect view's content view first.
    func subviewNodes(_ node: XMLElementNode) -> [XMLElementNode] {
        let content = node.children.filter { $0["key"] == "contentView" && $0.name != "subviews" }
        return content + (node.child("subviews")?.children ?? [])
    }

    /// Records the ids of every object that will be made, so connections and
    /// constraints to anything else can be dropped rather than dangle.
    mutating func markEmitted(_ node: XMLElementNode, topLevel: Bool) {
        guard let id = node["id"] else { return }
        if Self.controllerClasses[node.name] != nil, topLevel {
            emitted.insert(id)
            if let view = node.child("view", key: "view") ?? node.children.first(where: { $0["key"] == "view" }) {
                markEmitted(view, topLevel: false)
            }
            if let item = node.child("navigationItem") { markNavigationItemEmitted(item) }
            if let items = node.child("toolbarItems") { markNavigationItemEmitted(items) }
            if let refresh = refreshControlNode(node) { markEmitted(refresh, topLevel: false) }
            return
        }
        if Self.viewClasses[node.name] != nil || Self.containerClasses[node.name] != nil || Self.listClasses[node.name] != nil {
            emitted.insert(id)
            for child in cellSubviewNodes(node) ?? subviewNodes(node) { markEmitted(child, topLevel: false) }
            markListContentEmitted(node)
            for item in node.name == "navigationBar" ? node.child("items")?.children("navigationItem") ?? [] : [] {
                markNavigationItemEmitted(item)
            }
            if node.name == "toolbar", let items = node.child("items") { markNavigationItemEmitted(items) }
        } else if Self.placeholderClasses[node.name] != nil || (options.lenient && !Self.skippedObjects.contains(node.name) && node.child("rect", key: "frame") != nil) {
            emitted.insert(id)
        }
    }

    // MARK: Top-level objects

    /// A top-level object: a view, or a view controller with its view; nil
    /// for objects a layout file does not make (with a warning).
    mutating func topLevelObject(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        if let controllerClass = Self.controllerClasses[node.name] {
            return try controllerObject(node, uikitClass: controllerClass)
        }
        if Self.skippedObjects.contains(node.name) {
            warn(node, "\(node.label) is not made: a layout file makes views and view controllers only")
            return nil
        }
        return try viewObject(node, depth: 1)
    }

    mutating func controllerObject(_ node: XMLElementNode, uikitClass: String) throws(LayoutFileError) -> JSONValue? {
        guard let xibID = node["id"] else { throw error(node, "\(node.label) has no id") }
        var className = uikitClass
        if !Self.builtControllers.contains(uikitClass), !Self.builtListControllers.contains(uikitClass) {
            warn(node, "\(uikitClass) is not in this build of Offscreen; the scene is made as a UIViewController")
            className = "UIViewController"
        }
        let id = layoutID(xibID)
        info.sceneIDs[xibID] = id
        if let sceneID = node.parent?.parent?["sceneID"] { info.sceneIDs[sceneID] = id }
        if let custom = node["customClass"] {
            info.fallbackClasses[id] = className
            className = custom
        }
        var members: [(String, JSONValue)] = [("class", string(className, node)), ("id", string(id, node))]
        var properties: [(String, JSONValue)] = []
        var navigationItem: JSONValue?
        if let title = node["title"] { properties.append(("title", string(title, node))) }
        if node.name == "splitViewController", let style = node["style"], let raw = ["unspecified": 0, "doubleColumn": 1, "tripleColumn": 2][style] {
            // Read by UISplitViewController.init?(coder:).
            properties.append(("UISplitViewController.style", number(Double(raw), node)))
        }
        if node.name == "splitViewController" { properties += splitViewControllerProperties(node) }
        properties += navigationToolbarProperties(node)
        if let restoration = node["restorationIdentifier"] { properties.append(("restorationIdentifier", string(restoration, node))) }
        if let size = node.child("size", key: "preferredContentSize") {
            properties.append(("preferredContentSize", numbers([try double(size, "width") ?? 0, try double(size, "height") ?? 0], size)))
        }
        for child in node.children {
            switch child.name {
            case "view" where child["key"] == "view", "layoutGuides", "connections", "extendedEdge", "size", "point",
                 "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics",
                 "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics":
                continue
            case "navigationItem":
                if let title = child["title"] { properties.append(("navigationItem.title", string(title, child))) }
                navigationItem = try navigationItemMember(child)
            case "tabBarItem":
                properties += try tabBarItemProperties(child)
            case "tabBar":
                checkTabBar(child)
                if let value = child["translucent"] { properties.append(("tabBar.isTranslucent", bool(value == "YES", child))) }
            case "navigationBar" where child["key"] == "navigationBar" && node.name == "navigationController":
                // The bar's "Prefers Large Titles" checkbox.
                if let value = child["largeTitles"] { properties.append(("navigationBar.prefersLargeTitles", bool(value == "YES", child))) }
                // "Translucent" (checked by default): an opaque bar keeps the content below it.
                if let value = child["translucent"] { properties.append(("navigationBar.isTranslucent", bool(value == "YES", child))) }
            case "navigationBar":
                continue
            case "nil" where child["name"] == "viewControllers":
                // Xcode's note that the controller has no child controllers of its own in the document.
                continue
            case "refreshControl" where refreshControlNode(node) === child:
                // Made with the table view (`listContent`): a UITableViewController's
                // refreshControl is its table view's.
                continue
            case "toolbar" where child["key"] == "toolbar", "toolbarItems":
                // `navigationToolbarProperties`, `controllerToolbarItems`.
                continue
            case "userDefinedRuntimeAttributes":
                properties += try runtimeAttributes(child)
            default:
                if child["key"] == "view" { continue }
                warn(child, "\(child.label) of \(node.label) is not applied")
            }
        }
        if !properties.isEmpty { members.append(("properties", object(properties, node))) }
        if let viewNode = node.child("view", key: "view") ?? node.children.first(where: { $0["key"] == "view" }) {
            if let view = try viewObject(viewNode, depth: 2) { members.append(("view", view)) }
        }
        if let navigationItem { members.append(("navigationItem", navigationItem)) }
        members += try controllerToolbarItems(node)
        if let identifier = node["storyboardIdentifier"] {
            if storyboardIdentifiers.insert(identifier).inserted {
                members.append(("storyboardIdentifier", string(identifier, node)))
            } else {
                warn(node, "storyboard identifier \"\(identifier)\" is used by an earlier scene too; instantiateViewController(withIdentifier:) makes the first")
            }
        }
        let (outlets, actions) = try connections(of: node, ownerAllowed: false)
        if !outlets.isEmpty { members.append(("outlets", object(outlets, node))) }
        _ = actions
        members += try relationships(of: node, uikitClass: info.fallbackClasses[id] ?? className)
        let segues = try segues(of: node)
        if !segues.isEmpty { members.append(("segues", array(segues, node))) }
        if members.first(where: { ["view", "storyboardIdentifier", "rootViewController", "viewControllers"].contains($0.0) }) == nil {
            // A controller needs a view or an identifier to be one in a layout file.
            members.append(("storyboardIdentifier", string(xibID, node)))
        }
        return object(members, node)
    }

    /// A table view controller's `<refreshControl key="refreshControl">`
    /// (its "Refreshing: Enabled" attribute).
    func refreshControlNode(_ controller: XMLElementNode) -> XMLElementNode? {
        guard controller.name == "tableViewController" else { return nil }
        return controller.children.first { $0.name == "refreshControl" && $0["key"] == "refreshControl" }
    }

    // MARK: Views

    /// A view element (and its subviews, constraints and connections); nil
    /// for an object that is not made (skipped with a warning).
    mutating func viewObject(_ node: XMLElementNode, depth: Int) throws(LayoutFileError) -> JSONValue? {
        guard depth <= 64 else { throw error(node, "views are nested more than 64 deep") }
        if Self.skippedObjects.contains(node.name) {
            warn(node, "\(node.label) is not made: a layout file makes views and view controllers only")
            return nil
        }
        // Interface Builder leaves some content views without an id; nothing refers to them.
        let xibID = node["id"] ?? "anonymous-\(node.line)-\(node.column)"
        let id = layoutID(xibID)
        var uikitClass: String
        var placeholderName: String?
        var frameworkClass: String?
        if let known = Self.viewClasses[node.name] ?? Self.listClasses[node.name] {
            uikitClass = known
        } else if let drawnAs = Self.placeholderClasses[node.name], NibFrameworkClasses.isLinked(drawnAs) {
            // MapKit's or WebKit's stand-in, linked into this process.
            frameworkClass = drawnAs
            uikitClass = drawnAs
        } else if let container = Self.containerClasses[node.name] {
            warn(node, "\(container) is not in this build of Offscreen; drawn as a plain UIView holding its subviews")
            uikitClass = "UIView"
        } else if let drawnAs = Self.placeholderClasses[node.name] {
            if let module = Self.frameworkModules[drawnAs] {
                warn(node, "\(drawnAs) is drawn only by programs that link Offscreen's \(module) module; drawn as a labelled placeholder of its frame")
            } else {
                warn(node, "\(drawnAs) cannot be drawn by Offscreen; drawn as a labelled placeholder of its frame")
            }
            placeholderName = drawnAs
            uikitClass = "UIView"
        } else if options.lenient {
            warn(node, "skipped unknown element \(node.label): drawn as a labelled placeholder of its frame")
            placeholderName = node["customClass"] ?? node.name
            uikitClass = "UIView"
        } else {
            throw error(node, "unknown Interface Builder element \(node.label): Offscreen does not know this kind of object; render with --lenient to draw it as a placeholder and go on")
        }
        var className = uikitClass
        if let custom = node["customClass"], placeholderName == nil {
            info.fallbackClasses[id] = uikitClass
            className = custom
        }
        var members: [(String, JSONValue)] = [("class", string(className, node)), ("id", string(id, node))]
        // A placeholder keeps its frame and view attributes; what belongs to
        // the class it stands for is not reported piece by piece.
        let quietBefore = quiet
        quiet = placeholderName != nil
        defer { quiet = quietBefore }
        var properties = try viewProperties(node, uikitClass: placeholderName == nil ? uikitClass : "UIView")
        quiet = quietBefore
        if let placeholderName {
            properties.append(("backgroundColor", string("systemGray5", node)))
            properties.append(("clipsToBounds", bool(true, node)))
            let label = object([
                ("class", string("UILabel", node)),
                ("properties", object([
                    ("frame", numbers([0, 0, frameSize(node).width, frameSize(node).height], node)),
                    ("text", string(placeholderName, node)), ("textAlignment", string("center", node)),
                    ("textColor", string("secondaryLabel", node)), ("font", object([("system", number(13, node))], node)),
                    ("numberOfLines", number(0, node)),
                    ("autoresizingMask", array([string("flexibleWidth", node), string("flexibleHeight", node)], node)),
                ], node)),
            ], node)
            members.append(("properties", object(properties, node)))
            members.append(("subviews", array([label], node)))
            return object(members, node)
        }
        members.append(("properties", object(properties, node)))
        // Like a placeholder's, a framework view's subviews are not made (Interface
        // Builder gives map and web views none).
        if frameworkClass != nil { return object(members, node) }
        var children: [JSONValue] = []
        for child in cellSubviewNodes(node) ?? subviewNodes(node) {
            if let made = try viewObject(child, depth: depth + 1) { children.append(made) }
        }
        if !children.isEmpty {
            members.append((uikitClass == "UIStackView" ? "arrangedSubviews" : "subviews", array(children, node)))
        }
        members += try listContent(node, depth: depth)
        members += try navigationBarItems(node)
        members += try toolbarItems(node)
        var constraints = try constraintList(cellContentView(node) ?? node)
        if cellContentView(node) != nil {
            // Its own as well as its content view's: a visual effect view's
            // size, and the constraints Xcode keeps on a cell (a collection
            // view cell's content view has no id, so constraints between
            // the cell and its content's subviews are the cell's), which
            // UIKit installs on the cell.
            constraints = try constraintList(node) + constraints
        }
        if !constraints.isEmpty { members.append(("constraints", array(constraints, node))) }
        let (outlets, actions) = try connections(of: node, ownerAllowed: true)
        if !outlets.isEmpty { members.append(("outlets", object(outlets, node))) }
        if !actions.isEmpty { members.append(("actions", array(actions, node))) }
        let segues = try segues(of: node)
        if !segues.isEmpty { members.append(("segues", array(segues, node))) }
        return object(members, node)
    }

    func frameSize(_ node: XMLElementNode) -> CGSize {
        guard let rect = node.child("rect", key: "frame") else { return .zero }
        return CGSize(width: rect["width"].flatMap(Double.init) ?? 0, height: rect["height"].flatMap(Double.init) ?? 0)
    }
}

extension InterfaceBuilderTranslator {
    static let splitDisplayModes = ["automatic": 0, "secondaryOnly": 1, "oneBesideSecondary": 2, "oneOverSecondary": 3,
                                    "twoBesideSecondary": 4, "twoOverSecondary": 5, "twoDisplaceSecondary": 6]
    static let splitBehaviors = ["automatic": 0, "tile": 1, "overlay": 2, "displace": 3]

    /// A `<splitViewController>`'s `preferredDisplayMode` and
    /// `preferredSplitBehavior`, and its `compactViewController` relationship
    /// (the scene shown alone at compact width), read by
    /// `UISplitViewController.init?(coder:)`.
    mutating func splitViewControllerProperties(_ node: XMLElementNode) -> [(String, JSONValue)] {
        var properties: [(String, JSONValue)] = []
        for (attribute, table) in [("preferredDisplayMode", Self.splitDisplayModes), ("preferredSplitBehavior", Self.splitBehaviors)] {
            guard let value = node[attribute] else { continue }
            guard let raw = table[value] else {
                warn(node, "\(attribute)=\"\(value)\" is not one UIKit has; not applied")
                continue
            }
            properties.append(("UISplitViewController.\(attribute)", number(Double(raw), node)))
        }
        for segue in node.child("connections")?.children("segue") ?? []
        where segue["kind"] == "relationship" && segue["relationship"] == "compactViewController" {
            guard let destination = segue["destination"], emitted.contains(destination) else { continue }
            properties.append(("UISplitViewController.compactViewController", string(layoutID(destination), segue)))
        }
        return properties
    }
}
