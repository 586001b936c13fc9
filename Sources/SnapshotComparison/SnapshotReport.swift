import Foundation

/// The HTML report of a test run's snapshot failures, the same page as
/// `render check --report`, written when `SNAPSHOT_REPORT` names a folder.
/// There is no end-of-run hook in XCTest or Swift Testing, so the page is
/// rewritten after each failure: it is complete whenever the run stops. One
/// report per test process.
package enum SnapshotReport {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reports: [URL: HTMLReport] = [:]

    package static func add(name: String, message: String, outcome: ReferenceCheck.Outcome, to directory: URL) {
        var recorded = false
        if case .recorded = outcome.result { recorded = true }
        add(name: name, message: message, recorded: recorded, expected: outcome.expectedPNG, actual: outcome.actualPNG,
            difference: outcome.differencePNG, to: directory)
    }

    package static func add(name: String, message: String, recorded: Bool = false, expected: Data?, actual: Data?,
                            difference: Data?, to directory: URL) {
        lock.lock()
        defer { lock.unlock() }
        var report = reports[directory] ?? HTMLReport(directory: directory, title: "Snapshot failures")
        do {
            if recorded {
                report.add(name: name, status: .recorded, message: message)
            } else {
                try report.addFailure(name: name, message: message, expected: expected, actual: actual,
                                      difference: difference)
            }
            try report.write()
        } catch {
            FileHandle.standardError.write(Data("snapshot report: \(error.description)\n".utf8))
        }
        reports[directory] = report
    }
}
