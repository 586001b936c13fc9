import Dispatch
import Foundation
import SnapshotComparison

/// Runs many independent jobs on every core, reporting progress as each ends and
/// collecting outcomes (in input order) and the HTML report.
///
/// Jobs must be thread-safe: each works on its own files and pixel stores. The
/// lock guards only the progress line, the outcome list and the report.
final class BatchRun: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: ProgressReporter
    private var outcomesByIndex: [BatchOutcome?]
    private var report: HTMLReport?
    private var reportError: String?
    private let showsProgress: Bool

    init(count: Int, reportDirectory: String?, title: String, showsProgress: Bool = true) {
        progress = ProgressReporter(total: count)
        self.showsProgress = showsProgress
        outcomesByIndex = Array(repeating: nil, count: count)
        report = reportDirectory.map { HTMLReport(directory: URL(fileURLWithPath: $0), title: title) }
    }

    /// Runs `job(i)` for every index, two or more at a time (one per core).
    func run(_ job: @Sendable (Int) -> BatchOutcome) -> [BatchOutcome] {
        let count = outcomesByIndex.count
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                record(job(index), at: index)
            }
        }
        return outcomes
    }

    /// Every outcome, in input order, once all are recorded.
    var outcomes: [BatchOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomesByIndex.map { $0! }
    }

    /// Records one outcome from any thread (also used by pipelines that render on the main thread).
    func record(_ outcome: BatchOutcome, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        outcomesByIndex[index] = outcome
        if showsProgress { progress.advance(name: outcome.name, outcome: outcome.progressWord) }
        if showsProgress, outcome.status != .passed, outcome.status != .recorded, let message = outcome.message,
           progress.interactive {
            progress.note("\(outcome.name): \(message)")
        }
        guard report != nil, reportError == nil else { return }
        do {
            if outcome.status == .failed {
                try report!.addFailure(name: outcome.name, message: outcome.message ?? "", expected: outcome.expectedPNG,
                                       actual: outcome.actualPNG, difference: outcome.differencePNG)
            } else {
                report!.add(name: outcome.name, status: outcome.status, message: outcome.message)
            }
        } catch {
            reportError = error.description
        }
    }

    /// Writes the report (if asked for) and returns its path, or throws bad input.
    func finishReport() throws(RenderFailure) -> String? {
        guard let report else { return nil }
        if let reportError { throw .badInput("report: \(reportError)") }
        do {
            return try report.write().path
        } catch {
            throw .badInput("report: \(error.description)")
        }
    }

    /// The closing summary line, e.g. "12 files: 10 passed, 2 failed".
    static func summary(_ outcomes: [BatchOutcome]) -> String {
        func n(_ s: HTMLReport.Status) -> Int { outcomes.filter { $0.status == s }.count }
        var parts = ["\(n(.passed)) passed", "\(n(.failed)) failed"]
        if n(.badInput) > 0 { parts.append("\(n(.badInput)) bad input") }
        if n(.recorded) > 0 { parts.append("\(n(.recorded)) recorded") }
        return "\(outcomes.count) file\(outcomes.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }

    /// The tool's exit status for a batch: bad input wins over a mismatch.
    static func exitCode(_ outcomes: [BatchOutcome]) -> Int32 {
        if outcomes.contains(where: { $0.status == .badInput }) { return 2 }
        if outcomes.contains(where: { $0.status == .failed }) { return 1 }
        return 0
    }
}

/// Hands out indices 0, 1, 2... to workers.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
