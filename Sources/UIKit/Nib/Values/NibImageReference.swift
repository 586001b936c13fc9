import Foundation

/// An image named in a layout file by a path relative to the file (a PNG, an
/// SVG, a PDF, or an asset catalogue's `.imageset` folder), confined to
/// the file's directory tree (or a wider root the caller chose): a layout file
/// from an untrusted source cannot make the renderer read `/etc/passwd` or
/// `../../secret.png`.
package struct NibImageReference: Equatable, Sendable {
    /// The path as written in the file.
    package var path: String
    /// The resolved file, inside the root.
    package var url: URL
    /// Shown mirrored where its view's content runs right to left, as an image
    /// made with `imageFlippedForRightToLeftLayoutDirection()` (or from an
    /// asset catalogue image set whose direction mirrors) is on iOS.
    package var flipsForRightToLeftLayoutDirection = false

    /// The keys of an image written as an object rather than a bare path.
    package static let objectKeys = ["file", "flipsForRightToLeftLayoutDirection"]

    /// Resolves `value` — a relative path, or `{"file": path,
    /// "flipsForRightToLeftLayoutDirection": true}` — against `baseDirectory`,
    /// checking that the result, with symbolic links resolved, stays inside
    /// `root` and exists.
    package static func resolve(_ value: JSONValue, baseDirectory: URL, root: URL, _ reader: NibValueReader) throws(LayoutFileError) -> NibImageReference {
        if let object = value.objectValue {
            try reader.checkKeys(object, of: value, allowed: objectKeys, what: "an image")
            guard let file = object["file"] else { throw reader.error(value, "an image object needs \"file\", the image's path") }
            var reference = try resolve(file, baseDirectory: baseDirectory, root: root, reader)
            if let flips = object["flipsForRightToLeftLayoutDirection"] {
                reference.flipsForRightToLeftLayoutDirection = try reader.bool(flips)
            }
            return reference
        }
        let path = try reader.string(value)
        guard !path.isEmpty else { throw reader.error(value, "expected an image path, found an empty string") }
        guard !path.utf8.contains(0) else { throw reader.error(value, "an image path cannot contain NUL") }
        let candidate = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : baseDirectory.appendingPathComponent(path)
        let resolved = candidate.standardizedFileURL.resolvingSymlinksInPath()
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let inside = resolved.path == rootPath || resolved.path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
        guard inside else {
            let why = path.hasPrefix("/") ? "an absolute path" : "a path leading out of it"
            throw reader.error(value, "image path \(JSONValue.quote(path)) is \(why); images must stay inside \(rootPath) (widen the root with the loader's imageRoot option)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else {
            throw reader.error(value, "image file not found: \(JSONValue.quote(path)) (looked for \(resolved.path))")
        }
        // An asset catalogue's image set is a folder: `Assets.xcassets/Logo.imageset`.
        guard !isDirectory.boolValue || resolved.pathExtension == "imageset" else {
            throw reader.error(value, "image path \(JSONValue.quote(path)) is a directory, not an image file (\(resolved.path))")
        }
        return NibImageReference(path: path, url: resolved)
    }
}
