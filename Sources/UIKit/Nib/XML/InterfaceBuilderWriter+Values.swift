import Foundation

/// Colours, fonts, images, button states, attributed text and runtime attributes.
extension InterfaceBuilderWriter {
    // MARK: Colours

    /// A dynamic system colour by its Interface Builder name (its light value
    /// goes into `<resources>`, as Xcode stores it); one of UIKit's fixed
    /// colours the file names (`black`) by its old Cocoa Touch name
    /// (`blackColor`); any other colour by its components.
    mutating func colorElement(key: String?, _ color: NibColor, source: JSONValue?) -> XMLWriterNode {
        if let name = source?.stringValue, NibColor.fixedColors[name] != nil, InterfaceBuilderTranslator.layoutColorName(name + "Color") == name {
            return XMLWriterNode("color", (key.map { [("key", $0)] } ?? []) + [("cocoaTouchSystemColor", name + "Color")])
        }
        if case .system(let name) = color, InterfaceBuilderTranslator.layoutColorName(name + "Color") == name {
            systemColors[name + "Color"] = color.resolved(dark: false)
            var node = XMLWriterNode("color", [("systemColor", name + "Color")])
            if let key { node.attributes.insert(("key", key), at: 0) }
            return node
        }
        return Self.componentColor(key: key, color.resolved(dark: false))
    }

    /// Components in sRGB, or a grey as Xcode writes one (white and alpha).
    static func componentColor(key: String?, _ c: NibColor.Components) -> XMLWriterNode {
        var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
        if c.red == c.green, c.green == c.blue {
            attributes += [("white", real(c.red)), ("alpha", real(c.alpha)), ("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")]
        } else {
            attributes += [("red", real(c.red)), ("green", real(c.green)), ("blue", real(c.blue)), ("alpha", real(c.alpha)),
                           ("colorSpace", "custom"), ("customColorSpace", "sRGB")]
        }
        return XMLWriterNode("color", attributes)
    }

    // MARK: Fonts

    static let textStyles: [String: String] = Dictionary(uniqueKeysWithValues: InterfaceBuilderTranslator.textStyles.map { ($0.value, $0.key) })

    func fontElement(_ font: NibFont, _ value: JSONValue) throws(LayoutFileError) -> XMLWriterNode {
        var attributes: [(String, String)] = [("key", "fontDescription")]
        switch font {
        case .textStyle(let style):
            attributes.append(("style", Self.textStyles[style]!))
        case .system(let size, "bold"):
            attributes += [("type", "boldSystem"), ("pointSize", Self.number(size))]
        case .system(let size, "regular"):
            attributes += [("type", "system"), ("pointSize", Self.number(size))]
        case .system(let size, let weight):
            attributes += [("type", "system"), ("weight", weight), ("pointSize", Self.number(size))]
        case .named(let name, let size):
            attributes += [("name", try xmlText(name, value)), ("pointSize", Self.number(size))]
        }
        return XMLWriterNode("fontDescription", attributes)
    }

    // MARK: Images

    /// The name a `.xib` gives an image so that a reader finds the same file
    /// from the `.xib`'s folder: an asset catalogue image set by its name
    /// (when the reader's search finds that set), a PNG by its path relative
    /// to the folder. An SVG or PDF outside a set, and a mirrored image, have
    /// no such name.
    mutating func imageName(_ reference: NibImageReference, _ value: JSONValue) throws(LayoutFileError) -> String? {
        if reference.flipsForRightToLeftLayoutDirection {
            try unsupported(value, "a .xib cannot mark an image as mirrored for right-to-left layouts (an asset catalogue's Direction does)",
                            leftOut: "the mirroring (the image is written)")
        }
        let url = reference.url.standardizedFileURL
        let catalogs = AssetCatalog.catalogs(near: options.outputDirectory)
        if url.pathExtension == "imageset" {
            let name = url.deletingPathExtension().lastPathComponent
            let found = AssetCatalog.vectorFile(named: name, in: catalogs)?.deletingLastPathComponent().standardizedFileURL
                ?? AssetCatalog.imageFile(named: name, in: catalogs)?.deletingLastPathComponent().standardizedFileURL
            guard found?.path == url.path else {
                try unsupported(value, "a .xib names an image set by its name, found in asset catalogues up to three folders below the .xib; write the .xib where \(JSONValue.quote(reference.path)) is found that way")
                return nil
            }
            images[name] = .some(nil)
            return name
        }
        guard url.pathExtension.lowercased() == "png" else {
            try unsupported(value, "a .xib names PNG files and asset catalogue image sets; put \(JSONValue.quote(reference.path)) in an image set")
            return nil
        }
        let set = url.deletingLastPathComponent()
        if set.pathExtension == "imageset" {
            let name = set.deletingPathExtension().lastPathComponent
            if AssetCatalog.imageFile(named: name, in: catalogs)?.standardizedFileURL.path == url.path {
                images[name] = .some(Self.imageSize(url))
                return name
            }
        }
        let name = Self.relativePath(url, from: options.outputDirectory)
        if name.hasPrefix("../") {
            // A reader keeps a document's images inside its folder's tree, as it keeps a layout file's.
            try unsupported(value, "image \(JSONValue.quote(reference.path)) is outside the .xib's folder, where a reader does not look; write the .xib beside the layout file or in a folder above it")
            return nil
        }
        images[name] = .some(Self.imageSize(url))
        return name
    }

