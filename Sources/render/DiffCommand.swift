import ArgumentParser
import CoreGraphics
import Foundation
import SnapshotComparison

/// `render diff a.png b.png -o diff.png`: compares any two PNGs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files (or two folders of them) and write difference images.",
        discussion: """
            The first file is taken as the expected image. Given two folders, every PNG of the first \
            is compared with the file of the same name in the second, using every core, with a progress \
            line, a summary and optionally an HTML report; -o is then a folder for the difference and \
            side-by-side images of the failures. Exit status: 0 when the images match (within the \
            tolerance), 1 when they do not (different sizes included), 2 when a file cannot be read.
            """)

    @Argument(help: "The expected image, or a folder of them.") var expected: String
    @Argument(help: "The actual image, or a folder of them.") var actual: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Where to write the difference image: changed pixels in red over the faded expected image.",
        valueName: "diff.png"))
    var output: String?

    @Option(help: ArgumentHelp("Also write expected, actual and difference side by side.", valueName: "strip.png"))
    var strip: String?

    @OptionGroup var tolerance: ToleranceOptions

    @Option(help: "PNG compression of the images written.") var compression: CompressionOption = .fast

    @Option(help: ArgumentHelp("Write an HTML report of a folder comparison into this folder.", valueName: "dir"))
    var report: String?

    func run() throws {
        if FileSystem.isDirectory(expected) || FileSystem.isDirectory(actual) {
            return try runFolders()
        }
        let (differenceFile, stripFile) = try checkedOutputs()
        let expectedData = try ImageFile.data(expected), actualData = try ImageFile.data(actual)
        // Both are compared a band of rows at a time: neither is held decoded whole.
        let comparison = try bands(expectedData, actualData) { e, a throws(PNGError) in
            try ImageComparison.compare(expected: e, actual: a, tolerance: tolerance.tolerance)
        }
        var written: [String] = []
        if differenceFile != nil || stripFile != nil {
            written = try writeImages(comparison, expectedData, actualData, differenceFile: differenceFile, stripFile: stripFile)
        }
        let files = written.map { "\n  " + $0 }.joined()
        switch comparison.verdict {
        case .identical:
            print("\(expected) and \(actual) are identical." + files)
        case .withinTolerance:
            print("\(expected) and \(actual) match within \(tolerance.tolerance): "
                  + "\(comparison.differingPixelCount) pixels differ." + files)
        case .mismatch:
            throw RenderFailure.mismatch("\(actual) does not match \(expected):\n"
                                         + (comparison.message ?? "") + files)
        }
    }

    /// The `-o` and `--strip` files, checked before anything is read or
    /// written: none may be an input, and they may not be one file.
    private func checkedOutputs() throws(RenderFailure) -> (difference: OutputFile?, strip: OutputFile?) {
        let inputs = [(path: expected, role: "the expected image"), (path: actual, role: "the actual image")]
        let stem = URL(fileURLWithPath: expected).deletingPathExtension().lastPathComponent
        let differenceFile = try output.map { path throws(RenderFailure) in
            try OutputFile(path, defaultName: "\(stem).diff.png", inputs: inputs)
        }
        let stripFile = try strip.map { path throws(RenderFailure) in
            try OutputFile(path, option: "--strip", defaultName: "\(stem).strip.png",
                           inputs: inputs + (output.map { [(path: $0, role: "the -o output")] } ?? []))
        }
        if let differenceFile, let stripFile, differenceFile.given == stripFile.given, differenceFile.given != "-" {
            throw RenderFailure.badInput("--strip \(stripFile.given): is also the -o output")
        }
        return (differenceFile, stripFile)
    }

    /// Writes the requested difference and side-by-side images, or none of
    /// them when one could not be made; returns a line for each file written.
    private func writeImages(_ comparison: ImageComparison, _ expectedData: Data, _ actualData: Data,
                             differenceFile: OutputFile?, stripFile: OutputFile?) throws -> [String] {
        let sizes = [comparison.expectedSize, comparison.actualSize]
        let differenceSize = (width: sizes.map(\.width).max()!, height: sizes.map(\.height).max()!)
        guard differenceSize.width <= PixelStorage.maxSide, differenceSize.height <= PixelStorage.maxSide,
              differenceSize.width * differenceSize.height <= PixelStorage.maxPixels else {
            throw RenderFailure.badInput("the difference image would be \(differenceSize.width)x\(differenceSize.height) px, "
                + "over the limit of \(PixelStorage.maxSide) px a side; nothing was written")
        }
        if stripFile != nil, DifferenceImage.stripSize(sizes + [differenceSize]) == nil {
            throw RenderFailure.badInput("the side-by-side image of a \(comparison.expectedSize.width)x\(comparison.expectedSize.height) "
                + "and a \(comparison.actualSize.width)x\(comparison.actualSize.height) px image would be over the limit "
                + "of \(PixelStorage.maxSide) px a side; nothing was written (leave out --strip)")
        }
        let difference = try bands(expectedData, actualData) { e, a throws(PNGError) in
            try DifferenceImage.highlight(expected: e, actual: a, tolerance: tolerance.tolerance)
        }
        guard let difference else { throw RenderFailure.badInput("the difference image could not be allocated") }
        var pngs: [(OutputFile, Data, String)] = []
        if let differenceFile {
            pngs.append((differenceFile, try ImageFile.encode(difference, compression: compression.codec), "difference"))
        }
        if let stripFile {
            let side = DifferenceImage.strip(expected: try ImageFile.decode(expectedData, expected),
                                             actual: try ImageFile.decode(actualData, actual), difference: difference)
            guard let side else { throw RenderFailure.badInput("the side-by-side image could not be allocated") }
            pngs.append((stripFile, try ImageFile.encode(side, compression: compression.codec),
                         "side by side (expected | actual | difference)"))
        }
        var written: [String] = []
        for (file, data, label) in pngs {
            try file.write(data)
            written.append("\(label): \(file.given)")
        }
        return written
    }
}

