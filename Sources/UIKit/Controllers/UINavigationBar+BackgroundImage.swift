/// The navigation bar's pre-iOS 13 background customisation, still used
/// through appearance proxies (`setBackgroundImage(UIImage(), for: .default)`
/// with `shadowImage = UIImage()` for a transparent bar without its hairline).
/// Drawn over the appearance in use: a background image replaces its blur and
/// colour, and the shadow image replaces its hairline while a background
/// image is set (an empty image: no hairline), as UIKit draws them.
extension UINavigationBar {
    /// The background image for the bar's current metrics (compact height,
    /// prompt), else the `.default` one.
    private var currentBackgroundImage: UIImage? {
        for metrics in barMetricsSearchOrder { if let image = backgroundImage(for: metrics) { return image } }
        return nil
    }

    /// The bar's metrics (compact height, prompt), then the ones UIKit falls
    /// back to: the same height without the prompt, then `.default`. Bar
    /// button items' images and title offsets are looked up in this order too.
    package var barMetricsSearchOrder: [UIBarMetrics] {
        let compact = traitCollection.verticalSizeClass == .compact
        let prompt = topItem?.prompt != nil
        let metrics: UIBarMetrics = compact ? (prompt ? .compactPrompt : .compact) : (prompt ? .defaultPrompt : .default)
        var order = [metrics]
        if compact, metrics != .compact { order.append(.compact) }
        if metrics != .default { order.append(.default) }
        return order
    }

    /// `appearance` with the background image and shadow image drawn over it.
    package func appearanceWithBackgroundImages(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
        guard let image = currentBackgroundImage else { return appearance }
        let drawn: UINavigationBarAppearance = appearance.copy()
        drawn.backgroundEffect = nil
        drawn.backgroundColor = nil
        drawn.backgroundImage = image
        drawn.backgroundImageContentMode = .scaleToFill
        if let shadow = shadowImage {
            let empty = shadow.size.width <= 0 || shadow.size.height <= 0
            drawn.shadowImage = empty ? nil : shadow
            drawn.shadowColor = empty ? nil : drawn.shadowColor
        }
        return drawn
    }
}
