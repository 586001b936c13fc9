import Foundation

/// A layout file holding several view controller scenes, each with an
/// optional `storyboardIdentifier`, and an `initialViewController`; the
/// equivalent of a `.storyboard`.
///
/// Each call makes a new controller with `init?(coder:)` then
/// `awakeFromNib()`; its view loads at the first access to `view`, as UIKit
/// logs for a storyboard scene. Segues and relationship segues (a
/// navigation controller's root in the file) are not supported: make the
/// navigation controller in code.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let nib: UINib
    private let name: String

    /// The storyboard `name.json`, looked for as `UINib(nibName:bundle:)`
    /// does: the bundle's resources, `UINib.searchPaths`, the current
    /// directory. A missing or bad file is reported at the first instantiation.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        nib = UINib(nibName: name, bundle: storyboardBundleOrNil)
        super.init()
    }

    package init(source: LayoutFileSource, name: String) {
        self.name = name
        nib = UINib(source: source)
        super.init()
    }

    /// A storyboard reading the file `nib` already holds (read once, shared).
    package init(nib: UINib, name: String) {
        self.name = name
        self.nib = nib
        super.init()
    }

    /// The scene marked `initialViewController`, or nil when none is.
    open func instantiateInitialViewController() -> UIViewController? {
        stopOnError { () throws(LayoutFileError) in try checkedInstantiateInitialViewController() }
    }

    /// The initial scene, made by `creator` (which calls the controller's own
    /// `init?(coder:)` with extra arguments); nil from `creator` makes the
    /// scene's class with `init?(coder:)`.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        stopOnError { () throws(LayoutFileError) in
            guard let id = try nib.loadDocument().initialViewControllerID else { return nil }
            return try instantiate(id: id, creator: creator)
        }
    }

    /// The scene whose `storyboardIdentifier` is `identifier`; an unknown
    /// identifier stops the process, as UIKit raises an exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        stopOnError { () throws(LayoutFileError) in try checkedInstantiateViewController(withIdentifier: identifier) }
    }

    /// The scene `identifier`, made by `creator` (see
    /// `instantiateInitialViewController(creator:)`).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        stopOnError { () throws(LayoutFileError) in
            let scene = try scene(withIdentifier: identifier)
            return try instantiate(scene, creator: creator)
        }
    }

    // MARK: Checked forms, for tools (Offscreen's own)

    package func checkedInstantiateInitialViewController() throws(LayoutFileError) -> UIViewController? {
        guard let id = try nib.loadDocument().initialViewControllerID else { return nil }
        return try instantiate(id: id, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    package func checkedInstantiateViewController(withIdentifier identifier: String) throws(LayoutFileError) -> UIViewController {
        try instantiate(try scene(withIdentifier: identifier), creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    /// The scene `id`: a storyboard identifier, else the id of a top-level
    /// view controller (for a `.storyboard`, its Interface Builder id); for
    /// `render --scene`.
    package func checkedInstantiateScene(_ id: String) throws(LayoutFileError) -> UIViewController {
        let document = try nib.loadDocument()
        if document.objects.contains(where: { $0.storyboardIdentifier == id }) {
            return try checkedInstantiateViewController(withIdentifier: id)
        }
        let layoutID = document.interfaceBuilder?.sceneIDs[id] ?? id
        guard let scene = document.objectsByID[layoutID], scene.isViewController, document.objects.contains(where: { $0 === scene }) else {
            let known = document.objects.filter(\.isViewController).flatMap { [$0.storyboardIdentifier, $0.id].compactMap { $0 } }
            throw LayoutFileError(file: document.file, path: "", line: 0, column: 0,
                                  message: "no scene \(JSONValue.quote(id))\(NibValueReader.suggestion(for: id, in: known)); scenes: \(known.joined(separator: ", "))")
        }
        return try instantiate(scene, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    /// A scene of this storyboard made on its own (a relationship's destination).
    package func checkedInstantiateScene(_ scene: NibObject) throws(LayoutFileError) -> UIViewController {
        try instantiate(scene, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    /// The scene whose layout id is `layoutID` (a segue's destination).
    package func checkedInstantiateScene(layoutID: String) throws(LayoutFileError) -> UIViewController {
        let document = try nib.loadDocument()
        guard let scene = document.objectsByID[layoutID], scene.isViewController else {
            throw LayoutFileError(file: document.file, path: "", line: 0, column: 0, message: "no view controller scene \(JSONValue.quote(layoutID))")
        }
        return try instantiate(scene, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    /// The first view controller scene of the file, whatever its identifier.
    package func checkedInstantiateFirstViewController() throws(LayoutFileError) -> UIViewController? {
        guard let scene = try nib.loadDocument().objects.first(where: \.isViewController) else { return nil }
        return try instantiate(scene, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }

    // MARK: Private

    private func scene(withIdentifier identifier: String) throws(LayoutFileError) -> NibObject {
        let document = try nib.loadDocument()
        guard let scene = document.objects.first(where: { $0.storyboardIdentifier == identifier }) else {
            let known = document.objects.compactMap(\.storyboardIdentifier)
            throw LayoutFileError(file: document.file, path: "$.objects", line: 0, column: 0,
                                  message: "Storyboard \(JSONValue.quote(name)) doesn't contain a view controller with identifier \(JSONValue.quote(identifier))\(NibValueReader.suggestion(for: identifier, in: known))")
        }
        return scene
    }

    private func instantiate<ViewController: UIViewController>(id: String, creator: ((NSCoder) -> ViewController?)?) throws(LayoutFileError) -> ViewController? {
        let document = try nib.loadDocument()
        guard let scene = document.objectsByID[id] else { return nil }
        return try instantiate(scene, creator: creator)
    }

    private func instantiate<ViewController: UIViewController>(_ scene: NibObject, creator: ((NSCoder) -> ViewController?)?) throws(LayoutFileError) -> ViewController {
        let document = try nib.loadDocument()
        let instantiation = NibInstantiation(document: document, owner: nil)
        instantiation.storyboard = self
        let controller: UIViewController
        if let creator {
            controller = try instantiation.instantiateScene(scene) { coder in creator(coder) }
        } else {
            controller = try instantiation.instantiateScene(scene)
        }
        guard let typed = controller as? ViewController else {
            throw LayoutFileError(file: document.file, at: scene.source,
                                  "the scene is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    private func stopOnError<T>(_ body: () throws(LayoutFileError) -> T) -> T {
        do {
            return try body()
        } catch {
            fatalError("Could not load the storyboard: \(error)")
        }
    }
}
