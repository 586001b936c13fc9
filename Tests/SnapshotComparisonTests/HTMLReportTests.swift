import Foundation
import Testing
@testable import SnapshotComparison

@Suite struct HTMLReportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")

    @Test func failuresShowTheirImagesAndMessagesEscaped() throws {
        var report = HTMLReport(directory: folder, title: "Run <1>")
        report.add(name: "b.json", status: .passed)
        try report.addFailure(name: "a/<x>.json", message: "pixels & more", expected: Data([1]), actual: Data([2]),
                              difference: Data([3]))
        let index = try report.write()
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("<title>Run &lt;1&gt;</title>"))
        #expect(html.contains("<pre>pixels &amp; more</pre>"))
        #expect(html.contains("<h2>a/&lt;x&gt;.json</h2>"))
        for kind in ["expected", "actual", "difference"] {
            #expect(html.contains("src=\"images/a--x--json.\(kind).png\""))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("images/a--x--json.\(kind).png").path))
        }
        #expect(html.contains("2 total") && html.contains("1 passed") && html.contains("1 failed"))
    }

    @Test func sameResultsInAnyOrderGiveTheSameBytes() throws {
        var first = HTMLReport(directory: folder, title: "t")
        first.add(name: "x", status: .passed)
        first.add(name: "y", status: .badInput, message: "bad")
        var second = HTMLReport(directory: folder, title: "t")
        second.add(name: "y", status: .badInput, message: "bad")
        second.add(name: "x", status: .passed)
        #expect(first.html() == second.html())
    }

    @Test func missingReferenceFailureHasOnlyTheImagesItHas() throws {
        var report = HTMLReport(directory: folder, title: "t")
        try report.addFailure(name: "new", message: "no reference", expected: nil, actual: Data([1]), difference: nil)
        #expect(report.entries[0].images.map(\.label) == ["Actual"])
    }
}
