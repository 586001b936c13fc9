import CoreGraphics
import Foundation
import Testing

/// Expects `image` to have exactly the pixels of the golden PNG
/// `Fixtures/<folder>/<name>.png` (e.g. `named: "arcs@3x", in: "CoreGraphics"`).
///
/// Both sides are compared as decoded premultiplied ARGB32 words: the golden is
/// decoded with the project's codec, whose alpha rounding makes every pixel Cairo
/// can produce survive encode then decode unchanged, so no tolerance is needed.
///
/// - A missing golden is written and the test fails saying so: a golden is only
///   ever committed after someone has looked at it.
/// - `OFFSCREEN_RECORD=1` rewrites every golden that differs (and fails the same
///   way); a golden with the same pixels is left as it is, so recording does not
///   churn the bytes of unchanged files.
/// - On a mismatch, `<name>.actual.png` and `<name>.diff.png` (changed pixels red
///   over the faded golden) are written to the artifacts folder (see
///   `GoldenArtifacts`) and the message names both.
package func expectGolden(_ image: CGImage, named name: String, in folder: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.folder(folder).appendingPathComponent("\(name).png")
    let recording = ProcessInfo.processInfo.environment["OFFSCREEN_RECORD"] == "1"
    let actual = image.storage

    guard FileManager.default.fileExists(atPath: url.path) else {
        record(actual, to: url, sourceLocation: sourceLocation)
        return
    }
    let golden: PixelStorage
    do {
        golden = try PNGCodec.decode(try Data(contentsOf: url))
    } catch {
        if recording { record(actual, to: url, sourceLocation: sourceLocation); return }
        Issue.record("golden \(url.path) does not read as a PNG: \(error)", sourceLocation: sourceLocation)
        return
    }
    let sameSize = golden.width == actual.width && golden.height == actual.height
    let mismatch = sameSize ? PixelMismatch.find(actual: actual, golden: golden) : nil
    let artifacts = GoldenArtifacts.folder(for: folder)
    if sameSize && mismatch == nil {
        // Pictures from an earlier failure would only mislead now.
        for suffix in ["actual", "diff"] {
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("\(name).\(suffix).png"))
        }
        return
    }
    if recording { record(actual, to: url, sourceLocation: sourceLocation); return }

    var message = "\(folder)/\(name): "
    if let mismatch {
        message += "\(mismatch.count) of \(actual.width * actual.height) pixels differ, first at "
            + "(\(mismatch.x), \(mismatch.y)): actual 0x\(hex(mismatch.actual)), golden 0x\(hex(mismatch.golden))"
    } else {
        message += "size \(actual.width)x\(actual.height), golden \(golden.width)x\(golden.height)"
    }
    message += "; golden \(url.path); " + write(actual, to: artifacts.appendingPathComponent("\(name).actual.png"), as: "actual")
    let diffURL = artifacts.appendingPathComponent("\(name).diff.png")
    if mismatch != nil {
        message += "; " + write(GoldenDifference.image(actual: actual, golden: golden), to: diffURL, as: "diff")
    } else {
        try? FileManager.default.removeItem(at: diffURL)  // from an earlier, same-sized failure
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Writes the golden and fails the test, so that it is looked at before it is committed.
private func record(_ storage: PixelStorage, to url: URL, sourceLocation: SourceLocation) {
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.encode(storage).write(to: url, options: .atomic)
        Issue.record("recorded golden \(url.path); look at it before committing", sourceLocation: sourceLocation)
    } catch {
        Issue.record("could not record golden \(url.path): \(error)", sourceLocation: sourceLocation)
    }
}

/// "<what> <path>", or why it could not be written (the comparison's verdict stands either way).
private func write(_ storage: PixelStorage?, to url: URL, as what: String) -> String {
    guard let storage else { return "no \(what) image: too large" }
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.encode(storage).write(to: url, options: .atomic)
        return "\(what) \(url.path)"
    } catch {
        return "could not write \(what) \(url.path): \(error)"
    }
}

private func hex(_ word: UInt32) -> String {
    let digits = String(word, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
}