    /// An image's size in points (its scale from `@2x`/`@3x`), for `<resources>`.
    static func imageSize(_ url: URL) -> CGSize? {
        // The IHDR chunk's width and height, after the 8-byte signature and the chunk's length and type.
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let bytes = [UInt8](header)
        func be32(_ at: Int) -> Double { Double(UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])) }
        let stem = url.deletingPathExtension().lastPathComponent
        let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return CGSize(width: be32(16) / scale, height: be32(20) / scale)
    }

    /// `url` relative to `folder` (`../images/a.png` when it is beside it).
    static func relativePath(_ url: URL, from folder: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    // MARK: Buttons

    /// A button's titles, colours, images and attributed titles, by state
    /// (`<state key="normal" title="…">`). A state's attributed title wins
    /// over its plain one, in UIKit and in the reader, so only it is written.
    mutating func addStates(_ key: String, _ parsed: NibPropertyValue, _ value: JSONValue,
                            to states: inout [String: XMLWriterNode]) throws(LayoutFileError) {
        guard case .perState(let list) = parsed else { return }
        let sources: [JSONValue]
        if let map = value.objectValue, list.count == map.members.count, !(map.members.contains { NibImageReference.objectKeys.contains($0.key) }) {
            sources = map.members.map(\.value)
        } else {
            sources = Array(repeating: value, count: list.count)
        }
        for ((state, item), source) in zip(list, sources) {
            let stateName = NibEnumeration.controlState.cases.first { $0.rawValue == state }?.name ?? "normal"
            var node = states[stateName] ?? XMLWriterNode("state", [("key", stateName)])
            switch (key, item) {
            case ("title", .string(let title)):
                if !node.children.contains(where: { $0["key"] == "attributedTitle" }) { node["title"] = try xmlText(title, source) }
            case ("titleColor", .color(let color)):
                node.children.append(colorElement(key: "titleColor", color, source: source))
            case ("image", .image(let reference)), ("backgroundImage", .image(let reference)):
                if let name = try imageName(reference, source) { node[key] = name }
            case ("attributedTitle", .attributedText(let runs)):
                node["title"] = nil
                node.children.append(try attributedString(key: "attributedTitle", runs))
            default:
                continue
            }
            states[stateName] = node
        }
    }

    // MARK: Attributed text

    /// `<attributedString>` of `<fragment>`s with their font, colour and underline.
    /// A run's system font is written under the name of Apple's system face
    /// for its weight (`.SFUI-Semibold`), as Xcode does; a text style has no
    /// form in a fragment.
    mutating func attributedString(key: String, _ runs: [NibTextRun]) throws(LayoutFileError) -> XMLWriterNode {
        var fragments: [XMLWriterNode] = []
        for run in runs {
            var attributes: [XMLWriterNode] = []
            switch run.font {
            case .none: break
            case .system(let size, let weight)?:
                let face = weight.prefix(1).uppercased() + weight.dropFirst().lowercased()
                attributes.append(XMLWriterNode("font", [("key", "NSFont"), ("size", Self.number(size)), ("name", ".SFUI-\(face)")]))
            case .named(let name, let size)?:
                attributes.append(XMLWriterNode("font", [("key", "NSFont"), ("size", Self.number(size)), ("name", try xmlText(name, run.source))]))
            case .textStyle?:
                try unsupported(run.source.objectValue?["font"] ?? run.source, "a text style has no form in an attributed string's fragment (its font is a face and a size)")
            }
            if let color = run.color { attributes.append(colorElement(key: "NSColor", color, source: run.source.objectValue?["color"])) }
            if run.underline { attributes.append(XMLWriterNode("integer", [("key", "NSUnderline"), ("value", "1")])) }
            var fragment = XMLWriterNode("fragment", [("content", try xmlText(run.text, run.source))])
            if !attributes.isEmpty { fragment.children.append(XMLWriterNode("attributes", children: attributes)) }
            fragments.append(fragment)
        }
        return XMLWriterNode("attributedString", [("key", key)], children: fragments)
    }

    // MARK: Runtime attributes

    /// A property with no attribute or element of its own, as Interface
    /// Builder stores `layer.cornerRadius` and `@IBInspectable` values: a
    /// `<userDefinedRuntimeAttribute>` of its type; a custom key by the
    /// shape of its JSON. Nil (after an error or, lenient, a warning) for a
    /// value no runtime attribute type holds.
    mutating func runtimeAttribute(_ key: String, _ parsed: NibPropertyValue?, _ value: JSONValue) throws(LayoutFileError) -> XMLWriterNode? {
        var node = XMLWriterNode("userDefinedRuntimeAttribute", [("type", ""), ("keyPath", try xmlText(key, value))])
        func numberElement(_ n: Double) -> XMLWriterNode {
            n.rounded() == n && abs(n) < 1e15 ? XMLWriterNode("integer", [("key", "value"), ("value", Self.number(n))])
                : XMLWriterNode("real", [("key", "value"), ("value", Self.number(n))])
        }
        if let parsed {
            switch parsed {
            case .bool(let b): node["type"] = "boolean"; node["value"] = Self.bool(b)
            case .number(let n): node["type"] = "number"; node.children = [numberElement(n)]
            case .integer(let n):
                if let name = value.stringValue {
                    node["type"] = "string"; node["value"] = try xmlText(name, value)
                } else {
                    node["type"] = "number"; node.children = [numberElement(Double(n))]
                }
            case .string(let s): node["type"] = "string"; node["value"] = try xmlText(s, value)
            case .color(let c): node["type"] = "color"; node.children = [colorElement(key: "value", c, source: value)]
            case .image(let reference):
                guard let name = try imageName(reference, value) else { return nil }
                node["type"] = "image"; node["value"] = name
            case .rect(let r): node["type"] = "rect"; node.children = [Self.rect(key: "value", r)]
            case .size(let s):
                node["type"] = "size"; node.children = [XMLWriterNode("size", [("key", "value"), ("width", Self.real(s.width)), ("height", Self.real(s.height))])]
            case .point(let p):
                node["type"] = "point"; node.children = [XMLWriterNode("point", [("key", "value"), ("x", Self.real(p.x)), ("y", Self.real(p.y))])]
            default:
                try unsupported(value, "\(JSONValue.quote(key)) has no attribute, element or runtime attribute type in a .xib that Offscreen reads back for this view")
                return nil
            }
            return node
        }
        // A custom class's own key, by what the JSON holds.
        switch value.kind {
        case .bool(let b): node["type"] = "boolean"; node["value"] = Self.bool(b)
        case .number(let n): node["type"] = "number"; node.children = [numberElement(n)]
        case .string(let s): node["type"] = "string"; node["value"] = try xmlText(s, value)
        case .null: node["type"] = "nil"
        case .array(let items) where items.count == 2 && items.allSatisfy({ $0.numberValue != nil }):
            node["type"] = "point"
            node.children = [XMLWriterNode("point", [("key", "value"), ("x", Self.real(items[0].numberValue!)), ("y", Self.real(items[1].numberValue!))])]
        case .array(let items) where items.count == 4 && items.allSatisfy({ $0.numberValue != nil }):
            node["type"] = "rect"
            node.children = [Self.rect(key: "value", CGRect(x: items[0].numberValue!, y: items[1].numberValue!, width: items[2].numberValue!, height: items[3].numberValue!))]
        case .object(let o) where o.members.count == 1 && o["color"] != nil:
            node["type"] = "color"
            node.children = [colorElement(key: "value", try NibColor.parse(o["color"]!, valueReader), source: o["color"])]
        case .object(let o) where o.members.count == 1 && o["image"] != nil:
            let reference = try NibImageReference.resolve(o["image"]!, baseDirectory: valueReader.baseDirectory, root: valueReader.imageRoot, valueReader)
            guard let name = try imageName(reference, o["image"]!) else { return nil }
            node["type"] = "image"; node["value"] = name
        default:
            try unsupported(value, "\(JSONValue.quote(key)) holds \(value.foundDescription), which no user-defined runtime attribute type holds (boolean, number, string, point, rect, colour, image, nil)")
            return nil
        }
        return node
    }
}
