// Snapshot suite: what one passing snapshot assertion costs for a 390x844 screen
// at 3x (render + read and decode the reference + compare), broken into its
// steps, and what the `render` tool costs as a whole process for one layout file.
// Goal: under 5 ms per passing snapshot (decode + compare).
import CoreGraphics
import Foundation
import OffscreenTesting
import UIKit

@MainActor func runSnapshotBenchmark() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = SnapshotStrategy<UIView>.image(size: CGSize(width: 390, height: 844), scale: 3)
    _ = verifySnapshot(of: snapshotScreen(), as: strategy, named: "screen", record: .all,
                       snapshotDirectory: folder.path, testName: "bench")

    let iterations = 15
    let whole = try timed(iterations) {
        if let failure = verifySnapshot(of: snapshotScreen(), as: strategy, named: "screen", record: .never,
                                        snapshotDirectory: folder.path, testName: "bench") {
            throw BenchmarkFailure(failure)
        }
    }
    let reference = folder.appendingPathComponent("bench.screen.png")
    let data = try Data(contentsOf: reference)
    var rendered = try SnapshotRenderer.render(snapshotScreen(size: true), scale: 3)
    let render = try timed(iterations) { rendered = try SnapshotRenderer.render(snapshotScreen(size: true), scale: 3) }
    var decoded = try PNGCodec.decode(data)
    let read = try timed(iterations) { _ = try Data(contentsOf: reference) }
    let decode = try timed(iterations) { decoded = try PNGCodec.decode(data) }
    let compare = try timed(iterations) {
        guard ImageComparison.compare(expected: decoded, actual: rendered).passed else { throw BenchmarkFailure("differs") }
    }
    let banded = try timed(iterations) {
        let comparison = try ImageComparison.compare(expected: ImageRows(png: data), actual: ImageRows(rendered))
        guard comparison.passed else { throw BenchmarkFailure("differs") }
    }
    let matching = try timed(iterations) {
        guard PNGCodec.matches(data, rendered) else { throw BenchmarkFailure("differs") }
    }
    // The whole assertion's own steps, timed inside one loop as verifySnapshot runs them.
    var steps: [[Double]] = [[], [], []]
    for _ in 0..<iterations {
        var views: UIView!, actual: PixelStorage!
        steps[0].append(seconds { views = snapshotScreen() } * 1000)
        steps[1].append(try seconds { actual = try strategy.render(views) } * 1000)
        let location = SnapshotLocation(name: "screen", snapshotDirectory: folder.path, filePath: #filePath, testName: "bench")
        let verification = SnapshotVerification(location: location, environment: .current(), recordMode: .never)
        steps[2].append(try seconds {
            if let failure = verification.verify(actual, tolerance: strategy.tolerance) { throw BenchmarkFailure(failure) }
        } * 1000)
    }
    print("-- passing assertion, 390x844 @3x (\(rendered.width)x\(rendered.height) px, reference \(data.count / 1024) KB)")
    print(String(format: "   whole assertion: %.1f ms median (min %.1f); goal < 5 ms (was 13.9 ms)", whole.median, whole.min))
    print(String(format: "   its steps: make the views %.2f ms, render %.1f ms, read + decode + compare %.1f ms (medians)",
                 median(steps[0]), median(steps[1]), median(steps[2])))
    print(String(format: "   decode + compare as a passing assertion runs it (in bands, ImageRows): %.1f ms median, CPU %.1f ms "
                 + "(goal < 5 ms)", banded.median, banded.cpuMedian))
    print(String(format: "   decode + compare in one pass (PNGCodec.matches): %.1f ms, CPU %.1f ms; full decode then compare: %.1f ms",
                 matching.median, matching.cpuMedian, decode.median + compare.median))
    print(String(format: "   apart: render %.1f ms, read %.2f ms, decode %.1f ms, compare %.2f ms (medians)",
                 render.median, read.median, decode.median, compare.median))

    try benchmarkCLI(in: folder)
}