extension DiffCommand {
    /// `body` over both files' rows, read a band at a time; a decode error names its file.
    func bands<T>(_ expectedData: Data, _ actualData: Data,
                  _ body: (ImageRows, ImageRows) throws(PNGError) -> T) throws(RenderFailure) -> T {
        let e = try ImageFile.rows(expectedData, expected), a = try ImageFile.rows(actualData, actual)
        do {
            return try body(e, a)
        } catch {
            throw .badInput(error.description)
        }
    }

    /// Two folders: pairs by file name, compared on every core.
    func runFolders() throws {
        guard FileSystem.isDirectory(expected), FileSystem.isDirectory(actual) else {
            throw RenderFailure.badInput("diff: \(expected) and \(actual) must both be files or both be folders")
        }
        let expectedNames = try FileSystem.pngNames(in: expected)
        let actualNames = try FileSystem.pngNames(in: actual)
        let names = Array(Set(expectedNames).union(actualNames)).sorted()
        let expectedSet = Set(expectedNames), actualSet = Set(actualNames)
        let batch = BatchRun(count: names.count, reportDirectory: report, title: "render diff \(expected) \(actual)")
        let tolerance = tolerance.tolerance, output = output, compression = compression.codec
        let expectedDir = expected, actualDir = actual, wantsReport = report != nil
        let outcomes = batch.run { index in
            let name = names[index]
            guard expectedSet.contains(name) else {
                return BatchOutcome(name: name, status: .failed, message: "no expected image \(expectedDir)/\(name)")
            }
            guard actualSet.contains(name) else {
                return BatchOutcome(name: name, status: .failed, message: "no actual image \(actualDir)/\(name)")
            }
            let actualPath = "\(actualDir)/\(name)"
            let actualPixels: PixelStorage
            do throws(RenderFailure) {
                actualPixels = try ImageFile.read(actualPath)
            } catch {
                return BatchOutcome(name: name, status: .badInput, message: error.description)
            }
            let stem = String(name.dropLast(4))
            let expectedPath = "\(expectedDir)/\(name)"
            let check = ReferenceCheck(
                reference: URL(fileURLWithPath: expectedPath), tolerance: tolerance, recordMode: .never, isCI: false,
                files: FailureFiles(difference: output.map { URL(fileURLWithPath: "\($0)/\(stem).diff.png") },
                                    strip: output.map { URL(fileURLWithPath: "\($0)/\(stem).strip.png") }),
                compression: compression)
            do {
                return BatchOutcome(name, try check.run(actualPixels), reference: expectedPath, wantsReport: wantsReport)
            } catch {
                return BatchOutcome(name: name, status: .badInput, message: "\(error)")
            }
        }
        if let path = try batch.finishReport() { print("report: \(path)") }
        for outcome in outcomes where outcome.status == .failed || outcome.status == .badInput {
            print("\(outcome.name): \(outcome.message ?? "")")
        }
        print(BatchRun.summary(outcomes))
        let code = BatchRun.exitCode(outcomes)
        if code != 0 { throw ExitCode(code) }
    }
}
