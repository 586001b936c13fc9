import Foundation

/// One instantiation of a layout file: creates every object with
/// `init?(coder:)`, then connects outlets and actions, then calls
/// `awakeFromNib()`, in that order (UIKit's nib-loading order).
///
/// Subviews are created inside their superview's `super.init(coder:)`, as
/// UIKit decodes a view's subviews while decoding the view, so a custom view's
/// initializer sees its subviews (but not its outlets) after `super.init(coder:)`.
@preconcurrency @MainActor
package final class NibInstantiation {
    package let document: NibDocument
    package let owner: AnyObject?
    private let registry = NibClassRegistry.shared
    let reader: NibValueReader
    /// Every object made, by its description.
    var instances: [ObjectIdentifier: AnyObject] = [:]
    /// Constraints made, by the object holding them, when the document has
    /// size-class variations (see `attachTraitVariations`).
    var madeConstraints: [ObjectIdentifier: [(id: String?, constraint: NSLayoutConstraint)]] = [:]
    /// Objects and (once made) constraints by their file id, for outlets.
    var instancesByID: [String: AnyObject] = [:]
    /// An error raised while a view's `init?(coder:)` was running (making its
    /// subviews); initializers cannot throw it, so it is kept and reported
    /// when the outermost one returns.
    private var pendingError: LayoutFileError?
    /// Set when a storyboard makes a scene: controllers get their views
    /// lazily, at the first access to `view` (as a storyboard scene's controller does),
    /// instead of inside `init?(coder:)` as in a nib.
    package var storyboard: UIStoryboard?
    /// Decoded image pixels this instantiation may load (every image file once).
    package let imageBudget = DecodedPixelBudget()
    /// Objects of an Interface Builder document whose custom class is not
    /// registered, made as their element's UIKit class (UIKit does the same,
    /// logging "Unknown class … in Interface Builder file"); their outlets
    /// and actions cannot be connected.
    private var fallbackObjects: Set<ObjectIdentifier> = []

    package init(document: NibDocument, owner: AnyObject?) {
        self.document = document
        self.owner = owner
        let directory = document.baseDirectory ?? document.url?.deletingLastPathComponent()
        self.reader = NibValueReader(file: document.file, baseDirectory: directory)
    }

    package func run() throws(LayoutFileError) -> [Any] {
        try checkOwner()
        var topLevel: [Any] = []
        for object in document.objects {
            topLevel.append(try make(object))
        }
        let ordered = inFileOrder()
        // Constraints exist (and are active) before outlets are connected
        // and awakeFromNib is sent, as when a nib is decoded.
        try makeConstraints(ordered)
        try connectAll(ordered)
        warnSeguesOutsideStoryboard(ordered)
        for object in document.objects { attachTraitVariations(under: object.view ?? object) }
        awake(ordered)
        return topLevel
    }

    /// Makes one prototype cell of the file with its subviews, then its
    /// constraints, outlets and actions, then `awakeFromNib()`: what a
    /// storyboard's prototype nib does at each dequeue.
    package func runPrototype(_ prototype: NibObject) throws(LayoutFileError) -> AnyObject {
        let instance = try make(prototype)
        let ordered = madeObjects(under: prototype)
        try makeConstraints(ordered)
        try connectAll(ordered)
        attachTraitVariations(under: prototype)
        awake(ordered)
        return instance
    }

    /// The objects made from `root` and the objects loaded with it, parent first.
    func madeObjects(under root: NibObject) -> [(object: NibObject, instance: AnyObject)] {
        var ordered: [(object: NibObject, instance: AnyObject)] = []
        func visit(_ object: NibObject) {
            if let instance = instances[ObjectIdentifier(object)] { ordered.append((object, instance)) }
            object.loadedChildren.forEach(visit)
        }
        visit(root)
        return ordered
    }

    /// `awakeFromNib()` in file order; a controller decoded with its view
    /// gets `viewDidLoad()` right after its own `awakeFromNib()`, before its
    /// views wake (the order UIKit logs for a controller in a nib).
    private func awake(_ ordered: [(object: NibObject, instance: AnyObject)]) {
        for entry in ordered {
            if let view = entry.instance as? UIView {
                view.awakeFromNib()
            } else if let controller = entry.instance as? UIViewController {
                controller.awakeFromNib()
                controller.viewDidLoadAfterDecoding()
            }
        }
    }

    // MARK: Storyboard scenes

    /// Makes a storyboard scene's controller alone (`init?(coder:)`, then
    /// `awakeFromNib()`); its view and the outlets into it come later, with
    /// `instantiateSceneView`.
    package func instantiateScene(_ scene: NibObject, creator: ((NSCoder) -> UIViewController?)? = nil) throws(LayoutFileError) -> UIViewController {
        let instance = try make(scene, using: creator.map { creator in { coder in creator(coder) } })
        guard let controller = instance as? UIViewController else {
            throw reader.error(scene.source.objectValue?["class"] ?? scene.source, "\(type(of: instance)) is not a UIViewController; a storyboard scene must be a view controller")
        }
        // A scene without a view in the file (a split view controller's) has
        // only outlets to itself or to objects already made (its delegate):
        // connected now, before awakeFromNib, as UIKit connects them.
        if scene.view == nil, !scene.outlets.isEmpty, !skipsConnections(of: scene) {
            for outlet in scene.outlets { try connect(outlet, of: controller) }
        }
        controller.awakeFromNib()
        return controller
    }

    /// Makes a scene's view for its controller (the `owner` of this
    /// instantiation): the views' `init?(coder:)`, then the controller's and
    /// the views' outlets and actions, then the views' `awakeFromNib()`.
    package func instantiateSceneView(_ scene: NibObject, viewObject: NibObject) throws(LayoutFileError) -> UIView {
        guard let controller = owner else { preconditionFailure("a scene view is made for its controller") }
        if let id = scene.id { instancesByID[id] = controller }
        let made = try make(viewObject)
        guard let view = made as? UIView else {
            throw reader.error(viewObject.source, "a view controller's view must be a UIView; \(type(of: made)) is not one")
        }
        let ordered = madeObjects(under: viewObject)
        try makeConstraints(ordered)
        if let item = scene.navigationItem, let controller = controller as? UIViewController {
            registerNavigationItemObjects(item, of: controller)
        }
        if let nibItems = scene.toolbarItems, let controller = controller as? UIViewController {
            // The controller's toolbar items, made with it, for outlets to them.
            for (nibItem, made) in zip(nibItems, controller.toolbarItems ?? []) {
                if let id = nibItem.id { instancesByID[id] = made }
                if let id = nibItem.customView?.id, let view = made.customView { instancesByID[id] = view }
            }
        }
        if !skipsConnections(of: scene) {
            for outlet in scene.outlets { try connect(outlet, of: controller) }
        }
        for entry in ordered {
            if skipsConnections(of: entry.object) { continue }
            for outlet in entry.object.outlets { try connect(outlet, of: entry.instance) }
            for action in entry.object.actions { try connect(action, from: entry.instance) }
        }
        if let controller = controller as? UIViewController { connectSegues(ordered, controller: controller) }
        attachTraitVariations(under: viewObject)
        awake(ordered)
        performEmbedSegues(ordered)
        return view
    }

    /// Called from inside a controller's `init?(coder:)`: a nib's controller
    /// decodes its view now; a storyboard's keeps where to find it.
    package func decodeView(of controller: UIViewController, from object: NibObject) {
        if let storyboard {
            controller.storyboardStorage = storyboard
            controller.storyboardScene = object
            if let viewObject = object.view {
                controller.sceneView = StoryboardSceneView(document: document, scene: object, view: viewObject)
            }
            return
        }
        guard let viewObject = object.view, let view = makeSubview(viewObject) else { return }
        controller.replaceView(with: view)
    }

    /// The controller a relationship names (a navigation controller's root),
    /// made as its own scene when the file is a storyboard, else made here;
    /// an error is kept for `make` to throw.
    package func makeRelatedController(_ id: String, source: JSONValue) -> UIViewController? {
        guard pendingError == nil else { return nil }
        do throws(LayoutFileError) {
            guard let object = document.objectsByID[id], object.isViewController else {
                throw reader.error(source, "\(JSONValue.quote(id)) is not a view controller of this file (a relationship names one)")
            }
            if let storyboard {
                return try storyboard.checkedInstantiateScene(object)
            }
            guard let controller = try make(object) as? UIViewController else {
                throw reader.error(object.source, "rootViewController \(JSONValue.quote(id)) is not a UIViewController")
            }
            return controller
        } catch {
            pendingError = error
            return nil
        }
    }

    // MARK: Creating

    /// Makes one object (and, inside its initializer, its subviews).
    package func make(_ object: NibObject, using maker: ((NSCoder) -> AnyObject?)? = nil) throws(LayoutFileError) -> AnyObject {
        let classValue = object.source.objectValue?["class"] ?? object.source
        let entry: NibClassRegistry.Entry
        switch registry.lookup(object.className) {
        case .found(let found):
            entry = found
        case .ambiguous(let names):
            throw reader.error(classValue, "class name \(JSONValue.quote(object.className)) is ambiguous: \(names.joined(separator: ", ")); write the module-qualified name")
        case .unknown:
            if let id = object.id, let fallback = document.interfaceBuilder?.fallbackClasses[id],
               case .found(let found) = registry.lookup(fallback) {
                entry = found
                fallbackObjects.insert(ObjectIdentifier(object))
                warn(classValue, "Unknown class \(object.className) in Interface Builder file; made as \(fallback), without its outlets and actions (register it: UINib.register(\(JSONValue.excerpt(String(object.className.split(separator: ".").last ?? ""))).self))")
                break
            }
            throw reader.error(classValue, "unknown class \(JSONValue.quote(object.className))\(NibValueReader.suggestion(for: object.className, in: registry.registeredNames)); register it with UINib.register(\(JSONValue.excerpt(String(object.className.split(separator: ".").last ?? ""))).self)")
        }
        guard let make = maker ?? entry.make else {
            throw reader.error(classValue, "\(entry.name) cannot be created by a layout file (it has no init?(coder:) UIKit knows); only views and view controllers can")
        }
        let coder = LayoutFileCoder(object: object, reader: reader, instantiation: self)
        let made = make(coder)
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        if let error = coder.decodingError { throw error }
        guard let instance = made else {
            throw reader.error(object.source, "\(entry.name).init(coder:) returned nil")
        }
        if object.isViewController, !(instance is UIViewController) {
            throw reader.error(classValue, "\(type(of: instance)) is not a UIViewController; only a view controller has a \"view\" or a \"storyboardIdentifier\"")
        }
        try setInspectables(coder, instance: instance)
        try checkUnreadKeys(coder, instance: instance)
        instances[ObjectIdentifier(object)] = instance
        if let id = object.id { instancesByID[id] = instance }
        let cellSegues = object.segues.filter { $0.kind != .embed }
        if !cellSegues.isEmpty {
            // Selecting a storyboard cell performs its segues (UITableView, UICollectionView).
            if let cell = instance as? UITableViewCell { cell.storyboardSegues = cellSegues }
            if let cell = instance as? UICollectionViewCell { cell.storyboardSegues = cellSegues }
        }
        if let controller = instance as? UIViewController, let item = object.navigationItem {
            try applyNavigationItem(item, to: controller.navigationItem, of: controller)
        }
        if let items = object.toolbarItems {
            try applyToolbarItems(items, to: instance, source: object.source)
        }
        if let items = object.navigationBarItems {
            if instance is UIToolbar {
                throw reader.error(object.source.objectValue?["items"] ?? object.source,
                                   "a UIToolbar's items are bar button items; a layout file reads them so for the class UIToolbar (give a subclass its items in code)")
            }
            guard let bar = instance as? UINavigationBar else {
                throw reader.error(object.source.objectValue?["items"] ?? object.source, "\"items\" is for a UINavigationBar; \(type(of: instance)) is not one")
            }
            var made: [UINavigationItem] = []
            for nib in items {
                let item = UINavigationItem()
                try applyNavigationItem(nib, to: item, of: nil)
                made.append(item)
            }
            bar.setItems(made, animated: false)
        }
        return instance
    }

    /// Called from inside a view's `init?(coder:)` to make one of its subviews;
    /// an error is kept for `make` to throw once that initializer returns.
    package func makeSubview(_ object: NibObject) -> UIView? {
        guard pendingError == nil else { return nil }
        do throws(LayoutFileError) {
            let instance = try make(object)
            guard let view = instance as? UIView else {
                throw reader.error(object.source, "a subview must be a UIView; \(type(of: instance)) is not one")
            }
            return view
        } catch {
            pendingError = error
            return nil
        }
    }

    /// Keys the class's initializer did not read that name registered
    /// inspectable properties (`@IBInspectable`): set after `init?(coder:)`, as
    /// Interface Builder's user-defined runtime attributes are.
    private func setInspectables(_ coder: LayoutFileCoder, instance: AnyObject) throws(LayoutFileError) {
        let unread = coder.unreadKeys
        guard !unread.isEmpty else { return }
        let inspectables = registry.inspectables(for: instance)
        for member in unread {
            guard let inspectable = inspectables[member.key] else { continue }
            let set = inspectable.set(instance, coder, member.key)
            if let error = coder.decodingError { throw error }
            guard set else {
                throw LayoutFileError(file: reader.file, path: member.value.path, line: member.keyPosition.line,
                                      column: member.keyPosition.column,
                                      message: "\(JSONValue.quote(member.key)) of \(type(of: instance)) is a \(inspectable.valueType); the value is not one")
            }
        }
    }

    private func checkUnreadKeys(_ coder: LayoutFileCoder, instance: AnyObject) throws(LayoutFileError) {
        if document.interfaceBuilder != nil {
            // Interface Builder sets runtime attributes by key path whatever
            // the class; one nobody here reads is reported, not fatal.
            for member in coder.unreadKeys {
                warn(member.value, "\(JSONValue.quote(member.key)) is not applied to \(type(of: instance)): neither UIKit's properties nor the class's init?(coder:) read it")
            }
            return
        }
        guard let member = coder.unreadKeys.first else { return }
        let className = String(describing: type(of: instance))
        var message = "unknown property \(JSONValue.quote(member.key)) for \(className)"
        if let definition = NibPropertyCatalog[member.key] {
            if definition.classes.contains(where: { Self.isKind(instance, of: $0) }) {
                message = "Offscreen does not apply \(JSONValue.quote(member.key)) to \(className) yet"
            } else {
                let owners = definition.classes
                let list = owners.count > 1 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last! : owners[0]
                message += " (it is a property of \(list))"
            }
        } else {
            // Suggest only keys this class has: "colour" on a UIView is not a
            // misspelt activity indicator `color`.
            let known = NibPropertyCatalog.definitions
                .filter { $0.classes.contains(where: { Self.isKind(instance, of: $0) }) }.map(\.name)
            message += NibValueReader.suggestion(for: member.key, in: known)
            message += "; a custom class reads its own keys in init?(coder:)"
        }
        throw LayoutFileError(file: reader.file, path: member.value.path, line: member.keyPosition.line,
                              column: member.keyPosition.column, message: message)
    }

    /// Whether `instance` is of the UIKit class named `className` (one of the
    /// catalog's classes) or a subclass of it.
    private static func isKind(_ instance: AnyObject, of className: String) -> Bool {
        LayoutFileCoder.isKind(of: [className], instance)
    }

    // MARK: Connecting

    private func checkOwner() throws(LayoutFileError) {
        guard let declared = document.owner?.className else { return }
        let source = document.owner!.source.objectValue!["class"]!
        guard let owner else {
            throw reader.error(source, "the file's owner must be a \(declared), but no owner was passed to instantiate(withOwner:)")
        }
        let actual = String(describing: type(of: owner))
        var matches = false
        var type: AnyClass? = Swift.type(of: owner)
        while let current = type {
            if String(describing: current) == declared || String(reflecting: current) == declared { matches = true; break }
            type = _getSuperclass(current)
        }
        guard matches else {
            throw reader.error(source, "the file's owner must be a \(declared), but a \(actual) was passed")
        }
    }

    /// Every object made, in file order (a parent before its children), the
    /// order connections are made and `awakeFromNib` is sent; UIKit logs a
    /// top-level controller woken before its view.
    package func inFileOrder() -> [(object: NibObject, instance: AnyObject)] {
        var result: [(object: NibObject, instance: AnyObject)] = []
        func visit(_ object: NibObject) {
            if let instance = instances[ObjectIdentifier(object)] { result.append((object, instance)) }
            if let view = object.view { visit(view) }
            object.loadedChildren.forEach(visit)
        }
        document.objects.forEach(visit)
        return result
    }

    private func connectAll(_ created: [(object: NibObject, instance: AnyObject)]) throws(LayoutFileError) {
        // With no owner, the owner's outlets are not connected, as on iOS where
        // they would be messages to nil; `loadNibNamed(_:owner: nil, ...)` of a
        // file that has them is normal (a class factory that loads the file named after its class does it).
        if let owner, let ownerOutlets = document.owner?.outlets {
            for outlet in ownerOutlets { try connect(outlet, of: owner) }
        }
        for entry in created {
            if skipsConnections(of: entry.object) { continue }
            for outlet in entry.object.outlets { try connect(outlet, of: entry.instance) }
            for action in entry.object.actions { try connect(action, from: entry.instance) }
        }
    }

    /// An object made in place of an unregistered custom class has none of
    /// its outlets; they are reported once, not connected.
    private func skipsConnections(of object: NibObject) -> Bool {
        guard isFallback(object) else { return false }
        if !object.outlets.isEmpty || !object.actions.isEmpty {
            let names = object.outlets.map(\.name) + object.actions.map(\.selector)
            warn(object.source, "\(names.joined(separator: ", ")) of \(object.className) not connected: the class is not registered")
        }
        return true
    }

    private func isFallback(_ object: NibObject) -> Bool {
        if fallbackObjects.contains(ObjectIdentifier(object)) { return true }
        guard let id = object.id, document.interfaceBuilder?.fallbackClasses[id] != nil else { return false }
        if case .unknown = registry.lookup(object.className) { return true }
        return false
    }

    package func warn(_ value: JSONValue, _ message: String) {
        NibWarnings.report(NibWarning(file: reader.file, line: value.position.line, column: value.position.column, message: message))
    }

    /// The object an id names; nil for the owner when there is none.
    private func target(_ id: String, source: JSONValue) throws(LayoutFileError) -> AnyObject? {
        if id == "owner" { return owner }
        if let instance = instancesByID[id] { return instance }
        throw reader.error(source, "\(JSONValue.quote(id)) is not an object this file creates (outlets to constraints need Auto Layout)")
    }

    private func connect(_ outlet: NibOutlet, of object: AnyObject) throws(LayoutFileError) {
        let className = String(describing: type(of: object))
        let connections = registry.connections(for: object)
        guard let setter = connections.outlets[outlet.name] else {
            let position = LayoutFileError(file: reader.file, path: outlet.source.path, line: outlet.keyPosition.line,
                                           column: outlet.keyPosition.column, message: "")
            var message = "\(className) has no outlet \(JSONValue.quote(outlet.name))"
            if connections.outlets.isEmpty {
                message += "; register it: UINib.register(\(className).self, .outlet(\(JSONValue.quote(outlet.name)), \\.\(JSONValue.excerpt(outlet.name))))"
            } else {
                message += NibValueReader.suggestion(for: outlet.name, in: Array(connections.outlets.keys))
                message += "; registered outlets: \(connections.outlets.keys.sorted().joined(separator: ", "))"
            }
            throw LayoutFileError(file: position.file, path: position.path, line: position.line, column: position.column, message: message)
        }
        if setter.isCollection != outlet.isCollection {
            throw reader.error(outlet.source, setter.isCollection
                ? "outlet \(JSONValue.excerpt(outlet.name)) of \(className) is a collection; give an array of ids"
                : "outlet \(JSONValue.excerpt(outlet.name)) of \(className) takes one object; give one id, not an array")
        }
        // A destination made in place of an unregistered class (a UIViewController
        // for the app's `ViewController`) lacks the class's conformances: a
        // picker's dataSource outlet to it is not connected, as the class's
        // outlets are not.
        if let id = outlet.targetIDs.first(where: { document.objectsByID[$0].map(isFallback) == true }),
           let destination = document.objectsByID[id] {
            warn(outlet.source, "outlet \(JSONValue.quote(outlet.name)) of \(className) not connected: its destination's class \(destination.className) is not registered")
            return
        }
        var targets: [AnyObject] = []
        for id in outlet.targetIDs {
            // An outlet to a missing owner stays nil, as on iOS.
            guard let object = try target(id, source: outlet.source) else { return }
            targets.append(object)
        }
        guard setter.set(object, targets) else {
            let found = targets.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            throw reader.error(outlet.source, "outlet \(JSONValue.excerpt(outlet.name)) of \(className) takes \(setter.isCollection ? "[\(setter.valueType)]" : setter.valueType), but the file connects \(found)")
        }
    }

    private func connect(_ action: NibAction, from source: AnyObject) throws(LayoutFileError) {
        let targetValue = action.source.objectValue!["target"]!
        // Without an owner, an action aimed at it is not connected.
        guard let targetObject = try target(action.target, source: targetValue) else { return }
        if let targetNib = document.objectsByID[action.target], isFallback(targetNib) {
            warn(targetValue, "action \(action.selector) not connected: its target's class \(targetNib.className) is not registered")
            return
        }
        let targetName = String(describing: type(of: targetObject))
        let actions = registry.connections(for: targetObject).actions
        guard let perform = actions[action.selector] else {
            let actionValue = action.source.objectValue!["action"]!
            if document.interfaceBuilder != nil {
                // UIKit does not check a nib's actions when loading (a missing
                // method fails when the action is sent); say so and go on.
                warn(actionValue, "\(targetName) has no registered action \(JSONValue.quote(action.selector)); not connected (register it: UINib.register(\(targetName).self, .action(\(JSONValue.quote(action.selector)), \(targetName).method)))")
                return
            }
            var message = "\(targetName) has no action \(JSONValue.quote(action.selector))"
            if actions.isEmpty {
                message += "; register it: UINib.register(\(targetName).self, .action(\(JSONValue.quote(action.selector)), \(targetName).method))"
            } else {
                message += NibValueReader.suggestion(for: action.selector, in: Array(actions.keys))
            }
            throw reader.error(actionValue, message)
        }
        guard let control = source as? NibActionSource else {
            throw reader.error(action.source, "actions need a UIControl; \(type(of: source)) is not one")
        }
        control.connectLayoutAction(events: action.event) { [weak targetObject] sender in
            guard let targetObject else { return }
            perform.perform(targetObject, sender)
        }
    }
}

