import Foundation

extension NibImageReference {
    /// The image, decoded once per file however many views use it (the
    /// process-wide image file cache) and counted against the render's
    /// `budget` of decoded pixels. A `@2x` or `@3x` name gives the image that
    /// scale, as UIKit does with resources, so it keeps its size in points.
    package func makeUIImage(source: JSONValue, reader: NibValueReader, budget: DecodedPixelBudget? = nil) throws(LayoutFileError) -> UIImage {
        let name = JSONValue.quote(path)
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
}
