import CoreGraphics
import Foundation

/// One snapshot checked against its reference, with the record mode applied.
///
/// The passing path reads the reference and compares it row by row as it decodes
/// (`PNGCodec.matches`): no image-sized buffer is decoded, no PNG is encoded and
/// nothing is written unless the outcome needs a file.
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
    package func artifactURL(_ kind: String) -> URL {
        environment.artifactsDirectory.appendingPathComponent(location.testFileName)
            .appendingPathComponent("\(location.baseName).\(kind).png")
    }

    /// The failure message, or nil when the snapshot matches.
    package func verify(_ actual: PixelStorage, tolerance: ImageTolerance) -> String? {
        do {
            return try check(actual, tolerance: tolerance)
        } catch let error as AtomicFileError {
            return "Snapshot could not be written: \(error.description)"
        } catch let error as PNGError {
            return "Snapshot could not be encoded: \(error.description)"
        } catch {
            return "Snapshot could not be checked: \(error)"
        }
    }

    private func check(_ actual: PixelStorage, tolerance: ImageTolerance) throws -> String? {
        let reference = location.referenceURL
        if recordMode == .all {
            try AtomicFile.write(PNGCodec.encode(actual), to: reference)
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(reference.path)"

                Turn record mode off and re-run "\(location.testName)" to assert against the newly-recorded snapshot
                """
        }
        guard let referenceData = FileManager.default.contents(atPath: reference.path) else {
            return try missingReference(actual)
        }
        // Fast path: a reference of exactly these pixels passes under any tolerance, and
        // is checked row by row without decoding it into a second image.
        if PNGCodec.matches(referenceData, actual) { return nil }
        let expected: PixelStorage
        do {
            expected = try PNGCodec.decode(referenceData)
        } catch {
            let actualURL = artifactURL("actual")
            try AtomicFile.write(PNGCodec.encode(actual), to: actualURL)
            return """
                The reference image could not be read: \(error.description)

                reference: \(reference.path)
                actual:    \(actualURL.path)
                """
        }
        let comparison = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.passed { return nil }
        return try mismatch(comparison, expected: expected, expectedData: referenceData, actual: actual, tolerance: tolerance)
    }

    private func missingReference(_ actual: PixelStorage) throws -> String {
        let reference = location.referenceURL
        if recordMode == .never || (recordMode == .missing && environment.isCI) {
            let actualURL = artifactURL("actual")
            try AtomicFile.write(PNGCodec.encode(actual), to: actualURL)
            let why = recordMode == .never
                ? "New snapshot was not recorded because recording is disabled"
                : "On CI (CI is set) a missing reference is not recorded beside the tests"
            return """
                No reference was found on disk at \(reference.path). \(why); the new snapshot is at

                \(actualURL.path)

                Check it, then copy it to the reference path (or record locally with SNAPSHOT_TESTING_RECORD=missing).
                """
        }
        try AtomicFile.write(PNGCodec.encode(actual), to: reference)
        return """
            No reference was found on disk. Automatically recorded snapshot: …

            open "\(reference.path)"

            Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
            """
    }

    private func mismatch(_ comparison: ImageComparison, expected: PixelStorage, expectedData: Data,
                          actual: PixelStorage, tolerance: ImageTolerance) throws -> String {
        let actualPNG = try PNGCodec.encode(actual)
        let actualURL = artifactURL("actual"), expectedURL = artifactURL("expected")
        let differenceURL = artifactURL("diff"), stripURL = artifactURL("strip")
        try AtomicFile.write(actualPNG, to: actualURL)
        try AtomicFile.write(expectedData, to: expectedURL)
        var files = """
            reference:  \(location.referenceURL.path)
            actual:     \(actualURL.path)
            expected:   \(expectedURL.path)
            """
        if let difference = DifferenceImage.highlight(expected: expected, actual: actual, tolerance: tolerance) {
            try AtomicFile.write(PNGCodec.encode(difference), to: differenceURL)
            files += "\ndifference: \(differenceURL.path)"
            if let strip = DifferenceImage.strip(expected: expected, actual: actual, difference: difference) {
                try AtomicFile.write(PNGCodec.encode(strip), to: stripURL)
                files += "\nside by side (expected | actual | difference): \(stripURL.path)"
            }
        }
        var headline = "Snapshot \"\(location.baseName)\" does not match reference."
        if recordMode == .failed {
            try AtomicFile.write(actualPNG, to: location.referenceURL)
            headline += " A new snapshot was automatically recorded."
        }
        return """
            \(headline)

            \(comparison.message ?? "")

            \(files)
            """
    }
}
