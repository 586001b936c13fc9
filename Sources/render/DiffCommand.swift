import ArgumentParser
import CoreGraphics
import Foundation
import OffscreenTesting
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
        let expectedImage = try ImageFile.read(expected)
        let actualImage = try ImageFile.read(actual)
        let comparison = ImageComparison.compare(expected: expectedImage, actual: actualImage,
                                                 tolerance: tolerance.tolerance)
        var written: [String] = []
        if output != nil || strip != nil {
            guard let difference = DifferenceImage.highlight(expected: expectedImage, actual: actualImage,
                                                             tolerance: tolerance.tolerance) else {
                throw RenderFailure.badInput("the difference image would be too large to allocate")
            }
            if let output {
                try ImageFile.write(difference, to: output, compression: compression.codec)
                written.append("difference: \(output)")
            }
            if let strip {
                guard let side = DifferenceImage.strip(expected: expectedImage, actual: actualImage,
                                                       difference: difference) else {
                    throw RenderFailure.badInput("the side-by-side image would be too large to allocate")
                }
                try ImageFile.write(side, to: strip, compression: compression.codec)
                written.append("side by side (expected | actual | difference): \(strip)")
            }
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
}

extension DiffCommand {
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
