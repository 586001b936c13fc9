import Foundation

extension NibImageReference {
    /// The image, decoded once per file however many views use it (the
    /// process-wide image file cache) and counted against the render's
    /// `budget` of decoded pixels. A `@2x` or `@3x` name gives the image that
    /// scale, as UIKit does with resources, so it keeps its size in points.
    package func makeUIImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget? = nil) throws(LayoutFileError) -> UIImage {
        let name = JSONValue.quote(path)
        if url.pathExtension.lowercased() == "svg" { return try makeSVGImage(source: source, reader: reader, budget: budget, name: name) }
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

    /// An SVG (an asset catalogue image set's): its vector, which an image
    /// view draws at its display scale, and a bitmap at the main screen's scale counted against `budget`.
    private func makeSVGImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget?, name: String) throws(LayoutFileError) -> UIImage {
        let vector: VectorDrawing
        do throws(SVGImageError) {
            vector = try SVGImage.drawing(contentsOf: url)
        } catch {
            throw reader.error(source, "cannot draw SVG image \(name): \(error.message)")
        }
        let scale = UIScreen.mainScreenScale
        do throws(ImageFileError) {
            try budget?.charge(url.path, width: Int((vector.size.width * scale).rounded(.up)),
                               height: Int((vector.size.height * scale).rounded(.up)), name: name)
        } catch {
            if case .overBudget(let why) = error { throw reader.error(source, why) }
            throw reader.error(source, "cannot draw SVG image \(name)")
        }
        let image = UIImage(vector: vector, scale: scale, renderingMode: .automatic)
        return flipsForRightToLeftLayoutDirection ? image.imageFlippedForRightToLeftLayoutDirection() : image
    }
}
