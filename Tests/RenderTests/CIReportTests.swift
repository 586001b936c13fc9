import Foundation
import SnapshotComparison
import Testing

/// `render check --junit`, GitHub annotations, `--shard` and `render merge-reports`,
/// run as CI runs them, on the layout fixtures in Fixtures/Snapshot.
@Suite struct CIReportTests {
    static let fixtures = LayoutCommandTests.fixtures
    let folder = RenderProcess.temporaryFolder()
    var layouts: String { Self.fixtures.appendingPathComponent("Layouts").path }
    var goldens: String { Self.fixtures.appendingPathComponent("Goldens").path }

    /// The fixtures' layout files with the stripes one changed (blue to purple): three pass, one fails.
    func layoutsWithOneChanged() throws -> String {
        let copy = folder.appendingPathComponent("layouts")
        try FileManager.default.copyItem(atPath: layouts, toPath: copy.path)
        let stripes = copy.appendingPathComponent("stripes-with-border.json")
        let text = try String(contentsOf: stripes, encoding: .utf8).replacingOccurrences(of: "systemBlue", with: "systemPurple")
        try text.write(to: stripes, atomically: true, encoding: .utf8)
        return copy.path
    }

    func environment(githubActions: Bool) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = githubActions ? "true" : nil
        return environment
    }

    @Test func junitHasACasePerFileAndAFailureForTheMismatch() throws {
        let junit = folder.appendingPathComponent("report.xml").path
        let result = try RenderProcess.run(["check", try layoutsWithOneChanged(), "--golden", goldens, "--record", "never",
                                            "--artifacts", folder.appendingPathComponent("artifacts").path, "--junit", junit],
                                           environment: environment(githubActions: false))
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"render check\" tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase classname=\"render check\" name=\"auto-layout-row.json\""))
        #expect(xml.components(separatedBy: "<failure message=").count == 2)
        #expect(xml.contains("<failure message=\"1080 of 9600 pixels differ") || xml.contains("pixels differ"))
        // No annotations outside GitHub Actions.
        #expect(!result.stdout.contains("::error"))
    }

    @Test func githubAnnotationsForEachMismatchUnderGitHubActions() throws {
        let changed = try layoutsWithOneChanged()
        let result = try RenderProcess.run(["check", changed, "--golden", goldens, "--record", "never",
                                            "--artifacts", folder.appendingPathComponent("artifacts").path],
                                           environment: environment(githubActions: true))
        #expect(result.status == 1)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 1)
        let line = try #require(annotations.first)
        #expect(line.hasPrefix("::error file=\(changed)/stripes-with-border.json,line=1,title=render check%3A stripes-with-border.json::"))
        // One line: the message's newlines are escaped as GitHub reads them.
        #expect(line.contains("%0Aexpected: "))
    }

    /// A layout file with an error: the annotation points at the line the error names.
    @Test func annotationOfBadInputPointsAtItsLine() throws {
        let bad = LayoutCommandTests.fixtures.appendingPathComponent("BadLayouts/alpha-is-a-string.json").path
        let result = try RenderProcess.run(["check", bad, "--golden", folder.appendingPathComponent("g.png").path,
                                            "--record", "never"], environment: environment(githubActions: true))
        #expect(result.status == 2)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") })
        let message = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("alpha-is-a-string.json: ") })
        let named = message.dropFirst("alpha-is-a-string.json: \(bad):".count).prefix { $0.isNumber }
        #expect(!named.isEmpty && named != "1")
        #expect(line.hasPrefix("::error file=\(bad),line=\(named),title="))
    }

    @Test func shardsSplitTheFilesOnceEach() throws {
        var seen: [String] = []
        for index in 1...3 {
            let junit = folder.appendingPathComponent("shard-\(index).xml").path
            let result = try RenderProcess.run(["check", layouts, "--golden", goldens, "--record", "never",
                                                "--shard", "\(index)/3", "--junit", junit])
            #expect(result.status == 0)
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            seen += xml.components(separatedBy: "<testcase ").dropFirst().map { String($0.split(separator: "\"")[3]) }
        }
        #expect(seen.sorted() == ["auto-layout-row.json", "card-with-avatar-and-lines.json",
                                  "storyboard-initial-scene.json", "stripes-with-border.json"])
        // The same slice on another run (and machine: it hangs on file names only).
        let again = try RenderProcess.run(["check", layouts, "--golden", goldens, "--record", "never", "--shard", "2/3",
                                           "--junit", folder.appendingPathComponent("again.xml").path])
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: folder.appendingPathComponent("again.xml").path, encoding: .utf8)
            == String(contentsOfFile: folder.appendingPathComponent("shard-2.xml").path, encoding: .utf8))
        let bad = try RenderProcess.run(["check", layouts, "--golden", goldens, "--shard", "4/3"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\"4/3\" is not a shard"))
    }

    @Test func mergeReportsJoinsShardsJUnitAndHTML() throws {
        let changed = try layoutsWithOneChanged()
        var junits: [String] = [], reports: [String] = []
        for index in 1...2 {
            let junit = folder.appendingPathComponent("s\(index).xml").path, report = folder.appendingPathComponent("r\(index)").path
            _ = try RenderProcess.run(["check", changed, "--golden", goldens, "--record", "never", "--shard", "\(index)/2",
                                       "--artifacts", folder.appendingPathComponent("artifacts").path,
                                       "--junit", junit, "--report", report])
            junits.append(junit)
            reports.append(report)
        }
        let merged = folder.appendingPathComponent("all.xml").path, page = folder.appendingPathComponent("all").path
        let result = try RenderProcess.run(["merge-reports", "--junit", merged, "--report", page] + junits + reports)
        #expect(result.status == 0)
        let xml = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(xml.contains("<testsuites tests=\"4\" failures=\"1\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"render check 1/2\"") && xml.contains("<testsuite name=\"render check 2/2\""))
        let html = try String(contentsOfFile: page + "/index.html", encoding: .utf8)
        #expect(html.contains("<span>4 total</span><span>3 passed</span><span class=\"failed-count\">1 failed</span>"))
        #expect(FileManager.default.fileExists(atPath: page + "/images/stripes-with-border-json.difference.png"))

        let missing = try RenderProcess.run(["merge-reports", "--report", folder.appendingPathComponent("m").path,
                                             folder.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("report.json: not found"))
    }

    @Test func junitMergeTakesOtherToolsSuites() throws {
        let xunit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
            <testsuite name="TestResults" errors="0" failures="2" skipped="1" tests="10" time="1.5">
            <testcase classname="A" name="b" time="0.1"/>
            </testsuite>
            </testsuites>
            """
        let merged = try JUnitReport.merge([("x.xml", xunit), ("y.xml", xunit)])
        #expect(merged.contains("<testsuites tests=\"20\" failures=\"4\" errors=\"0\">"))
        #expect(merged.components(separatedBy: "<testsuite ").count == 3)
        #expect(throws: JUnitReport.MergeError.self) { try JUnitReport.merge([("z.xml", "<html/>")]) }
    }
}
