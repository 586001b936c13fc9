import Foundation

/// An image set of an asset catalogue as `UIImage(named:)` reads it: its PNG
/// for each appearance (any, dark) at the scale wanted, else (a set holding
/// vectors) its SVG or PDF for each appearance; whether it renders as a
/// template, keeps its vector data, and mirrors right to left.
package struct AssetCatalogImageSet {
    package struct Variant {
        package var url: URL
        package var scale: Int
        package var dark: Bool
        /// An SVG or PDF file (drawn at the display scale), not a PNG.
        package var isVector: Bool { ["svg", "pdf"].contains(url.pathExtension.lowercased()) }
    }

    /// One variant per appearance: the file for the preferred scale, else the
    /// nearest larger, else smaller.
    package var variants: [Variant]
    /// `"template-rendering-intent": "template"`.
    package var template: Bool
    /// `"preserves-vector-representation": true` (Xcode's "Preserve Vector
    /// Data"): the vector is drawn at the size shown, not only at the set's
    /// size. An SVG set always keeps it (Xcode takes SVGs only so).
    package var preservesVector: Bool
    /// Xcode's Direction "Left to Right, Mirrors": `"language-direction":
    /// "left-to-right"` on the entries and none for right to left.
    package var mirrors: Bool

    /// The set `name` in `catalogs`; nil when there is none or it holds no PNG, SVG or PDF.
    package init?(named name: String, in catalogs: [URL], preferredScale: Int) {
        guard let set = AssetCatalog.set(named: name, kind: "imageset", in: catalogs) else { return nil }
        self.init(set: set, preferredScale: preferredScale)
    }

    /// The image set folder `set` (`Name.imageset`).
    package init?(set: URL, preferredScale: Int) {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")), data.count < 1 << 20,
              let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let images = contents["images"] as? [[String: Any]] else { return nil }
        var byAppearance: [Bool: [Int: URL]] = [:]
        var directions: Set<String> = []
        for kinds in [["png"], ["svg", "pdf"]] where byAppearance.isEmpty {
            for image in images {
                guard let file = image["filename"] as? String, kinds.contains((file as NSString).pathExtension.lowercased()) else { continue }
                let appearances = image["appearances"] as? [[String: Any]] ?? []
                // Only the light/dark axis is read; a high-contrast entry is left out.
                guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" }) else { continue }
                let dark = appearances.contains { $0["value"] as? String == "dark" }
                if !dark, appearances.contains(where: { $0["value"] as? String != "light" }) { continue }
                if let direction = image["language-direction"] as? String { directions.insert(direction) }
                let scale = Int((image["scale"] as? String ?? "1x").dropLast()) ?? 1
                if byAppearance[dark, default: [:]][scale] == nil { byAppearance[dark, default: [:]][scale] = set.appendingPathComponent(file) }
            }
        }
        let order = [preferredScale] + Array(stride(from: preferredScale + 1, through: 3, by: 1))
            + Array(stride(from: preferredScale - 1, through: 1, by: -1))
        variants = [false, true].compactMap { dark in
            guard let files = byAppearance[dark], let scale = order.first(where: { files[$0] != nil }) ?? files.keys.min() else { return nil }
            return Variant(url: files[scale]!, scale: scale, dark: dark)
        }
        guard !variants.isEmpty else { return nil }
        let properties = contents["properties"] as? [String: Any]
        template = properties?["template-rendering-intent"] as? String == "template"
        preservesVector = properties?["preserves-vector-representation"] as? Bool ?? false
        mirrors = directions.contains("left-to-right") && !directions.contains("right-to-left")
    }
}

extension UIImage {
    /// The image set `name` of `catalogs` as an image: with a dark variant,
    /// both variants registered with one `UIImageAsset` (so an image view or
    /// a button shows the one for its own traits), the one for `traits` given.
    /// A vector set's files are drawn at `vectorScale`.
    package static func fromAssetCatalogs(named name: String, _ catalogs: [URL], preferredScale: Int, vectorScale: CGFloat,
                                          traits: UITraitCollection) -> (cgImage: CGImage, traits: Traits, asset: UIImageAsset?)? {
        guard let set = AssetCatalogImageSet(named: name, in: catalogs, preferredScale: preferredScale) else { return nil }
        return fromImageSet(set, vectorScale: vectorScale, traits: traits) { variant in
            try? ImageFileCache.shared.image(atPath: variant.url.path)
        }
    }

    /// The image of `set`: each variant made (a PNG's pixels by `decode`, a
    /// vector drawn at `vectorScale`); with a dark variant, both registered
    /// with one `UIImageAsset`, the one for `traits` given.
    package static func fromImageSet(_ set: AssetCatalogImageSet, vectorScale: CGFloat, traits: UITraitCollection,
                                     decode: (AssetCatalogImageSet.Variant) -> CGImage?) -> (cgImage: CGImage, traits: Traits, asset: UIImageAsset?)? {
        var images: [(image: UIImage, dark: Bool)] = []
        let mode: RenderingMode = set.template ? .alwaysTemplate : .automatic
        for variant in set.variants {
            if variant.isVector {
                let preserves = set.preservesVector || variant.url.pathExtension.lowercased() == "svg"
                guard let image = fromVectorFile(variant.url, scale: vectorScale, renderingMode: mode, preservesVector: preserves,
                                                 flipsForRightToLeftLayoutDirection: set.mirrors) else { continue }
                images.append((image, variant.dark))
                continue
            }
            guard let cgImage = decode(variant) else { continue }
            let imageTraits = Traits(scale: CGFloat(variant.scale), orientation: .up, renderingMode: mode,
                                     flipsForRightToLeftLayoutDirection: set.mirrors)
            images.append((UIImage(cgImage: cgImage, traits: imageTraits), variant.dark))
        }
        guard let any = images.first(where: { !$0.dark }) ?? images.first else { return nil }
        guard images.count > 1 else { return any.image.cgImage.map { ($0, any.image.traits, nil) } }
        let asset = UIImageAsset()
        for (image, dark) in images {
            asset.register(image, with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
        }
        let picked = asset.image(with: traits)
        guard let cgImage = picked.cgImage else { return nil }
        return (cgImage, picked.traits, asset)
    }
}
