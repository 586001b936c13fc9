import ArgumentParser
import Dispatch
import Foundation
import SnapshotComparison
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
    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file")) var junit: String?
    @Option(help: ArgumentHelp("Check only this slice of the files: <index>/<count>, e.g. 2/8 (the same on every machine).",
                               valueName: "i/n"))
    var shard: String?
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var rendering: LayoutRenderOptions
    @Option(help: "PNG compression of the images written.") var compression: CompressionOption = .fast

    func validate() throws {
        if let shard, SnapshotShard(shard) == nil { throw ValidationError(SnapshotShard.invalid(shard)) }
    }

    func run() throws {
        var items = try checkItems()
        if let shard = shard.flatMap(SnapshotShard.init) {
            // By file name, so that machines with the files in other folders agree.
            items = items.filter { shard.contains($0.name) }
            if items.isEmpty { print("shard \(shard): no files") }
        }
        let batch = BatchRun(count: items.count, reportDirectory: report, title: "render check",
                             showsProgress: items.count > 1)
        let settings = CheckSettings(tolerance: tolerance.tolerance, record: record, artifacts: artifacts,
                                     compression: compression.codec, wantsReport: report != nil,
                                     isCI: SnapshotEnvironment.current().isCI)
        let rendering = rendering.settings
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
        if let junit { try writeJUnit(outcomes, items, to: junit) }
        if GitHubAnnotation.isEnabled() {
            for (outcome, item) in zip(outcomes, items) where outcome.status == .failed || outcome.status == .badInput {
                let message = outcome.message ?? outcome.progressWord
                print(GitHubAnnotation.error(file: item.layout, line: Self.line(in: message, of: item.layout) ?? 1,
                                             title: "render check: \(outcome.name)", message: message))
            }
        }
        if outcomes.count > 1 { print(BatchRun.summary(outcomes)) }
        let code = BatchRun.exitCode(outcomes)
        if code != 0 { throw ExitCode(code) }
    }

    /// The line a bad-input message names (`<layout>:<line>:<column>: ...`), if any.
    static func line(in message: String, of layout: String) -> Int? {
        guard message.hasPrefix(layout + ":") else { return nil }
        return Int(message.dropFirst(layout.count + 1).prefix { $0.isNumber })
    }

    /// One test case per file: a mismatch or a missing golden is a failure, bad input an error.
    private func writeJUnit(_ outcomes: [BatchOutcome], _ items: [CheckItem], to path: String) throws(RenderFailure) {
        var report = JUnitReport(suiteName: "render check" + (shard.map { " \($0)" } ?? ""))
        for (outcome, item) in zip(outcomes, items) {
            let result: JUnitReport.Result = switch outcome.status {
            case .passed, .recorded: .passed
            case .failed: .failed(outcome.message ?? "FAILED")
            case .badInput: .error(outcome.message ?? "BAD INPUT")
            }
            report.cases.append(JUnitReport.Case(name: outcome.name, file: item.layout, result: result))
        }
        do {
            try AtomicFile.write(Data(report.xml.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw .badInput("--junit: \(error.description)")
        }
    }

    /// Pairs each layout file with its golden.
    private func checkItems() throws(RenderFailure) -> [CheckItem] {
        var files: [String] = []
        for path in layouts {
            if FileSystem.isDirectory(path) {
                // Layout files, and Xcode's .xib and .storyboard documents.
                var names: [String] = []
                for suffix in [".json", ".xib", ".storyboard"] { names += try FileSystem.names(in: path, suffix: suffix) }
                files += names.sorted().map { "\(path)/\($0)" }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw .badInput("check: no layout files in \(layouts.joined(separator: ", "))") }
        let goldenIsFolder = FileSystem.isDirectory(golden) || files.count > 1 || layouts.contains(where: FileSystem.isDirectory)
        let items = files.map { file in
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return CheckItem(name: URL(fileURLWithPath: file).lastPathComponent, layout: file,
                             golden: goldenIsFolder ? "\(golden)/\(stem).png" : golden)
        }
        // A golden is written when recording, and failure images beside it: none
        // of them may be a file a layout reads.
        let settings = CheckSettings(tolerance: .exact, record: record, artifacts: artifacts, compression: .fast,
                                     wantsReport: false, isCI: false)
        for item in items {
            let inputs = LayoutInputs.of(item.layout)
            let outputs = [("--golden", item.golden)] + ["actual", "diff", "strip"].map({ ("--artifacts", settings.artifactPath(item, $0)) })
                + (junit.map { [("--junit", $0)] } ?? [])
            for (option, path) in outputs {
                if let input = inputs.first(where: { OutputFile.sameFile(path, $0.path) }) {
                    throw .badInput("\(option) \(path): is \(input.role) (\(input.path)); an output must not replace an input")
                }
            }
        }
        return items
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
        let check = ReferenceCheck(
            reference: URL(fileURLWithPath: item.golden), tolerance: tolerance, recordMode: record, isCI: isCI,
            files: FailureFiles(actual: URL(fileURLWithPath: artifactPath(item, "actual")),
                                difference: URL(fileURLWithPath: artifactPath(item, "diff")),
                                strip: URL(fileURLWithPath: artifactPath(item, "strip"))),
            compression: compression)
        let outcome: ReferenceCheck.Outcome
        do {
            outcome = try check.run(actual)
        } catch {
            return BatchOutcome(name: item.name, status: .badInput, message: error.description)
        }
        let why = record == .never ? "recording is off (--record never)" : "on CI (CI is set) a missing golden is not recorded"
        return BatchOutcome(item.name, outcome, reference: item.golden, wantsReport: wantsReport, whyNotRecorded: why)
    }
}

extension BatchOutcome {
    /// A reference check's outcome in the tool's words; `reference` is the golden
    /// or expected image's path as the user gave it.
    init(_ name: String, _ outcome: ReferenceCheck.Outcome, reference: String, wantsReport: Bool,
         whyNotRecorded: String = "") {
        let written = outcome.written.map { kind, url in
            switch kind {
            case .actual: "\nactual: \(url.path)"
            case .expected: "\nexpected copy: \(url.path)"
            case .difference: "\ndifference: \(url.path)"
            case .strip: "\nside by side (expected | actual | difference): \(url.path)"
            }
        }.joined()
        var status = HTMLReport.Status.failed
        var message: String?
        switch outcome.result {
        case .matched:
            status = .passed
        case .recorded(wasMissing: false):
            status = .recorded
            message = "recorded \(reference)"
        case .recorded(wasMissing: true):
            status = .recorded
            message = "no golden; recorded \(reference)"
        case .missing:
            message = "no golden at \(reference); \(whyNotRecorded)" + written
        case .unreadable(let error):
            status = .badInput
            message = "\(reference): \(error.description)"
        case .mismatch(let comparison):
            message = (comparison.message ?? "does not match") + "\nexpected: \(reference)" + written
            if outcome.rerecorded { message! += "\nre-recorded \(reference) (--record failed)" }
        }
        self.init(name: name, status: status, message: message)
        if wantsReport, status == .failed {
            expectedPNG = outcome.expectedPNG
            actualPNG = outcome.actualPNG
            differencePNG = outcome.differencePNG
        }
    }
}
