import CoreGraphics

/// How a value becomes an image and how closely it must match its reference:
/// a plain struct of a closure and a tolerance, as swift-snapshot-testing's
/// `Snapshotting` is (with its own name, so both libraries can be imported).
///
/// `assertSnapshot(of: view, as: .image)`, `.image(precision: 0.99)`,
/// `.image(device: .iPhone15)`, `.image(size: CGSize(width: 320, height: 100), scale: 2)`.
///
/// Your own strategies are made the way swift-snapshot-testing's are: from an
/// existing one with `pullback`, or from a closure that draws the value:
///
///     extension SnapshotStrategy where Value == Chart {
///         static var image: SnapshotStrategy {
///             SnapshotStrategy<UIView>.image(size: CGSize(width: 300, height: 200))
///                 .pullback { chart in ChartView(chart) }
///         }
///     }
///     let cards = SnapshotStrategy<Card>(precision: 0.99) { card in try card.renderedCGImage() }
@MainActor
public struct SnapshotStrategy<Value> {
    /// Pixels of the value, or an error saying why there are none.
    package let render: @MainActor (Value) throws -> PixelStorage
    package let tolerance: ImageTolerance

    package init(tolerance: ImageTolerance, render: @escaping @MainActor (Value) throws -> PixelStorage) {
        self.render = render
        self.tolerance = tolerance
    }

    /// A strategy that makes an image of the value with `image` and compares it
    /// with `precision` and `perceptualPrecision` as swift-snapshot-testing defines
    /// them. An error thrown by `image` fails the assertion with its description.
    public init(precision: Float = 1, perceptualPrecision: Float = 1,
                image: @escaping @MainActor (Value) throws -> CGImage) {
        self.init(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)) { value in
            try image(value).storage
        }
    }

    /// The fraction of the image that must match (see `init(precision:perceptualPrecision:image:)`).
    public var precision: Float { tolerance.precision }
    /// How close a pixel's colour must be to match: 0.98 accepts a CIE94 ΔE up to 2.
    public var perceptualPrecision: Float { tolerance.perceptualPrecision }

    /// This strategy applied to what `transform` makes of another value
    /// (swift-snapshot-testing's `pullback`).
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> SnapshotStrategy<NewValue> {
        let render = self.render
        return SnapshotStrategy<NewValue>(tolerance: tolerance) { value in try render(transform(value)) }
    }
}
