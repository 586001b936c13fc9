import Foundation

/// A layout file, read and checked: every JSON error, unknown key, wrong value
/// type, dangling id, missing image and grammar error in a constraint is found
/// here, before any object is created (so nothing is drawn from a bad file).
package struct NibDocument: Sendable {
    package static let formatVersion = 1
    /// Ids with a fixed meaning in the file.
    package static let reservedIDs: Set<String> = ["owner", "superview"]

    package var file: String
    package var url: URL?
    /// Where the file's relative image paths resolve (its folder, or what the
    /// loader of its bytes chose); nil: the current directory.
    package var baseDirectory: URL?
    package var canvas: NibCanvas
    package var owner: NibOwner?
    /// Top-level objects, in file order (what `instantiate` returns).
    package var objects: [NibObject]
    package var initialViewControllerID: String?
    package var objectsByID: [String: NibObject]
    /// Constraints that have an id (outlets may point at them).
    package var constraintIDs: Set<String>
    package var objectCount: Int
    /// Set when the document was read from an Xcode `.xib` or `.storyboard`.
    package var interfaceBuilder: InterfaceBuilderInfo? = nil
    /// An Interface Builder document's size-class variations, followed at run time.
    package var sizeClassVariations: NibSizeClassVariations? = nil

    /// Reads the layout file at `url`. Images resolve relative to its directory
    /// and must stay inside `imageRoot` (default: that directory).
    package static func load(contentsOf url: URL, imageRoot: URL? = nil, limits: NibLimits = .default,
                             options: InterfaceBuilderOptions = .init()) throws(LayoutFileError) -> NibDocument {
        let name = url.lastPathComponent
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? NSNumber, size.intValue > limits.maxFileBytes {
                throw LayoutFileError(file: name, path: "", line: 0, column: 0,
                                      message: "the file is \(size.intValue) bytes; the limit is \(limits.maxFileBytes)")
            }
            data = try Data(contentsOf: url)
        } catch let error as LayoutFileError {
            throw error
        } catch {
            throw LayoutFileError(file: name, path: "", line: 0, column: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        let directory = url.deletingLastPathComponent()
        var document = try parse(data: data, file: name, baseDirectory: directory, imageRoot: imageRoot ?? directory, limits: limits, options: options)
        document.url = url
        return document
    }

    /// Reads a layout file's bytes. `file` names it in messages; images resolve
    /// against `baseDirectory` and must stay inside `imageRoot`.
    package static func parse(data: Data, file: String, baseDirectory: URL? = nil, imageRoot: URL? = nil,
                              limits: NibLimits = .default, options: InterfaceBuilderOptions = .init()) throws(LayoutFileError) -> NibDocument {
        if looksLikeXML(data) {
            return try parseInterfaceBuilder(data: data, file: file, baseDirectory: baseDirectory, imageRoot: imageRoot,
                                             limits: limits, options: options)
        }
        return try parseLayoutFile(data: data, file: file, baseDirectory: baseDirectory, imageRoot: imageRoot, limits: limits).document
    }

    /// A layout file's bytes (JSON, not XML), read and checked, with the JSON
    /// it was read from (what `InterfaceBuilderWriter` names paths in).
    package static func parseLayoutFile(data: Data, file: String, baseDirectory: URL?, imageRoot: URL?,
                                        limits: NibLimits) throws(LayoutFileError) -> (document: NibDocument, root: JSONValue) {
        if data.count > limits.maxFileBytes {
            throw LayoutFileError(file: file, path: "", line: 0, column: 0,
                                  message: "the file is \(data.count) bytes; the limit is \(limits.maxFileBytes)")
        }
        let root = try JSONParser.parse([UInt8](data), file: file, maxDepth: limits.maxJSONDepth)
        var reader = NibDocumentReader(reader: NibValueReader(file: file, baseDirectory: baseDirectory, imageRoot: imageRoot), limits: limits)
        var document = try reader.read(root)
        document.baseDirectory = baseDirectory
        return (document, root)
    }
}
