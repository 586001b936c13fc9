import Foundation

extension UIColor {
    /// The colour set `name` of an asset catalogue (`Assets.xcassets`) in the
    /// main bundle's resources: a dynamic colour, its dark appearance in dark
    /// mode; nil when there is no such set. Display P3 colours are converted
    /// to sRGB (values outside sRGB are clamped).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogues (nil: the main
    /// bundle), resolved for `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let folders = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        let catalogs = folders.reduce(into: [URL]()) { all, folder in
            for catalog in AssetCatalog.cachedCatalogs(near: folder) where !all.contains(catalog) { all.append(catalog) }
        }
        guard let set = AssetCatalog.colorSet(named: name, in: catalogs),
              let any = AssetCatalog.color(inSet: set, dark: false) else { return nil }
        let dark = AssetCatalog.color(inSet: set, dark: true) ?? any
        func make(_ c: AssetCatalog.Components) -> UIColor {
            UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
        }
        let light = make(any), darkColor = make(dark)
        if let traitCollection {
            self.init(cgColor: (traitCollection.userInterfaceStyle == .dark ? darkColor : light).cgColor)
        } else {
            self.init(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? darkColor : light })
        }
    }
}
