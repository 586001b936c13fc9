import CoreGraphics
import Foundation
import Testing

@Suite struct FolderDiffTests {
    let folder = RenderProcess.temporaryFolder()

    /// expected/: same, changed, wider, gone; actual/: same, changed, wider, extra.
    func makeFolders() throws -> (expected: URL, actual: URL) {
        let expected = folder.appendingPathComponent("expected"), actual = folder.appendingPathComponent("actual")
        for dir in [expected, actual] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        try RenderProcess.writePNG(expected.appendingPathComponent("same.png"), width: 30, height: 20, word: 0xff20_4060)
        try RenderProcess.writePNG(actual.appendingPathComponent("same.png"), width: 30, height: 20, word: 0xff20_4060)
        try RenderProcess.writePNG(expected.appendingPathComponent("changed.png"), width: 60, height: 40, word: 0xffff_ffff)
        try RenderProcess.writePNG(actual.appendingPathComponent("changed.png"), width: 60, height: 40, word: 0xffff_ffff,
                                   changes: [(30, 20, 0xff00_00ff), (31, 20, 0xff00_00ff)])
        try RenderProcess.writePNG(expected.appendingPathComponent("wider.png"), width: 30, height: 20, word: 0xffff_ffff)
        try RenderProcess.writePNG(actual.appendingPathComponent("wider.png"), width: 40, height: 20, word: 0xffff_ffff)
        try RenderProcess.writePNG(expected.appendingPathComponent("gone.png"), width: 5, height: 5, word: 0xffff_ffff)
        try RenderProcess.writePNG(actual.appendingPathComponent("extra.png"), width: 5, height: 5, word: 0xffff_ffff)
        return (expected, actual)
    }

    @Test func foldersAreComparedByNameWithSummaryPlainProgressAndDiffs() throws {
        let (expected, actual) = try makeFolders()
        let out = folder.appendingPathComponent("diffs")
        let result = try RenderProcess.run(["diff", expected.path, actual.path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("5 files: 1 passed, 4 failed"))
        // Not a terminal: one plain line per file.
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }.count == 5)
        #expect(result.stderr.contains("same.png: ok"))
        #expect(result.stdout.contains("gone.png: no actual image"))
        #expect(result.stdout.contains("extra.png: no expected image"))
        for name in ["changed.diff.png", "changed.strip.png", "wider.diff.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path))
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("same.diff.png").path))
    }

    @Test func reportShowsEachFailureWithItsImages() throws {
        let (expected, actual) = try makeFolders()
        let report = folder.appendingPathComponent("report")
        let result = try RenderProcess.run(["diff", expected.path, actual.path, "--report", report.path])
        #expect(result.status == 1)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("src=\"images/changed-png.expected.png\""))
        #expect(html.contains("src=\"images/changed-png.actual.png\""))
        #expect(html.contains("src=\"images/changed-png.difference.png\""))
        #expect(html.contains("1 passed"))
    }

    /// Opens the report in headless Chromium and reads back how many images the
    /// page itself saw load (the report records it on <body> after `load`).
    @Test(.enabled(if: Chromium.path != nil,
                   "Chromium is not installed (apt-get install chromium); the report was not opened in a browser"))
    func reportOpensInABrowserWithEveryImageLoaded() throws {
        let (expected, actual) = try makeFolders()
        let report = folder.appendingPathComponent("report")
        _ = try RenderProcess.run(["diff", expected.path, actual.path, "--report", report.path])
        let dom = try Chromium.dumpDOM(of: report.appendingPathComponent("index.html"))
        // changed: 3 images, wider (size mismatch): 3 images; gone/extra have none.
        #expect(dom.contains("data-loaded-images=\"6\""))
        #expect(dom.contains("data-total-images=\"6\""))
    }
}
