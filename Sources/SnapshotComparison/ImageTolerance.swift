/// How far a snapshot may differ from its reference and still match, with
/// swift-snapshot-testing's meaning of both numbers so that tolerances carry over
/// unchanged between the two libraries.
///
/// - `precision`: the fraction that must match. With `perceptualPrecision` at 1 it
///   counts bytes of the premultiplied RGBA pixels (as swift-snapshot-testing's
///   UIImage/NSImage strategies do); with a perceptual tolerance it counts pixels.
/// - `perceptualPrecision`: a pixel matches when its CIE94 colour difference (ΔE,
///   0...100) from the reference is at most `(1 - perceptualPrecision) * 100`;
///   0.98 tolerates ΔE 2, about what the eye notices.
package struct ImageTolerance: Sendable, Equatable, CustomStringConvertible {
    package var precision: Float
    package var perceptualPrecision: Float

    /// Every byte equal.
    package static let exact = ImageTolerance(precision: 1, perceptualPrecision: 1)

    package init(precision: Float = 1, perceptualPrecision: Float = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Both numbers must lie in 0...1; the error names the one that does not.
    package func validated() throws(ImageToleranceError) -> ImageTolerance {
        guard precision.isFinite, (0...1).contains(precision) else {
            throw ImageToleranceError("precision must be between 0 and 1, got \(precision)")
        }
        guard perceptualPrecision.isFinite, (0...1).contains(perceptualPrecision) else {
            throw ImageToleranceError("perceptual precision must be between 0 and 1, got \(perceptualPrecision)")
        }
        return self
    }

    package var isExact: Bool { precision >= 1 && perceptualPrecision >= 1 }

    /// The ΔE above which a pixel fails, computed in `Float` exactly as
    /// swift-snapshot-testing does (so 0.98 gives 1.999998, not 2).
    package var deltaEThreshold: Float { (1 - perceptualPrecision) * 100 }

    package var description: String {
        isExact ? "exact" : "precision \(precision), perceptual precision \(perceptualPrecision)"
    }
}

package struct ImageToleranceError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
