// @testable only because `import CoreGraphics` (through QuartzCore) next to
// `import Testing` makes the compiler look for Swift Testing's Apple-only
// cross-import overlay on Linux.
@testable import QuartzCore
import Foundation
import Testing

/// Renders `layer` with `render(in:)` into a transparent bitmap of its bounds at `scale`.
@MainActor func renderLayer(_ layer: CALayer, scale: CGFloat = 3) -> CGImage {
    let w = Int((layer.bounds.width * scale).rounded(.up)), h = Int((layer.bounds.height * scale).rounded(.up))
    let storage = PixelStorage(width: w, height: h)!
    let ctx = CGContext(storage: storage, scale: scale, origin: .upperLeft)
    ctx.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
    layer.render(in: ctx)
    return ctx.makeImage()!
}

private let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/QuartzCore")

/// Compares decoded pixels with `Fixtures/QuartzCore/<name>.png`, exactly.
/// A missing golden (or OFFSCREEN_RECORD=1) is written and the test fails
/// saying so, so that nobody commits a golden without looking at it.
func expectGolden(_ image: CGImage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = fixtures.appendingPathComponent("\(name).png")
    let record = ProcessInfo.processInfo.environment["OFFSCREEN_RECORD"] == "1"
    guard !record, let data = try? Data(contentsOf: url) else {
        try? FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        do {
            try image.pngData().write(to: url)
            Issue.record("recorded golden \(url.path); look at it before committing", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record golden \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let golden: CGImage
    do { golden = try CGImage(pngData: data) } catch {
        Issue.record("golden \(url.path) does not decode: \(error)", sourceLocation: sourceLocation)
        return
    }
    guard golden.width == image.width, golden.height == image.height else {
        Issue.record("\(name): size \(image.width)x\(image.height), golden \(golden.width)x\(golden.height)", sourceLocation: sourceLocation)
        return
    }
    var mismatches = 0
    var first: (Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where image.rgba(x: x, y: y) != golden.rgba(x: x, y: y) {
            mismatches += 1
            if first == nil { first = (x, y) }
        }
    }
    if mismatches > 0 {
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
        try? image.pngData().write(to: actual)
        Issue.record("\(name): \(mismatches) pixels differ, first at \(first!); actual written to \(actual.path)",
                     sourceLocation: sourceLocation)
    }
}

/// The distinct colours of an image (unpremultiplied RGBA).
func colours(of image: CGImage) -> Set<[UInt8]> {
    var set = Set<[UInt8]>()
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.rgba(x: x, y: y)
            set.insert([p.r, p.g, p.b, p.a])
        }
    }
    return set
}
