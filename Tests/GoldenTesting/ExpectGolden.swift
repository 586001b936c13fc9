import CoreGraphics
import Foundation
import SnapshotComparison
import Testing

/// Expects `image` to have exactly the pixels of the golden PNG
/// `Fixtures/<folder>/<name>.png` (e.g. `named: "arcs@3x", in: "CoreGraphics"`),
/// through the same `ReferenceCheck` that snapshot assertions and `render check` use.
///
/// Both sides are compared as decoded premultiplied ARGB32 words: the golden is
/// decoded with the project's codec, whose alpha rounding makes every pixel Cairo
/// can produce survive encode then decode unchanged, so no tolerance is needed.
///
/// - A missing golden is written and the test fails saying so: a golden is only
///   ever committed after someone has looked at it (also on CI: the failure is
///   what matters there).
/// - `SNAPSHOT_TESTING_RECORD=failed` rewrites every golden that differs (and
///   fails the same way); a golden with the same pixels is left as it is, so
///   recording does not churn the bytes of unchanged files. `never` records nothing.
/// - On a mismatch, `<name>.actual.png` and `<name>.diff.png` go to
///   `<artifacts>/Golden/<folder>/` (`SNAPSHOT_ARTIFACTS`, else the package's
///   `.build/snapshot-artifacts`) and the message names both.
package func expectGolden(_ image: CGImage, named name: String, in folder: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.folder(folder).appendingPathComponent("\(name).png")
    let environment = SnapshotEnvironment.current()
    let artifacts = environment.artifactsDirectory(forTestFile: #filePath)
        .appendingPathComponent("Golden").appendingPathComponent(folder)
    let check = ReferenceCheck(reference: url, recordMode: environment.recordMode, isCI: false,
                               files: FailureFiles(folder: artifacts, stem: name, kinds: [.actual, .difference]))
    let outcome: ReferenceCheck.Outcome
    do {
        outcome = try check.run(image.storage)
    } catch {
        Issue.record("\(folder)/\(name): \(error.description)", sourceLocation: sourceLocation)
        return
    }
    let files = outcome.written.map { "; \($0.kind == .actual ? "actual" : "diff") \($0.url.path)" }.joined()
    let message: String
    switch outcome.result {
    case .matched:
        return
    case .recorded:
        message = "recorded golden \(url.path); look at it before committing"
    case .missing:
        message = "no golden at \(url.path) and recording is off (SNAPSHOT_TESTING_RECORD=never)" + files
    case .unreadable(let error):
        message = "golden \(url.path) does not read as a PNG: \(error)"
            + (outcome.rerecorded ? "; recorded it again" : "") + files
    case .mismatch(let comparison):
        message = "\(folder)/\(name): " + (comparison.message ?? "does not match")
            + (outcome.rerecorded ? "; recorded it again" : "") + "; golden \(url.path)" + files
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
