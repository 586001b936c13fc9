import Foundation

/// Fonts an app bundles. On iOS the files its Info.plist lists under
/// `UIAppFonts` are registered when the app starts, so a document naming
/// one of their faces draws with it. A document read from disk finds its
/// app's Info.plist in its folder or one above it, and those files are
/// registered for the process (`CTFontManagerRegisterFontsForURL`, which adds
/// them to the text system's fontconfig configuration as application fonts,
/// `FcConfigAppFontAddFile`); `render` also registers the `.ttf`, `.otf` and
/// `.ttc` files next to the document. The pinned faces stay the default set:
/// a registered face is found only by its own name.
package enum BundledFonts {
    /// How many folders up from the document an Info.plist is looked for
    /// (a storyboard in `App/Base.lproj/`, a xib in `App/Views/Cells/`).
    static let folderLevels = 4
    /// The most directory entries looked at when a listed font is not at its path.
    static let searchLimit = 5_000
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var files: Set<String> = []

    /// Registers the fonts the app of a document in `directory` bundles (its
    /// Info.plist's `UIAppFonts`), and with `looseFiles` the font files in
    /// `directory` itself; each file once per process. Returns the files newly
    /// registered. Files that are not fonts, or whose face is already
    /// registered, are skipped.
    @discardableResult
    package static func register(near directory: URL, looseFiles: Bool) -> [URL] {
        let key = directory.standardizedFileURL.path + (looseFiles ? "|loose" : "")
        guard lock.withLock({ folders.insert(key).inserted }) else { return [] }
        var candidates: [URL] = []
        if let plist = infoPlist(near: directory) {
            candidates += appFonts(listedIn: plist)
        }
        if looseFiles, let entries = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            candidates += entries.filter { fontExtensions.contains($0.pathExtension.lowercased()) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        var registered: [URL] = []
        for file in candidates {
            let path = file.standardizedFileURL.path
            guard lock.withLock({ files.insert(path).inserted }) else { continue }
            if CTFontManagerRegisterFontsForURL(file as CFURL, .process, nil) { registered.append(file) }
        }
        return registered
    }

    /// The nearest `Info.plist` in `directory` or the folders above it.
    static func infoPlist(near directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        for _ in 0...folderLevels {
            let candidate = folder.appendingPathComponent("Info.plist")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    /// The files an Info.plist's `UIAppFonts` names: paths relative to the
    /// bundle (the plist's folder); a name not at its path is looked for by
    /// file name under that folder (Xcode copies fonts from anywhere in the
    /// project into the bundle's top level).
    static func appFonts(listedIn plist: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: plist.path),
              let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let names = dictionary["UIAppFonts"] as? [String] else { return [] }
        let root = plist.deletingLastPathComponent()
        var found: [URL] = []
        var byFileName: [String: URL]?
        for name in names where !name.isEmpty {
            let direct = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: direct.path) {
                found.append(direct)
                continue
            }
            if byFileName == nil { byFileName = fontFiles(under: root) }
            if let file = byFileName?[(name as NSString).lastPathComponent] { found.append(file) }
        }
        return found
    }

    /// Font files under `root` by file name (the first found), looking at
    /// no more than `searchLimit` entries.
    static func fontFiles(under root: URL) -> [String: URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [:] }
        var files: [String: URL] = [:]
        var seen = 0
        while let url = enumerator.nextObject() as? URL, seen < searchLimit {
            seen += 1
            if fontExtensions.contains(url.pathExtension.lowercased()), files[url.lastPathComponent] == nil {
                files[url.lastPathComponent] = url
            }
        }
        return files
    }
}