// MARK: Navigation items

extension NibInstantiation {
    /// A controller's navigation item from the file: bar button items (with
    /// their actions and segues), prompt, back button, large-title mode and
    /// title view; applied once the controller is made, so an item's action
    /// can target the controller itself.
    func applyNavigationItem(_ nib: NibNavigationItem, to item: UINavigationItem, of controller: UIViewController?) throws(LayoutFileError) {
        if let id = nib.id { instancesByID[id] = item }
        if let title = nib.title { item.title = title }
        if let prompt = nib.prompt { item.prompt = prompt }
        if let title = nib.backButtonTitle { item.backButtonTitle = title }
        if let hides = nib.hidesBackButton { item.hidesBackButton = hides }
        if let supplements = nib.leftItemsSupplementBackButton { item.leftItemsSupplementBackButton = supplements }
        if let raw = nib.style, let style = UINavigationItem.ItemStyle(rawValue: raw) { item.style = style }
        if let raw = nib.largeTitleDisplayMode, let mode = UINavigationItem.LargeTitleDisplayMode(rawValue: raw) {
            item.largeTitleDisplayMode = mode
        }
        if let left = nib.leftItems { item.leftBarButtonItems = try left.map { item throws(LayoutFileError) in try makeBarButtonItem(item, of: controller) } }
        if let right = nib.rightItems { item.rightBarButtonItems = try right.map { item throws(LayoutFileError) in try makeBarButtonItem(item, of: controller) } }
        if let back = nib.backItem { item.backBarButtonItem = try makeBarButtonItem(back, of: controller) }
        if let titleView = nib.titleView { item.titleView = try makeDetachedView(titleView) }
    }

