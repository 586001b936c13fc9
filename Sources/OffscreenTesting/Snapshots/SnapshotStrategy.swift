import CoreGraphics

/// How a value becomes an image and how closely it must match its reference:
/// a plain struct of a closure and a tolerance, as swift-snapshot-testing's
/// `Snapshotting` is (with its own name, so both libraries can be imported).
///
/// `assertSnapshot(of: view, as: .image)`, `.image(precision: 0.99)`,
/// `.image(device: .iPhone15)`, `.image(size: CGSize(width: 320, height: 100), scale: 2)`.
@MainActor
public struct SnapshotStrategy<Value> {
    /// Pixels of the value, or a message saying why there are none.
    package let render: @MainActor (Value) throws(SnapshotRenderer.Failure) -> PixelStorage
    package let tolerance: ImageTolerance

    package init(tolerance: ImageTolerance,
                 render: @escaping @MainActor (Value) throws(SnapshotRenderer.Failure) -> PixelStorage) {
        self.render = render
        self.tolerance = tolerance
    }

    /// This strategy applied to what `transform` makes of another value
    /// (swift-snapshot-testing's `pullback`).
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> SnapshotStrategy<NewValue> {
        let render = self.render
        return SnapshotStrategy<NewValue>(tolerance: tolerance) { value throws(SnapshotRenderer.Failure) in
            try render(transform(value))
        }
    }
}
