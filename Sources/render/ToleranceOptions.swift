import ArgumentParser
import SnapshotComparison

/// `--precision` and `--perceptual-precision`, with swift-snapshot-testing's meaning.
struct ToleranceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Fraction that must match, 0...1 (bytes of the pixels; pixels when --perceptual-precision is below 1).",
        valueName: "fraction"))
    var precision: Float = 1

    @Option(help: ArgumentHelp(
        "How close a pixel's colour must be to count as matching, 0...1: 0.98 accepts CIE94 ΔE up to 2.",
        valueName: "fraction"))
    var perceptualPrecision: Float = 1

    var tolerance: ImageTolerance { ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision) }

    func validate() throws {
        do {
            _ = try tolerance.validated()
        } catch {
            throw ValidationError(error.description)
        }
    }
}

