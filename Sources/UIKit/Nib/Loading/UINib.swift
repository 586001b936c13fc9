import Foundation

/// A layout file loaded for instantiation: Offscreen's nib. A layout file is
/// JSON (see docs/layout-files.md) named `<nibName>.json`.
///
/// As on iOS, the file is read once (at the first `instantiate`) and can then
/// make any number of copies of its objects. Loading order is UIKit's: every
/// object's `init?(coder:)` (its file properties applied inside
/// `super.init(coder:)`), then every outlet and action connected, the owner's
/// included, then `awakeFromNib()` on every object but the owner.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Directories searched for layout files after the bundle and before the
    /// current directory. Offscreen's own API (on iOS nibs live only in bundles).
    public static var searchPaths: [URL] = []

    package let source: LayoutFileSource
    /// How an Xcode document is read (`render --lenient`); set before the first load.
    package var interfaceBuilderOptions = InterfaceBuilderOptions()
    private var cachedDocument: Result<NibDocument, LayoutFileError>?
    /// A prototype cell of a table or collection view in a layout file
    /// (a storyboard's prototype): each instantiation makes that cell alone.
    private var prototype: NibObject?
    /// Copies made ahead (the one made at load to check the prototype), handed out first.
    private var prebuilt: [AnyObject] = []

    package init(source: LayoutFileSource) {
        self.source = source
        super.init()
    }

    /// Finds `name.json`, `name.xib` or `name.storyboard` in `bundleOrNil` (the main bundle when nil), then in
    /// `UINib.searchPaths`, then in the current directory. A file that cannot
    /// be found is reported when you instantiate, as UIKit does.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(source: LayoutFileSource.locate(name, bundle: bundleOrNil))
    }

    /// A nib from a layout file's bytes. Relative image paths resolve against
    /// the bundle's resources (the main bundle when nil).
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        let directory = (bundleOrNil ?? Bundle.main).resourceURL
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        self.init(source: .data(data, name: "data", directory: directory))
    }

    /// A nib that makes `prototype` (a prototype cell of `document`) each
    /// time it is instantiated. One copy is made now, so a prototype that
    /// cannot be made fails the file's load; it is the first one handed out.
    package convenience init(prototype: NibObject, of document: NibDocument) throws(LayoutFileError) {
        self.init(source: document.url.map { .file($0) } ?? .missing(name: document.file, searched: []))
        self.prototype = prototype
        cachedDocument = .success(document)
        prebuilt = [try NibInstantiation(document: document, owner: nil).runPrototype(prototype)]
    }

    /// The copy made when the prototype was read.
    package var firstPrototype: AnyObject? { prebuilt.first }

    /// Makes the file's objects and returns its top-level ones, in file order.
    ///
    /// A bad or missing file is a programming error here, as on iOS (where it
    /// raises NSInternalInconsistencyException): the process stops with the
    /// file, JSON path, line:column and what was wrong. Use
    /// `checkedInstantiate(withOwner:options:)` to get the error instead.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try checkedInstantiate(withOwner: ownerOrNil, options: optionsOrNil)
        } catch {
            fatalError("Could not load the layout file: \(error)")
        }
    }

    /// Like `instantiate(withOwner:options:)`, but a bad or missing file throws a
    /// `LayoutFileError` instead of stopping the process. Offscreen's own API,
    /// for untrusted files (the `render` tool uses it).
    public func checkedInstantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) throws(LayoutFileError) -> [Any] {
        try checkedInstantiateNamingIDs(withOwner: ownerOrNil).objects
    }

    // MARK: For tools (Offscreen's own; the `render` command is a client of UINib through these)

    /// `checkedInstantiate(withOwner:options:)`, with the id each made object
    /// has in the file (for a printout of the tree that names them).
    package func checkedInstantiateNamingIDs(withOwner ownerOrNil: Any?) throws(LayoutFileError) -> (objects: [Any], ids: [ObjectIdentifier: String]) {
        let document = try loadDocument()
        let instantiation = NibInstantiation(document: document, owner: ownerOrNil.map { $0 as AnyObject })
        if let prototype {
            if !prebuilt.isEmpty { return ([prebuilt.removeFirst()], [:]) }
            return ([try instantiation.runPrototype(prototype)], [:])
        }
        let objects = try instantiation.run()
        var ids: [ObjectIdentifier: String] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id { ids[ObjectIdentifier(entry.instance)] = id }
        }
        return (objects, ids)
    }

    /// The file's canvas: the size, scale, background and appearance it is meant to be shown with.
    package func canvas() throws(LayoutFileError) -> NibCanvas {
        try loadDocument().canvas
    }

    /// Shows the file on another canvas from now on: later instantiations
    /// (this nib's, and a storyboard's made with `UIStoryboard(nib:name:)`)
    /// make text-style fonts for its content size when its traits are current.
    package func setCanvas(_ canvas: NibCanvas) throws(LayoutFileError) {
        var document = try loadDocument()
        document.canvas = canvas
        cachedDocument = .success(document)
    }

    /// The checked document, read once.
    package func loadDocument() throws(LayoutFileError) -> NibDocument {
        if let cachedDocument { return try cachedDocument.get() }
        let result: Result<NibDocument, LayoutFileError>
        do throws(LayoutFileError) {
            let document = try source.read(options: interfaceBuilderOptions)
            document.interfaceBuilder?.warnings.forEach(NibWarnings.report)
            result = .success(document)
        } catch {
            result = .failure(error)
        }
        cachedDocument = result
        return try result.get()
    }
}
