import Foundation

extension NibImageReference {
    /// The image, decoded once per file however many views use it (the
    /// process-wide image file cache) and counted against the render's
    /// `budget` of decoded pixels. A `@2x` or `@3x` name gives the image that
    /// scale, as UIKit does with resources, so it keeps its size in points.
    package func makeUIImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget? = nil) throws(LayoutFileError) -> UIImage {
        let name = JSONValue.quote(path)
        switch url.pathExtension.lowercased() {
        case "svg", "pdf": return try makeVectorImage(source: source, reader: reader, budget: budget, name: name)
        case "imageset": return try makeImageSetImage(source: source, reader: reader, budget: budget, name: name)
        default: break
        }
        let cgImage: CGImage
        do throws(ImageFileError) {
            cgImage = try ImageFileCache.shared.image(atPath: url.path, budget: budget, name: name)
        } catch {
            switch error {
            case .unreadable(let why): throw reader.error(source, "cannot read image \(name): \(why)")
            case .notPNG(let why): throw reader.error(source, "image \(name) is not a PNG Offscreen can read: \(why.description)")
            case .overBudget(let why): throw reader.error(source, why)
            }
        }
        let stem = url.deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        return flipsForRightToLeftLayoutDirection ? image.imageFlippedForRightToLeftLayoutDirection() : image
    }

    /// An SVG or a PDF (an asset catalogue image set's): its vector, which
    /// an image view draws at its display scale, and a bitmap at the main
    /// screen's scale counted against `budget`.
    private func makeVectorImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget?, name: String) throws(LayoutFileError) -> UIImage {
        let vector = try checkedVector(url, source: source, reader: reader, budget: budget, name: name)
        let image = UIImage(vector: vector, scale: UIScreen.mainScreenScale, renderingMode: .automatic)
        return flipsForRightToLeftLayoutDirection ? image.imageFlippedForRightToLeftLayoutDirection() : image
    }

    /// The drawing of the SVG or PDF at `file`, its bitmap at the main
    /// screen's scale charged to `budget`; an error saying why it cannot be drawn.
    private func checkedVector(_ file: URL, source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget?,
                               name: String) throws(LayoutFileError) -> VectorDrawing {
        let isPDF = file.pathExtension.lowercased() == "pdf"
        let vector: VectorDrawing
        do throws(VectorImageError) {
            vector = isPDF ? try PDFImage.drawing(contentsOf: file) : try SVGImage.drawing(contentsOf: file)
        } catch {
            throw reader.error(source, "cannot draw \(isPDF ? "PDF" : "SVG") image \(name): \(error.message)")
        }
        let scale = UIScreen.mainScreenScale
        do throws(ImageFileError) {
            try budget?.charge(file.path, width: Int((vector.size.width * scale).rounded(.up)),
                               height: Int((vector.size.height * scale).rounded(.up)), name: name)
        } catch {
            if case .overBudget(let why) = error { throw reader.error(source, why) }
            throw reader.error(source, "cannot draw image \(name)")
        }
        return vector
    }

    /// An asset catalogue's image set folder (`Logo.imageset`), as
    /// `UIImage(named:)` reads it: its PNGs or its SVG or PDF, its dark
    /// appearance (an image with both, shown for the view's traits), its
    /// template rendering intent and whether it keeps its vector data.
    private func makeImageSetImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget?, name: String) throws(LayoutFileError) -> UIImage {
        let scale = UIScreen.mainScreenScale
        guard let set = AssetCatalogImageSet(set: url, preferredScale: max(1, min(3, Int(scale.rounded())))) else {
            throw reader.error(source, "image set \(name) has no Contents.json naming a PNG, SVG or PDF")
        }
        var decoded: [String: CGImage] = [:]
        for variant in set.variants {
            if variant.isVector {
                _ = try checkedVector(variant.url, source: source, reader: reader, budget: budget, name: name)
                continue
            }
            do throws(ImageFileError) {
                decoded[variant.url.path] = try ImageFileCache.shared.image(atPath: variant.url.path, budget: budget, name: name)
            } catch {
                switch error {
                case .unreadable(let why): throw reader.error(source, "cannot read image \(name): \(why)")
                case .notPNG(let why): throw reader.error(source, "image \(name) is not a PNG Offscreen can read: \(why.description)")
                case .overBudget(let why): throw reader.error(source, why)
                }
            }
        }
        guard let found = UIImage.fromImageSet(set, vectorScale: scale, traits: .current, decode: { decoded[$0.url.path] }) else {
            throw reader.error(source, "cannot draw image set \(name)")
        }
        var traits = found.traits
        if flipsForRightToLeftLayoutDirection { traits.flipsForRightToLeftLayoutDirection = true }
        let image = UIImage(cgImage: found.cgImage, traits: traits)
        if let asset = found.asset {
            image.assetStorage = asset
            image.configurationStorage = UIImage.Configuration(traitCollection: .current)
        }
        return image
    }
}
