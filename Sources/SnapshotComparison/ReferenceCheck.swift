import CoreGraphics
import Foundation

/// One image checked against its reference PNG with a record mode applied: the
/// one implementation behind `assertSnapshot`, swift-snapshot-testing's image
/// diffing, `render check`, `render diff` of folders and the project's golden tests.
/// Each caller words its own message from the outcome.
///
/// The passing path reads the reference and compares it a band of rows at a
/// time: nothing is encoded or written unless the outcome needs a file, and the
/// reference's pixels are never held whole beside the actual image (a common
/// file's inflated rows are, in the thread's kept buffer; see `PNGRowReader`).
package struct ReferenceCheck: Sendable {
    package enum Result: Sendable {
        /// Equal, or within the tolerance.
        case matched(ImageComparison)
        /// The reference was written: record mode `all`, or a missing reference recorded.
        case recorded(wasMissing: Bool)
        /// No reference, and none recorded (record mode `never`, or `missing` on CI).
        case missing
        /// The reference is not a PNG this decoder reads.
        case unreadable(PNGError)
        case mismatch(ImageComparison)
    }

    package struct Outcome: Sendable {
        package var result: Result
        /// Record mode `failed` wrote the actual image over the reference.
        package var rerecorded = false
        /// The failure images written, in the order actual, expected, difference, strip.
        package var written: [(kind: FailureFiles.Kind, url: URL)] = []
        /// The PNGs of a failure, for a report: the reference's own bytes, the
        /// actual and the difference image as written.
        package var expectedPNG: Data?
        package var actualPNG: Data?
        package var differencePNG: Data?

        package var passed: Bool {
            if case .matched = result { return true }
            return false
        }

        package func url(of kind: FailureFiles.Kind) -> URL? { written.first { $0.kind == kind }?.url }
    }

    package var reference: URL
    package var tolerance: ImageTolerance
    package var recordMode: SnapshotRecordMode
    package var isCI: Bool
    package var files: FailureFiles
    package var compression: PNGCodec.Compression

    package init(reference: URL, tolerance: ImageTolerance = .exact, recordMode: SnapshotRecordMode, isCI: Bool,
                 files: FailureFiles, compression: PNGCodec.Compression = .fast) {
        self.reference = reference
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.isCI = isCI
        self.files = files
        self.compression = compression
    }

    package func run(_ actual: PixelStorage) throws(ReferenceCheckError) -> Outcome {
        if recordMode == .all {
            try write(try encode(actual), to: reference)
            files.removeAll()
            return Outcome(result: .recorded(wasMissing: false))
        }
        guard let referenceData = try readReference() else {
            if recordMode == .never || (recordMode == .missing && isCI) {
                var outcome = Outcome(result: .missing)
                try writeActual(&outcome, actual)
                return outcome
            }
            try write(try encode(actual), to: reference)
            files.removeAll()
            return Outcome(result: .recorded(wasMissing: true))
        }
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison.compare(expected: ImageRows(png: referenceData), actual: ImageRows(actual),
                                                     tolerance: tolerance)
        } catch {
            var outcome = Outcome(result: .unreadable(error))
            try writeActual(&outcome, actual)
            if recordMode == .failed {
                try write(outcome.actualPNG!, to: reference)
                outcome.rerecorded = true
            }
            return outcome
        }
        if comparison.passed {
            files.removeAll()
            return Outcome(result: .matched(comparison))
        }
        var outcome = Outcome(result: .mismatch(comparison))
        try writeFailureImages(&outcome, expectedData: referenceData, actual: actual)
        if recordMode == .failed {
            try write(outcome.actualPNG!, to: reference)
            outcome.rerecorded = true
        }
        return outcome
    }

    /// Actual, expected, difference and strip, as far as `files` asks for them;
    /// a difference or strip over the pixel limits is left out.
    private func writeFailureImages(_ outcome: inout Outcome, expectedData: Data, actual: PixelStorage)
        throws(ReferenceCheckError) {
        outcome.expectedPNG = expectedData
        try writeActual(&outcome, actual)
        if let url = files.expected {
            try write(expectedData, to: url)
            outcome.written.append((.expected, url))
        }
        let difference: PixelStorage?
        do {
            difference = try DifferenceImage.highlight(expected: ImageRows(png: expectedData), actual: ImageRows(actual),
                                                       tolerance: tolerance)
        } catch {
            throw .encoding(error)  // read once already: only a changed file gets here
        }
        guard let difference else { return }
        outcome.differencePNG = try encode(difference)
        if let url = files.difference {
            try write(outcome.differencePNG!, to: url)
            outcome.written.append((.difference, url))
        }
        guard let url = files.strip,
              DifferenceImage.stripSize([(difference.width, difference.height)]) != nil else { return }
        let expected: PixelStorage
        do {
            expected = try PNGCodec.decode(expectedData)
        } catch {
            throw .encoding(error)
        }
        if let strip = DifferenceImage.strip(expected: expected, actual: actual, difference: difference) {
            try write(try encode(strip), to: url)
            outcome.written.append((.strip, url))
        }
    }

    private func writeActual(_ outcome: inout Outcome, _ actual: PixelStorage) throws(ReferenceCheckError) {
        outcome.actualPNG = try encode(actual)
        if let url = files.actual {
            try write(outcome.actualPNG!, to: url)
            outcome.written.append((.actual, url))
        }
    }

    /// The reference's bytes, nil when there is no file.
    private func readReference() throws(ReferenceCheckError) -> Data? {
        do {
            return try Data(contentsOf: reference)
        } catch {
            if !FileManager.default.fileExists(atPath: reference.path) { return nil }
            throw .reading(path: reference.path, reason: FileReason.describe(error))
        }
    }

    private func encode(_ pixels: PixelStorage) throws(ReferenceCheckError) -> Data {
        do {
            return try PNGCodec.encode(pixels, compression: compression)
        } catch {
            throw .encoding(error)
        }
    }

    private func write(_ data: Data, to url: URL) throws(ReferenceCheckError) {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .writing(error)
        }
    }
}

package enum ReferenceCheckError: Error, CustomStringConvertible, Equatable {
    case reading(path: String, reason: String)
    case encoding(PNGError)
    case writing(AtomicFileError)

    package var description: String {
        switch self {
        case .reading(let path, let reason): "\(path): cannot read: \(reason)"
        case .encoding(let error): error.description
        case .writing(let error): error.description
        }
    }
}

/// Where one check's failure images go; a nil URL leaves that image out.
package struct FailureFiles: Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case actual, expected, difference = "diff", strip
    }

    package var actual: URL?
    package var expected: URL?
    package var difference: URL?
    package var strip: URL?

    package init(actual: URL? = nil, expected: URL? = nil, difference: URL? = nil, strip: URL? = nil) {
        self.actual = actual
        self.expected = expected
        self.difference = difference
        self.strip = strip
    }

    /// `<folder>/<stem>.actual.png`, `.expected.png`, `.diff.png` and `.strip.png`, of the kinds given.
    package init(folder: URL, stem: String, kinds: [Kind] = Kind.allCases) {
        func url(_ kind: Kind) -> URL? {
            kinds.contains(kind) ? folder.appendingPathComponent("\(stem).\(kind.rawValue).png") : nil
        }
        self.init(actual: url(.actual), expected: url(.expected), difference: url(.difference), strip: url(.strip))
    }

    /// Images from an earlier failure would only mislead once the check passes or records.
    package func removeAll() {
        for url in [actual, expected, difference, strip].compactMap({ $0 }) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
