import Foundation

extension NibImageReference {
    /// Decodes the PNG. A `@2x` or `@3x` name gives the image that scale, as
    /// UIKit does with resources, so it keeps its size in points.
    package func makeUIImage(source: JSONValue, reader: NibValueReader) throws(LayoutFileError) -> UIImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw reader.error(source, "cannot read image \(JSONValue.quote(path)): \(error.localizedDescription)")
        }
        let cgImage: CGImage
        do throws(PNGError) {
            cgImage = try CGImage(pngData: data)
        } catch {
            throw reader.error(source, "image \(JSONValue.quote(path)) is not a PNG Offscreen can read: \(error.description)")
        }
        let stem = url.deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}