    /// A toolbar's `items` or a controller's `toolbarItems`; the items'
    /// segues start at the controller (a toolbar's: at the closest scene).
    func applyToolbarItems(_ items: [NibBarButtonItem], to instance: AnyObject, source: JSONValue) throws(LayoutFileError) {
        let controller = instance as? UIViewController
        var made: [UIBarButtonItem] = []
        for nib in items {
            let item = try makeBarButtonItem(nib, of: controller)
            if let id = nib.id { instancesByID[id] = item }
            made.append(item)
        }
        if let toolbar = instance as? UIToolbar {
            toolbar.setItems(made, animated: false)
        } else if let controller {
            controller.setToolbarItems(made, animated: false)
        } else {
            throw reader.error(source.objectValue?["items"] ?? source, "\"items\" of bar button items are for a UIToolbar; \(type(of: instance)) is not one")
        }
    }

    /// A scene's view is made by an instantiation of its own: the
    /// controller's outlets to its bar button items, custom views and title
    /// view find the ones made with the controller.
    func registerNavigationItemObjects(_ nib: NibNavigationItem, of controller: UIViewController) {
        let item = controller.navigationItem
        if let id = nib.id { instancesByID[id] = item }
        func register(_ nibItems: [NibBarButtonItem]?, _ items: [UIBarButtonItem]?) {
            for (nibItem, made) in zip(nibItems ?? [], items ?? []) {
                if let id = nibItem.id { instancesByID[id] = made }
                if let id = nibItem.customView?.id, let view = made.customView { instancesByID[id] = view }
            }
        }
        register(nib.leftItems, item.leftBarButtonItems)
        register(nib.rightItems, item.rightBarButtonItems)
        register(nib.backItem.map { [$0] }, item.backBarButtonItem.map { [$0] })
        if let id = nib.titleView?.id, let view = item.titleView { instancesByID[id] = view }
    }

