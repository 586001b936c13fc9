import Foundation

extension UIImage {
    /// The image in the PNG file at `path`, or nil when it is missing or not a
    /// readable PNG. A `@2x`/`@3x` suffix in the file name sets the scale,
    /// as on iOS. A file is decoded once while images made from it live:
    /// they share its pixels.
    public convenience init?(contentsOfFile path: String) {
        guard let cgImage = try? ImageFileCache.shared.image(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(cgImage: cgImage, scale: UIImage.scaleSuffix(of: base) ?? 1, orientation: .up)
    }

    /// The image in PNG `data` at scale 1, or nil when the data is not a readable PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG `data` at `scale` pixels per point, or nil when the data is not a readable PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cgImage = try? CGImage(pngData: data) else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }


    /// The named image from the main bundle's resources, then from
    /// `UIImage.offscreenSearchPaths`; nil when none is found.
    ///
    /// As on iOS, `name` may omit `.png`, and the variant for the main
    /// screen's scale is preferred: on a 3x screen `icon@3x.png`, then
    /// `icon@2x.png`, then `icon.png` (larger scales before smaller ones
    /// when the exact one is missing). The image's `scale` is the variant's.
    /// Images are not cached: each call reads the file.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The named image from `bundle` (nil: the main bundle), then from
    /// `UIImage.offscreenSearchPaths`, then from the image sets of asset
    /// catalogues in those folders. The main screen's scale picks the file.
    /// An image set with a dark appearance gives an image with an
    /// `imageAsset` holding both: the variant for `traitCollection` (else
    /// `UITraitCollection.current`) is returned, and an image view or button
    /// showing it shows the variant for its own traits, as on iOS. A set whose
    /// direction is "Left to Right, Mirrors" flips right to left.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        var directories: [URL] = []
        let bundle = bundle ?? .main
        if let resources = bundle.resourceURL { directories.append(resources) }
        directories.append(bundle.bundleURL)
        directories += UIImage.offscreenSearchPaths
        guard let (url, scale) = UIImage.findNamedImage(name, in: directories, screenScale: UIScreen.mainScreenScale) else {
            // An image set of an asset catalogue (`Assets.xcassets/name.imageset`)
            // in those folders: the scale its entry gives, a template when the
            // set's rendering intent says so. A set holding an SVG or a PDF
            // is drawn at the trait collection's display scale, else the screen's.
            let catalogs = directories.flatMap { AssetCatalog.cachedCatalogs(near: $0) }
            let preferred = max(1, min(3, Int(UIScreen.mainScreenScale.rounded())))
            let displayScale = (traitCollection as? UITraitCollection)?.displayScale ?? 0
            let vectorScale = displayScale > 0 && displayScale.isFinite ? displayScale : UIScreen.mainScreenScale
            guard let found = UIImage.fromAssetCatalogs(named: name, catalogs, preferredScale: preferred, vectorScale: vectorScale,
                                                        traits: (traitCollection as? UITraitCollection) ?? .current) else {
                return nil
            }
            self.init(cgImage: found.cgImage, traits: found.traits)
            if let asset = found.asset {
                assetStorage = asset
                configurationStorage = Configuration(traitCollection: (traitCollection as? UITraitCollection) ?? .current)
            }
            return
        }
        guard let cgImage = try? ImageFileCache.shared.image(atPath: url.path) else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// Offscreen's own (not UIKit): directories `UIImage(named:)` searches
    /// after the bundle, in order. On Linux a test target's `Bundle.module`
    /// is not the main bundle, so tests and tools add their image folders here.
    /// Readable and settable from any thread, as `UIImage(named:)` is callable from any.
    public static var offscreenSearchPaths: [URL] {
        get { searchPathsLock.withLock { searchPaths } }
        set { searchPathsLock.withLock { searchPaths = newValue } }
    }
    private static let searchPathsLock = NSLock()
    nonisolated(unsafe) private static var searchPaths: [URL] = []

    /// The scale in a base name's `@2x`/`@3x` suffix.
    package static func scaleSuffix(of baseName: String) -> CGFloat? {
        for s in [1, 2, 3] where baseName.hasSuffix("@\(s)x") { return CGFloat(s) }
        return nil
    }

    /// The file for `name` in the first directory that has a variant, by scale preference.
    package static func findNamedImage(_ name: String, in directories: [URL], screenScale: CGFloat) -> (URL, CGFloat)? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let ext = (name as NSString).pathExtension.lowercased()
        let base = ext == "png" ? (name as NSString).deletingPathExtension : name
        let preferred = max(1, min(3, Int(screenScale.rounded())))
        let order = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1)) + Array(stride(from: preferred - 1, through: 1, by: -1))
        var candidates: [(String, CGFloat)] = []
        if let explicit = scaleSuffix(of: base) {
            candidates.append(("\(base).png", explicit))
        } else {
            for s in order { candidates.append((s == 1 ? "\(base).png" : "\(base)@\(s)x.png", CGFloat(s))) }
            // A 1x file may also be named `name@1x.png`.
            candidates.insert(("\(base)@1x.png", 1), at: candidates.firstIndex { $0.1 == 1 }! + 1)
        }
        let fm = FileManager.default
        for directory in directories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (url, scale)
                }
            }
        }
        return nil
    }
}

extension UIImage {
    private static let warnedVectorsLock = NSLock()
    nonisolated(unsafe) private static var warnedVectors: Set<String> = []

    /// Says once per file why an image set's PDF or SVG is not drawn
    /// (UIKit would draw it; `UIImage(named:)` returns nil here).
    package static func warnVectorOnce(_ file: URL, _ why: String) {
        let first = warnedVectorsLock.withLock { warnedVectors.insert(file.path).inserted }
        if first { FileHandle.standardError.write(Data((vectorWarning(file, why) + "\n").utf8)) }
    }

    /// The warning `warnVectorOnce` writes: the file, why, and the name that is nil.
    package static func vectorWarning(_ file: URL, _ why: String) -> String {
        let name = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        return "warning: \(file.path): \(why); UIImage(named: \"\(name)\") is nil"
    }
}
