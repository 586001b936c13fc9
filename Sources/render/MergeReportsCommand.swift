import ArgumentParser
import Foundation
import SnapshotComparison

/// `render merge-reports --junit all.xml --report all-report shard-*/report.xml shard-*/report`:
/// the reports of a suite's shards joined into one.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the JUnit and HTML reports of a suite's shards into one of each.",
        discussion: """
            Inputs ending in .xml are JUnit reports (from render check --junit, or swift test --xunit-output): \
            their <testsuite> elements go under one <testsuites> with summed totals. Other inputs are \
            folders of HTML reports (from render check --report or SNAPSHOT_REPORT): their entries and \
            images go into one page. Exit status: 0 written, 2 bad input (a missing or malformed report).
            """)

    @Argument(help: "JUnit files (*.xml) and HTML report folders of the shards.") var inputs: [String]
    @Option(help: ArgumentHelp("Write the merged JUnit report to this file.", valueName: "file")) var junit: String?
    @Option(help: ArgumentHelp("Write the merged HTML report into this folder.", valueName: "dir")) var report: String?

    func validate() throws {
        if junit == nil && report == nil { throw ValidationError("give --junit <file>, --report <dir> or both") }
        let xml = inputs.filter { $0.hasSuffix(".xml") }
        if junit != nil && xml.isEmpty { throw ValidationError("--junit: no JUnit inputs (*.xml) given") }
        if report != nil && xml.count == inputs.count { throw ValidationError("--report: no report folders given") }
        for input in inputs where input == junit || input == report {
            throw ValidationError("\(input) is both an input and the output")
        }
    }

    func run() throws(RenderFailure) {
        if let junit {
            var reports: [(name: String, xml: String)] = []
            for path in inputs where path.hasSuffix(".xml") {
                guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                    throw .badInput("\(path): cannot be read as UTF-8 text")
                }
                reports.append((path, text))
            }
            do {
                let merged = try JUnitReport.merge(reports)
                try AtomicFile.write(Data(merged.utf8), to: URL(fileURLWithPath: junit))
            } catch let error as JUnitReport.MergeError {
                throw .badInput(error.description)
            } catch {
                throw .badInput("--junit: \(error)")
            }
            print("junit: \(junit)")
        }
        if let report {
            var page = HTMLReport(directory: URL(fileURLWithPath: report, isDirectory: true), title: "Snapshot report (merged)")
            for path in inputs where !path.hasSuffix(".xml") {
                do throws(HTMLReport.MergeError) {
                    try page.addEntries(ofReportIn: URL(fileURLWithPath: path, isDirectory: true))
                } catch {
                    throw .badInput(error.description)
                }
            }
            do {
                print("report: \(try page.write().path)")
            } catch {
                throw .badInput("--report: \(error.description)")
            }
        }
    }
}