/// The `render` tool as one process, beside this executable (build it in the
/// same configuration: `swift build -c release --product render`).
private func benchmarkCLI(in folder: URL) throws {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("render")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        print("-- render CLI: skipped, \(tool.path) is not built (swift build -c release --product render)")
        return
    }
    let layout = folder.appendingPathComponent("screen.json")
    try Data(screenLayoutJSON().utf8).write(to: layout)
    let output = folder.appendingPathComponent("screen.png")
    // posix_spawn rather than Foundation's Process, whose set-up (closing every
    // descriptor up to the limit) would be counted as the tool's time.
    let arguments = [tool.path, layout.path, "-o", output.path]
    let run = try timed(5) {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, tool.path, nil, nil, &argv, environ) == 0 else { throw BenchmarkFailure("cannot start render") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else { throw BenchmarkFailure("render exited with status \(status)") }
    }
    print(String(format: "-- render CLI, one 390x844 @3x layout file, whole process: %.1f ms median (min %.1f)",
                 run.median, run.min))
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A settings-like screen: a navigation bar, twelve rounded rows with an icon
/// and two text-like bars each, and a tab bar (about 50 views).
@MainActor private func snapshotScreen(size: Bool = false) -> UIView {
    let screen = UIView(frame: size ? CGRect(x: 0, y: 0, width: 390, height: 844) : .zero)
    screen.backgroundColor = .systemGroupedBackground
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 96))
    bar.backgroundColor = .secondarySystemGroupedBackground
    screen.addSubview(bar)
    for row in 0..<12 {
        let cell = UIView(frame: CGRect(x: 16, y: 112 + CGFloat(row) * 52, width: 358, height: 44))
        cell.backgroundColor = .white
        cell.layer.cornerRadius = 10
        let icon = UIView(frame: CGRect(x: 12, y: 8, width: 28, height: 28))
        icon.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange, .systemPink][row % 4]
        icon.layer.cornerRadius = 7
        let title = UIView(frame: CGRect(x: 52, y: 12, width: 160, height: 10))
        title.backgroundColor = .darkGray
        let detail = UIView(frame: CGRect(x: 52, y: 27, width: 100, height: 6))
        detail.backgroundColor = .lightGray
        for view in [icon, title, detail] { cell.addSubview(view) }
        screen.addSubview(cell)
    }
    let tabs = UIView(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
    tabs.backgroundColor = .secondarySystemGroupedBackground
    tabs.layer.borderWidth = 0.5
    tabs.layer.borderColor = UIColor.lightGray.cgColor
    screen.addSubview(tabs)
    return screen
}

/// The same kind of screen as a layout file.
private func screenLayoutJSON() -> String {
    var rows: [String] = []
    for row in 0..<12 {
        let color = ["systemBlue", "systemGreen", "systemOrange", "systemPink"][row % 4]
        rows.append("""
            {"class": "UIView", "properties": {"frame": [16, \(112 + row * 52), 358, 44], "backgroundColor": "white", "layer.cornerRadius": 10},
             "subviews": [
               {"class": "UIView", "properties": {"frame": [12, 8, 28, 28], "backgroundColor": "\(color)", "layer.cornerRadius": 7}},
               {"class": "UIView", "properties": {"frame": [52, 12, 160, 10], "backgroundColor": "darkGray"}},
               {"class": "UIView", "properties": {"frame": [52, 27, 100, 6], "backgroundColor": "lightGray"}}]}
            """)
    }
    return """
        {"formatVersion": 1, "canvas": {"size": [390, 844], "scale": 3, "background": "systemGroupedBackground"},
         "objects": [{"class": "UIView", "properties": {"frame": [0, 0, 390, 844]}, "subviews": [
           {"class": "UIView", "properties": {"frame": [0, 0, 390, 96], "backgroundColor": "secondarySystemGroupedBackground"}},
           \(rows.joined(separator: ",\n"))]}]}
        """
}
