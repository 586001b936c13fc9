import Foundation

/// Xcode asset catalogues (`Assets.xcassets`): colour sets and image sets,
/// read from their `Contents.json` as Xcode writes them.
package enum AssetCatalog {
    /// The most directory entries looked at when searching for catalogues
    /// and sets, so a document in a huge tree does not stall loading.
    static let searchLimit = 20_000

    private static let cache = CatalogCache()

    /// `catalogs(near:)`, remembered per folder for the life of the process
    /// (`UIColor(named:)` and `UIImage(named:)` ask often).
    package static func cachedCatalogs(near directory: URL) -> [URL] {
        cache.catalogs(near: directory)
    }

    private final class CatalogCache: @unchecked Sendable {
        private let lock = NSLock()
        private var byPath: [String: [URL]] = [:]

        func catalogs(near directory: URL) -> [URL] {
            lock.lock()
            if let known = byPath[directory.path] { lock.unlock(); return known }
            lock.unlock()
            let found = AssetCatalog.catalogs(near: directory)
            lock.lock()
            byPath[directory.path] = found
            lock.unlock()
            return found
        }
    }

    /// `.xcassets` folders in `directory` and up to three levels below it.
    package static func catalogs(near directory: URL) -> [URL] {
        var found: [URL] = []
        var visited = 0
        func walk(_ url: URL, depth: Int) {
            guard depth <= 3, visited < searchLimit,
                  let entries = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
            for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                visited += 1
                guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
                if entry.pathExtension == "xcassets" { found.append(entry) } else if entry.lastPathComponent != ".build" { walk(entry, depth: depth + 1) }
            }
        }
        walk(directory, depth: 0)
        return found
    }

    /// The set folder `name.<kind>` anywhere inside the catalogues (folders
    /// may group sets; a folder with "provides-namespace" prefixes names).
    static func set(named name: String, kind: String, in catalogs: [URL]) -> URL? {
        let wanted = (name as NSString).lastPathComponent + "." + kind
        for catalog in catalogs {
            guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            var visited = 0
            for case let url as URL in enumerator {
                visited += 1
                if visited > searchLimit { break }
                if url.lastPathComponent == wanted { return url }
            }
        }
        return nil
    }

    package static func colorSet(named name: String, in catalogs: [URL]) -> URL? { set(named: name, kind: "colorset", in: catalogs) }

    package struct Components: Equatable, Sendable { package var red, green, blue, alpha: Double }

    private static func contents(_ set: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// A colour set's universal colour, or its dark-appearance one when
    /// `dark` and it has one; Display P3 is converted to sRGB.
    package static func color(inSet set: URL, dark: Bool) -> Components? {
        guard let entries = contents(set)?["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } == true
        }
        func isPlain(_ entry: [String: Any]) -> Bool { (entry["appearances"] as? [Any])?.isEmpty ?? true }
        let entry = (dark ? entries.first(where: isDark) : nil) ?? entries.first(where: isPlain) ?? entries.first
        guard let color = entry?["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            if let n = components[key] as? Double { return n > 1 ? n / 255 : n }
            guard let s = components[key] as? String else { return nil }
            if s.hasPrefix("0x") || s.hasPrefix("0X") { return UInt32(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let n = Double(s) else { return nil }
            return !s.contains(".") && n > 1 ? n / 255 : n
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Components(red: white, green: white, blue: white, alpha: alpha) }
        guard var r = value("red"), var g = value("green"), var b = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" {
            (r, g, b) = InterfaceBuilderTranslator.displayP3ToSRGB(r, g, b)
        }
        func unit(_ x: Double) -> Double { min(max(x, 0), 1) }
        return Components(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(alpha))
    }

    /// An image set's PNG with the scale its entry gives and whether the set
    /// renders as a template (`"template-rendering-intent": "template"`):
    /// the entry for `preferredScale`, else the nearest larger, else smaller.
    package static func imageEntry(named name: String, in catalogs: [URL], preferredScale: Int) -> (url: URL, scale: Int, template: Bool)? {
        guard let set = set(named: name, kind: "imageset", in: catalogs), let contents = contents(set),
              let images = contents["images"] as? [[String: Any]] else { return nil }
        var byScale: [Int: URL] = [:]
        for image in images {
            guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
            let scale = Int((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            if byScale[scale] == nil { byScale[scale] = set.appendingPathComponent(file) }
        }
        let order = [preferredScale] + Array(stride(from: preferredScale + 1, through: 3, by: 1)) + Array(stride(from: preferredScale - 1, through: 1, by: -1))
        guard let scale = order.first(where: { byScale[$0] != nil }) else { return nil }
        let template = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
        return (byScale[scale]!, scale, template)
    }

    /// The vector file (PDF or SVG) an image set holds, its universal one first.
    package static func vectorFile(named name: String, in catalogs: [URL]) -> URL? {
        guard let set = set(named: name, kind: "imageset", in: catalogs),
              let images = contents(set)?["images"] as? [[String: Any]] else { return nil }
        // The universal (no appearance) entry first.
        let ordered = images.filter { $0["appearances"] == nil } + images.filter { $0["appearances"] != nil }
        for image in ordered {
            guard let file = image["filename"] as? String else { continue }
            let ext = (file as NSString).pathExtension.lowercased()
            if ext == "pdf" || ext == "svg" { return set.appendingPathComponent(file) }
        }
        return nil
    }

    /// Whether the image set `name` renders as a template
    /// (`"template-rendering-intent": "template"` in its Contents.json).
    package static func isTemplate(imageSetNamed name: String, in catalogs: [URL]) -> Bool {
        guard let set = set(named: name, kind: "imageset", in: catalogs),
              let properties = contents(set)?["properties"] as? [String: Any] else { return false }
        return properties["template-rendering-intent"] as? String == "template"
    }

    /// An image set's PNG for `name`: the 2x file when it is named `@2x`
    /// (so it keeps its size in points), else the 1x, else the 3x `@3x`.
    package static func imageFile(named name: String, in catalogs: [URL]) -> URL? {
        guard let set = set(named: name, kind: "imageset", in: catalogs),
              let images = contents(set)?["images"] as? [[String: Any]] else { return nil }
        var byScale: [String: URL] = [:]
        for image in images {
            guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
            let scale = image["scale"] as? String ?? "1x"
            let stem = (file as NSString).deletingPathExtension
            let suffixOK = scale == "1x" ? !(stem.hasSuffix("@2x") || stem.hasSuffix("@3x")) : stem.hasSuffix("@" + scale)
            if suffixOK, byScale[scale] == nil { byScale[scale] = set.appendingPathComponent(file) }
        }
        return byScale["2x"] ?? byScale["1x"] ?? byScale["3x"]
    }
}
