import ArgumentParser
import Dispatch
import Foundation
import OffscreenTesting
import UIKit

/// `render check layout.json --golden g.png`, or folders of both.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render layout files and compare them with golden PNGs.",
        discussion: """
            Given folders, each layout file <name>.json is checked against <golden folder>/<name>.png. \
            Layout files are rendered one after another (UIKit is main-thread only) while their \
            comparisons and failure images run on the other cores. On a mismatch the actual image, a \
            difference image and a side-by-side strip are written (beside the golden unless --artifacts \
            is given) and the message says where the pixels differ. Exit status: 0 all match, 1 a \
            mismatch or missing golden, 2 bad input (a layout file's error names its line:column).
            """)

    @Argument(help: "Layout files, or folders of them.") var layouts: [String]
    @Option(help: ArgumentHelp("The golden PNG (one layout file) or a folder of <name>.png goldens.", valueName: "path"))
    var golden: String
    @Option(help: ArgumentHelp("When goldens are written: missing (default; on CI a missing golden fails instead), all, failed, never.",
                               valueName: "mode"))
    var record: SnapshotRecordMode = .missing
    @Option(help: ArgumentHelp("Folder for failure images (default: beside each golden).", valueName: "dir"))
    var artifacts: String?
    @Option(help: ArgumentHelp("Write an HTML report into this folder.", valueName: "dir")) var report: String?
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var rendering: LayoutRenderOptions
    @Option(help: "PNG compression of the images written.") var compression: CompressionOption = .fast

    func run() throws {
        let items = try checkItems()
        let batch = BatchRun(count: items.count, reportDirectory: report, title: "render check",
                             showsProgress: items.count > 1)
        let settings = CheckSettings(tolerance: tolerance.tolerance, record: record, artifacts: artifacts,
                                     compression: compression.codec, wantsReport: report != nil,
                                     isCI: SnapshotEnvironment.current().isCI)
        let rendering = rendering
        // Two comparisons in flight at most: they hold a canvas each.
        let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))
        let group = DispatchGroup()
        for (index, item) in items.enumerated() {
            let rendered = MainActor.assumeIsolated { () -> Result<PixelStorage, RenderFailure> in
                do throws(RenderFailure) {
                    return .success(try LayoutScene(path: item.layout, options: rendering).render())
                } catch {
                    return .failure(error)
                }
            }
            switch rendered {
            case .failure(let failure):
                batch.record(BatchOutcome(name: item.name, status: .badInput, message: failure.description), at: index)
            case .success(let pixels):
                slots.wait()
                group.enter()
                DispatchQueue.global().async {
                    batch.record(settings.check(item, pixels), at: index)
                    slots.signal()
                    group.leave()
                }
            }
        }
        group.wait()
        let outcomes = batch.outcomes
        if let path = try batch.finishReport() { print("report: \(path)") }
        for outcome in outcomes where outcome.status != .passed {
            print("\(outcome.name): \(outcome.message ?? outcome.progressWord)")
        }
        if outcomes.count > 1 { print(BatchRun.summary(outcomes)) }
        let code = BatchRun.exitCode(outcomes)
        if code != 0 { throw ExitCode(code) }
    }

    /// Pairs each layout file with its golden.
    private func checkItems() throws(RenderFailure) -> [CheckItem] {
        var files: [String] = []
        for path in layouts {
            if FileSystem.isDirectory(path) {
                files += try FileSystem.names(in: path, suffix: ".json").map { "\(path)/\($0)" }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw .badInput("check: no layout files in \(layouts.joined(separator: ", "))") }
        let goldenIsFolder = FileSystem.isDirectory(golden) || files.count > 1 || layouts.contains(where: FileSystem.isDirectory)
        return files.map { file in
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return CheckItem(name: URL(fileURLWithPath: file).lastPathComponent, layout: file,
                             golden: goldenIsFolder ? "\(golden)/\(stem).png" : golden)
        }
    }
}

struct CheckItem: Sendable {
    let name: String
    let layout: String
    let golden: String
}

/// The comparison half of a check, run off the main thread.
struct CheckSettings: Sendable {
    let tolerance: ImageTolerance
    let record: SnapshotRecordMode
    let artifacts: String?
    let compression: PNGCodec.Compression
    let wantsReport: Bool
    let isCI: Bool

    func artifactPath(_ item: CheckItem, _ kind: String) -> String {
        let golden = URL(fileURLWithPath: item.golden)
        let stem = golden.deletingPathExtension().lastPathComponent
        let folder = artifacts ?? golden.deletingLastPathComponent().path
        return "\(folder)/\(stem).\(kind).png"
    }

    func check(_ item: CheckItem, _ actual: PixelStorage) -> BatchOutcome {
        do {
            if record == .all {
                try ImageFile.write(actual, to: item.golden, compression: compression)
                return BatchOutcome(name: item.name, status: .recorded, message: "recorded \(item.golden)")
            }
            guard FileManager.default.fileExists(atPath: item.golden) else {
                if record == .missing && !isCI {
                    try ImageFile.write(actual, to: item.golden, compression: compression)
                    return BatchOutcome(name: item.name, status: .recorded, message: "no golden; recorded \(item.golden)")
                }
                let path = artifactPath(item, "actual")
                try ImageFile.write(actual, to: path, compression: compression)
                let why = record == .never ? "recording is off (--record never)" : "on CI (CI is set) a missing golden is not recorded"
                var outcome = BatchOutcome(name: item.name, status: .failed,
                                           message: "no golden at \(item.golden); \(why); actual: \(path)")
                if wantsReport { outcome.actualPNG = try? PNGCodec.encode(actual, compression: compression) }
                return outcome
            }
            let job = ImagePairJob(name: item.name, expectedPath: item.golden, tolerance: tolerance,
                                   actualPath: artifactPath(item, "actual"), differencePath: artifactPath(item, "diff"),
                                   stripPath: artifactPath(item, "strip"), compression: compression,
                                   wantsReportImages: wantsReport)
            var outcome = job.run(actual: actual)
            if outcome.status == .failed, record == .failed {
                try ImageFile.write(actual, to: item.golden, compression: compression)
                outcome = BatchOutcome(name: outcome.name, status: .failed,
                                       message: (outcome.message ?? "") + "\nre-recorded \(item.golden) (--record failed)",
                                       expectedPNG: outcome.expectedPNG, actualPNG: outcome.actualPNG,
                                       differencePNG: outcome.differencePNG)
            }
            return outcome
        } catch {
            return BatchOutcome(name: item.name, status: .badInput, message: error.description)
        }
    }
}
