import Foundation

/// One piece of artwork in several variants, each registered for a set of
/// traits (light and dark, display scales, ...): `image(with:)` picks the
/// variant for a trait collection, and an image view showing an image from
/// an asset shows the variant for its own traits, again when they change.
///
/// Picking, as UIKit does: a variant qualifies when every trait it was
/// registered with (apart from the display scale) has that value in the
/// traits asked for, an unspecified appearance counting as light; of those,
/// the one that specifies the most traits wins, then the one whose scale
/// is the one asked for (else the largest). With none qualifying, the
/// variant registered with the fewest traits stands in.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private struct Variant {
        var traits: TraitValues
        var cgImage: CGImage?
        var imageTraits: UIImage.Traits
    }

    private let lock = NSLock()
    private var variants: [Variant] = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// Registers `image` for `traitCollection`, replacing a variant registered
    /// for the same traits. The image's `imageAsset` becomes this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        // The variant keeps the pixels, not the image: an image points at its
        // asset, and the asset pointing back would keep both alive for ever.
        let variant = Variant(traits: traitCollection.values, cgImage: image.cgImage, imageTraits: image.traits)
        lock.withLock {
            variants.removeAll { $0.traits == variant.traits }
            variants.append(variant)
        }
        image.assetStorage = self
    }

    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the variant registered for exactly these traits.
    open func unregister(imageWith traitCollection: UITraitCollection) {
        lock.withLock { variants.removeAll { $0.traits == traitCollection.values } }
    }

    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregister(imageWith: configuration.traitCollection ?? UITraitCollection())
    }

    /// The variant for `traitCollection` (see the class's description); an
    /// empty image when nothing is registered.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let variant = lock.withLock { bestVariant(for: traitCollection.values) }
        guard let variant else { return UIImage(cgImage: nil, traits: UIImage.Traits(scale: 1, orientation: .up)) }
        let image = UIImage(cgImage: variant.cgImage, traits: variant.imageTraits)
        image.assetStorage = self
        image.configurationStorage = UIImage.Configuration(traitCollection: traitCollection)
        return image
    }

    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    private func bestVariant(for asked: TraitValues) -> Variant? {
        var wanted = asked
        if wanted.userInterfaceStyle == .unspecified { wanted.userInterfaceStyle = .light }
        func withoutScale(_ t: TraitValues) -> TraitValues { var t = t; t.displayScale = 0; return t }
        func count(_ t: TraitValues) -> Int { t.changedTraits(comparedTo: TraitValues()).count }
        let qualifying = variants.filter { withoutScale($0.traits).isContained(in: wanted) }
        guard !qualifying.isEmpty else { return variants.min { count($0.traits) < count($1.traits) } }
        return qualifying.max { a, b in
            let ca = count(withoutScale(a.traits)), cb = count(withoutScale(b.traits))
            if ca != cb { return ca < cb }
            let sa = a.traits.displayScale, sb = b.traits.displayScale
            if (sa == wanted.displayScale) != (sb == wanted.displayScale) { return sb == wanted.displayScale }
            return sa < sb
        }
    }
}

extension UIImage {
    /// The traits an image is asked for: see `withConfiguration(_:)`.
    /// Make one with `UITraitCollection.imageConfiguration`.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        package init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        public required init?(coder: NSCoder) {
            traitCollection = nil
            super.init()
        }

        /// This configuration with `traitCollection` instead of its own.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            make(traitCollection)
        }

        /// This configuration with `otherConfiguration`'s traits on top of its own.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration?.traitCollection else { return make(traitCollection) }
            guard let own = traitCollection else { return make(other) }
            return make(UITraitCollection(traitsFrom: [own, other]))
        }

        private func make(_ traits: UITraitCollection?) -> Self {
            // UIKit's own subclasses (symbol configurations) do not exist here;
            // a subclass of an app's own keeps its configuration unchanged.
            (Configuration(traitCollection: traits) as? Self) ?? self
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }

        open override func isEqual(_ object: Any?) -> Bool {
            (object as? Configuration)?.traitCollection == traitCollection
        }

        open override var hash: Int { traitCollection?.hash ?? 0 }
    }

    /// The asset this image belongs to: the one it was registered with or
    /// picked from; nil for an image made alone.
    public var imageAsset: UIImageAsset? { assetStorage }

    /// The configuration the image was picked for (nil when none was asked).
    public var configuration: UIImage.Configuration? { configurationStorage }

    /// The variant of this image for `configuration`: from its asset when it
    /// has one (light or dark, scale, ...), else the same pixels.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        let merged = self.configuration?.applying(configuration) ?? configuration
        if let asset = imageAsset {
            // The variant, drawn as this image was made to be drawn (a
            // template, flipping right to left, mirrored).
            let picked = asset.image(with: merged)
            var t = picked.traits
            if renderingMode != .automatic { t.renderingMode = renderingMode }
            if flipsForRightToLeftLayoutDirection { t.flipsForRightToLeftLayoutDirection = true }
            if imageOrientation != .up { t.orientation = imageOrientation }
            guard t.renderingMode != picked.renderingMode || t.flipsForRightToLeftLayoutDirection != picked.flipsForRightToLeftLayoutDirection
                    || t.orientation != picked.imageOrientation else { return picked }
            let image = UIImage(cgImage: picked.cgImage, traits: t)
            image.assetStorage = asset
            image.configurationStorage = picked.configurationStorage
            return image
        }
        if let symbol = symbolWithConfiguration(merged) { return symbol }
        let image = UIImage(cgImage: cgImage, traits: traits)
        image.configurationStorage = merged
        return image
    }
}

extension UITraitCollection {
    /// An image configuration holding these traits.
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }
}