    /// A bar button item; its segues start at `controller`, else (an item of a
    /// lone navigation bar) at the closest storyboard scene up the bar's responder chain.
    private func makeBarButtonItem(_ nib: NibBarButtonItem, of controller: UIViewController?) throws(LayoutFileError) -> UIBarButtonItem {
        let field = { (key: String) in nib.source.objectValue?[key] ?? nib.source }
        let item: UIBarButtonItem
        if let raw = nib.systemItem, let system = UIBarButtonItem.SystemItem(rawValue: raw) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
        }
        if let view = nib.customView { item.customView = try makeDetachedView(view) }
        if let title = nib.title { item.title = title }
        if case .image(let reference)? = nib.image {
            item.image = try reference.makeUIImage(source: field("image"), reader: reader, budget: imageBudget)
        }
        if let name = nib.systemImage {
            item.image = UIImage(systemName: name)
            if item.image == nil {
                warn(field("systemImage"), "SF Symbol \(JSONValue.quote(name)) is not one Offscreen draws (docs/symbols.md lists them); the item has no image")
            }
        }
        if let raw = nib.style, let style = UIBarButtonItem.Style(rawValue: raw) { item.style = style }
        if let width = nib.width { item.width = CGFloat(width) }
        if let enabled = nib.isEnabled { item.isEnabled = enabled }
        if let color = nib.tintColor { item.tintColor = color.makeUIColor() }
        if let action = nib.action {
            item.action = Selector(action)
            if let targetID = nib.target {
                if let targetNib = document.objectsByID[targetID], isFallback(targetNib) {
                    warn(field("action"), "action \(action) of the bar button item not connected: its target's class \(targetNib.className) is not registered")
                    item.action = nil
                } else if targetID == "owner" || instancesByID[targetID] != nil {
                    item.target = try target(targetID, source: field("target"))
                    if let target = item.target, registry.connections(for: target).actions[action] == nil {
                        // As for a control's action: UIKit does not check it when loading; sending it fails.
                        let name = String(describing: type(of: target))
                        warn(field("action"), "\(name) has no registered action \(JSONValue.quote(action)); the bar button item's action does nothing (register it: UINib.register(\(name).self, .action(\(JSONValue.quote(action)), \(name).method)))")
                    }
                } else {
                    warn(field("target"), "the target \(JSONValue.quote(targetID)) of the bar button item's action is not made with its controller; the action goes along the responder chain")
                }
            }
        }
        // A storyboard makes scenes (`storyboard`) and their views (owned by the scene's controller).
        let inStoryboard = storyboard != nil || (owner as? UIViewController)?.storyboardScene != nil
        for segue in nib.segues where !inStoryboard {
            warn(segue.source, "the \(segue.kind.rawValue) segue is not performed: segues are performed only by a storyboard's scenes (load the file with UIStoryboard)")
        }
        for segue in nib.segues where inStoryboard {
            // The segue a bar button item triggers: its sender is the item, as in UIKit.
            if let controller {
                item.storyboardTapHandlers.append { [weak controller] sender in controller?.triggerSegue(segue, sender: sender) }
            } else {
                item.storyboardTapHandlers.append { sender in
                    // The segue's sender is the item; the scene is found from the bar showing it.
                    guard let bar = sender.owningNavigationItem?.navigationBar else { return }
                    bar.performStoryboardSegues([segue], sender: sender)
                }
            }
        }
        if let id = nib.id { instancesByID[id] = item }
        return item
    }

    /// A view the bar places (a custom view, a title view): made with its
    /// subviews, then its constraints, outlets and actions, then `awakeFromNib()`.
    private func makeDetachedView(_ object: NibObject) throws(LayoutFileError) -> UIView {
        let made = try make(object)
        guard let view = made as? UIView else {
            throw reader.error(object.source, "a navigation bar shows a UIView; \(type(of: made)) is not one")
        }
        let ordered = madeObjects(under: object)
        try makeConstraints(ordered)
        for entry in ordered where !skipsConnections(of: entry.object) {
            for outlet in entry.object.outlets { try connect(outlet, of: entry.instance) }
            for action in entry.object.actions { try connect(action, from: entry.instance) }
        }
        awake(ordered)
        return view
    }
}

/// A control that a layout file's actions can connect to (UIControl adopts it):
/// `handler` is called with the sender when one of `events` (UIControl.Event
/// bits) occurs, as `addTarget(_:action:for:)` would.
@preconcurrency @MainActor
package protocol NibActionSource: AnyObject {
    func connectLayoutAction(events: Int, handler: @escaping @MainActor (AnyObject?) -> Void)
}
