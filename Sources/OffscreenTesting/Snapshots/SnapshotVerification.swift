import CoreGraphics
import Foundation
import SnapshotComparison

/// One snapshot checked against its reference, with the record mode applied
/// (`ReferenceCheck`), and the outcome worded as swift-snapshot-testing words it.
@MainActor
package struct SnapshotVerification {
    package let location: SnapshotLocation
    package let environment: SnapshotEnvironment
    package let recordMode: SnapshotRecordMode

    package init(location: SnapshotLocation, environment: SnapshotEnvironment, recordMode: SnapshotRecordMode?) {
        self.location = location
        self.environment = environment
        self.recordMode = recordMode ?? environment.recordMode
    }

    /// Where failure images go: `<artifacts>/<TestFile>/<testName>.<n>.<kind>.png`.
    package var failureFiles: FailureFiles {
        FailureFiles(folder: artifactsFolder, stem: location.baseName)
    }

    package var artifactsFolder: URL {
        environment.artifactsDirectory(forTestFile: location.filePath).appendingPathComponent(location.testFileName)
    }

    /// The failure image of `kind` ("actual", "expected", "diff", "strip").
    package func artifactURL(_ kind: String) -> URL {
        artifactsFolder.appendingPathComponent("\(location.baseName).\(kind).png")
    }

    /// The failure message, or nil when the snapshot matches.
    package func verify(_ actual: PixelStorage, tolerance: ImageTolerance) -> String? {
        let files = failureFiles
        let check = ReferenceCheck(reference: location.referenceURL, tolerance: tolerance, recordMode: recordMode,
                                   isCI: environment.isCI, files: files)
        let outcome: ReferenceCheck.Outcome
        do {
            outcome = try check.run(actual)
        } catch {
            return "Snapshot could not be checked: \(error.description)"
        }
        let message = Self.message(outcome, location: location, recordMode: recordMode)
        if let message, let directory = environment.reportDirectory {
            SnapshotReport.add(name: "\(location.testFileName)/\(location.baseName)", message: message,
                               outcome: outcome, to: directory)
        }
        return message
    }

    private static func message(_ outcome: ReferenceCheck.Outcome, location: SnapshotLocation,
                                recordMode: SnapshotRecordMode) -> String? {
        let reference = location.referenceURL
        switch outcome.result {
        case .matched:
            return nil
        case .recorded(wasMissing: false):
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(reference.path)"

                Turn record mode off and re-run "\(location.testName)" to assert against the newly-recorded snapshot
                """
        case .recorded(wasMissing: true):
            return """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(reference.path)"

                Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
                """
        case .missing:
            let why = recordMode == .never
                ? "New snapshot was not recorded because recording is disabled"
                : "On CI (CI is set) a missing reference is not recorded beside the tests"
            return """
                No reference was found on disk at \(reference.path). \(why); the new snapshot is at

                \(outcome.url(of: .actual)?.path ?? "(not written)")

                Check it, then copy it to the reference path (or record locally with SNAPSHOT_TESTING_RECORD=missing).
                """
        case .unreadable(let error):
            let actualPath = outcome.url(of: .actual)?.path ?? "(not written)"
            return """
                The reference image could not be read: \(error.description)\(outcome.rerecorded ? " A new snapshot was automatically recorded." : "")

                reference: \(reference.path)
                actual:    \(actualPath)
                """
        case .mismatch(let comparison):
            var lines = ["reference:  \(reference.path)"]
            for (kind, url) in outcome.written {
                switch kind {
                case .actual: lines.append("actual:     \(url.path)")
                case .expected: lines.append("expected:   \(url.path)")
                case .difference: lines.append("difference: \(url.path)")
                case .strip: lines.append("side by side (expected | actual | difference): \(url.path)")
                }
            }
            var headline = "Snapshot \"\(location.baseName)\" does not match reference."
            if outcome.rerecorded { headline += " A new snapshot was automatically recorded." }
            return """
                \(headline)

                \(comparison.message ?? "")

                \(lines.joined(separator: "\n"))
                """
        }
    }
}
