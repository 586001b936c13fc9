import Foundation

/// Colours, fonts and images as Interface Builder writes them.
extension InterfaceBuilderTranslator {
    /// UIKit's colour names in Interface Builder (`systemBackgroundColor`) →
    /// the layout file's (`systemBackground`); names UIKit gives a fixed value.
    static let legacyColors: [String: String] = [
        "darkTextColor": "black", "groupTableViewBackgroundColor": "systemGroupedBackground",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground", "whiteColor": "white", "blackColor": "black",
        "clearColor": "clear", "tintColor": "systemBlue", "systemBackgroundColor": "systemBackground",
        "viewFlipsideBackgroundColor": "#1F2124",
    ]

    /// A `<color>` in any of its forms, as a layout-file colour; nil (with a
    /// warning) when neither the name nor a stored value can give one.
    mutating func colorValue(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            if let layoutName = Self.layoutColorName(name) { return string(layoutName, node) }
            if name == "lightTextColor" { return object([("white", number(1, node)), ("alpha", number(0.6, node))], node) }
            if let stored = systemColors[name], let value = try componentColor(stored, named: name) {
                warnOnce("systemColor.\(name)", node, "system colour \(name) is not one Offscreen knows; its value stored in the document is used")
                return value
            }
            warnOnce("systemColor.\(name)", node, "system colour \(name) is not one Offscreen knows and the document stores no value; not applied")
            return nil
        }
        if let name = node["name"] {
            if let path = assetColorPath(name) {
                return try assetColor(path, node: node, name: name)
            }
            if let stored = namedColors[name], let value = try componentColor(stored, named: name) {
                warnOnce("namedColor.\(name)", node, "colour \"\(name)\" is not in an asset catalogue next to the document; the value stored in the document is used")
                return value
            }
            warnOnce("namedColor.\(name)", node, "colour \"\(name)\" is not in an asset catalogue next to the document and the document stores no value; not applied")
            return nil
        }
        return try componentColor(node, named: nil)
    }

    static func layoutColorName(_ name: String) -> String? {
        if let legacy = legacyColors[name] { return legacy }
        let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        if NibColor.dynamicColors[stem] != nil || NibColor.fixedColors[stem] != nil { return stem }
        return nil
    }

    /// A colour given by components: sRGB, calibrated RGB, white (calibrated
    /// or gamma 2.2), Display P3 (converted to sRGB, out-of-gamut values clamped).
    mutating func componentColor(_ node: XMLElementNode, named: String?) throws(LayoutFileError) -> JSONValue? {
        let alpha = min(max(try double(node, "alpha") ?? 1, 0), 1)
        if let white = try double(node, "white") {
            return object([("white", number(min(max(white, 0), 1), node)), ("alpha", number(alpha, node))], node)
        }
        guard var r = try double(node, "red"), var g = try double(node, "green"), var b = try double(node, "blue") else {
            if node["colorSpace"] == nil, node.attributes.keys.allSatisfy({ $0 == "key" }) { return nil }
            warnOnce("color.form", node, "\(node.label) is a colour form Offscreen does not read; not applied")
            return nil
        }
        let space = node["customColorSpace"] ?? node["colorSpace"] ?? "sRGB"
        if space == "displayP3" {
            (r, g, b) = Self.displayP3ToSRGB(r, g, b)
        } else if !["sRGB", "calibratedRGB", "deviceRGB", "custom", "extendedSRGB", "genericRGBColorSpace", "adobeRGB1998"].contains(space) {
            warnOnce("colorSpace.\(space)", node, "colour space \(space) is read as sRGB")
        }
        func unit(_ x: Double) -> Double { min(max(x, 0), 1) }
        return object([("red", number(unit(r), node)), ("green", number(unit(g), node)), ("blue", number(unit(b), node)),
                       ("alpha", number(alpha, node))], node)
    }

    /// Display P3 components → sRGB components: the conversion `UIColor(displayP3Red:…)`
    /// and `CGColor`s in the Display P3 space use (Little CMS, clipped to sRGB).
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        ColorManagement.displayP3ToSRGB(r, g, b)
    }

    // MARK: Fonts

    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// A `<fontDescription>`: system (with a weight), bold system, a text
    /// style, or a font by name; a name the machine does not have falls
    /// back to the system font of the same size, with a warning naming it.
    mutating func fontValue(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        let size = min(max(try double(node, "pointSize") ?? 17, 1), 1000)
        if let style = node["style"] {
            if let name = Self.textStyles[style] { return object([("style", string(name, node))], node) }
            let plain = style.replacingOccurrences(of: "Emphasized", with: "").replacingOccurrences(of: "Italic", with: "")
            if let name = Self.textStyles[plain] {
                warnOnce("fontStyle.\(style)", node, "text style \(style) is drawn as \(name) (not emphasized)")
                return object([("style", string(name, node))], node)
            }
            warnOnce("fontStyle.\(style)", node, "text style \(style) is not one Offscreen knows; drawn as body")
            return object([("style", string("body", node))], node)
        }
        switch node["type"] {
        case "system":
            let weight = node["weight"] ?? "regular"
            let known = NibFont.weights.contains { $0.name == weight }
            if !known { warnOnce("weight.\(weight)", node, "font weight \(weight) is drawn as regular") }
            return object([("system", number(size, node)), ("weight", string(known ? weight : "regular", node))], node)
        case "boldSystem":
            return object([("system", number(size, node)), ("weight", string("bold", node))], node)
        case "italicSystem":
            warnOnce("italicSystem", node, "the italic system font is drawn upright")
            return object([("system", number(size, node))], node)
        case nil:
            break
        case let other?:
            warnOnce("fontType.\(other)", node, "font type \(other) is drawn as the system font")
            return object([("system", number(size, node))], node)
        }
        guard let name = node["name"] else {
            warnOnce("font.none", node, "\(node.label) names no font; drawn in the system font")
            return object([("system", number(size, node))], node)
        }
        return namedFont(name, size: size, node)
    }

    /// A font by name if installed, else the system font of that size with
    /// the weight its name suggests (and a warning naming it).
    mutating func namedFont(_ name: String, size: Double, _ node: XMLElementNode) -> JSONValue {
        if FontNames.face(forName: name) != nil {
            return object([("name", string(name, node)), ("size", number(size, node))], node)
        }
        // A face the app bundles (docs/interface-builder.md: Fonts an app bundles).
        if !BundledFonts.register(near: baseDirectory, looseFiles: options.registersFontFilesBesideDocument).isEmpty,
           FontNames.face(forName: name) != nil {
            return object([("name", string(name, node)), ("size", number(size, node))], node)
        }
        let weight = Self.weightFromFontName(name)
        warnOnce("fontName.\(name)", node, "font \"\(name)\" is not installed; drawn in the system font at \(JSONValue.format(size)) pt (\(weight))")
        return object([("system", number(size, node)), ("weight", string(weight, node))], node)
    }

    /// The weight a font's name suggests (`Avenir-Heavy` → heavy), for its stand-in.
    static func weightFromFontName(_ name: String) -> String {
        let lower = name.lowercased()
        for (word, weight) in [("ultralight", "ultraLight"), ("extralight", "ultraLight"), ("thin", "thin"), ("light", "light"),
                               ("semibold", "semibold"), ("demibold", "semibold"), ("medium", "medium"), ("extrabold", "heavy"),
                               ("heavy", "heavy"), ("black", "black"), ("bold", "bold")] where lower.contains(word) {
            return weight
        }
        return "regular"
    }

    // MARK: Images

    /// The path, relative to the document's folder, of the image named `name`
    /// (a file next to it, or in an asset catalogue there); nil with a warning
    /// when there is none (UIKit leaves the image nil and logs).
    mutating func imageReference(_ name: String, _ node: XMLElementNode) -> String? {
        // `image="…" catalog="system"` on the element itself (an image view's
        // or a button state's, as Xcode 11 to 13 write them) names an SF Symbol.
        if node["catalog"] == "system" {
            warnOnce("symbol.\(name)", node, "SF Symbol \"\(name)\" is not drawn: a layout file names image files (left empty)")
            return nil
        }
        if let cached = imagePaths[name] {
            if cached == nil { warnOnce("image.\(name)", node, "image \"\(name)\" was not found next to the document or in an asset catalogue there; left empty") }
            return cached
        }
        let found = findImage(name)
        imagePaths[name] = .some(found)
        if found == nil, unusableImageSets.contains((name as NSString).deletingPathExtension) {
            warnOnce("image.\(name)", node, "image set \"\(name)\" has no PNG a layout file can use (a 1x file, or one named with its scale, e.g. name@2x.png); left empty")
        } else if found == nil {
            let size = imageSizes[name].map { " (\(JSONValue.format($0.width))x\(JSONValue.format($0.height)) points in the document)" } ?? ""
            warnOnce("image.\(name)", node, "image \"\(name)\"\(size) was not found next to the document or in an asset catalogue there; left empty, as UIKit leaves a missing image nil")
        }
        return found
    }

    mutating func findImage(_ name: String) -> String? {
        let fm = FileManager.default
        let stem = (name as NSString).deletingPathExtension
        let candidates = name.hasSuffix(".png") ? [name] : [stem + ".png", stem + "@2x.png", stem + "@3x.png"]
        for candidate in candidates where fm.fileExists(atPath: baseDirectory.appendingPathComponent(candidate).path) {
            return relativePath(baseDirectory.appendingPathComponent(candidate))
        }
        let catalogs = catalogs()
        if let file = AssetCatalog.imageFile(named: stem, in: catalogs) {
            return relativePath(file)
        }
        // An image set holding an SVG or a PDF: the layout file names the
        // set's folder, read as UIImage(named:) reads it (its dark
        // appearance, template intent and whether it keeps its vector).
        if let vector = AssetCatalog.vectorFile(named: stem, in: catalogs) {
            return relativePath(vector.deletingLastPathComponent())
        }
        if AssetCatalog.imageEntry(named: stem, in: catalogs, preferredScale: 2) != nil {
            unusableImageSets.insert(stem)
        }
        return nil
    }

    /// A found image's path as the layout file names it: relative to the
    /// folder the JSON is written to (`render convert`), else the document's.
    /// A layout file's images stay inside its folder's tree, so an image
    /// outside it is written as an absolute path (which a reader refuses
    /// unless its image root allows it).
    func relativePath(_ url: URL) -> String {
        let base = (options.imagePathsRelativeTo ?? baseDirectory).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    mutating func catalogs() -> [URL] {
        if let assetCatalogs { return assetCatalogs }
        let found = AssetCatalog.catalogs(near: baseDirectory)
        assetCatalogs = found
        return found
    }

    mutating func assetColorPath(_ name: String) -> URL? { AssetCatalog.colorSet(named: name, in: catalogs()) }

    /// A colour set's colour: its universal appearance, and a dark one when
    /// it has one (as a layout file's dynamic colour cannot be written,
    /// the document's appearance picks).
    mutating func assetColor(_ url: URL, node: XMLElementNode, name: String) throws(LayoutFileError) -> JSONValue? {
        let dark = root.child("device")?["appearance"] == "dark"
        guard let color = AssetCatalog.color(inSet: url, dark: dark) else {
            warnOnce("namedColor.\(name)", node, "colour set \"\(name)\" could not be read; not applied")
            return nil
        }
        return object([("red", number(color.red, node)), ("green", number(color.green, node)), ("blue", number(color.blue, node)),
                       ("alpha", number(color.alpha, node))], node)
    }
}
