// Render suite: `render Fixtures/Demo/settings.json -o out.png` as a whole process
// against cold headless Chromium screenshotting the same screen written as HTML and
// CSS (Benchmarks/Chromium/settings.html), 390x844 at 3x in both, runs interleaved.
// Goal: render at least 30x faster than Chromium.
import Foundation

private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func runRenderBenchmark() throws {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("render")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        print("-- skipped: \(tool.path) is not built (swift build -c release --product render)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = repository.appendingPathComponent("Fixtures/Demo/settings.json").path
    let page = repository.appendingPathComponent("Benchmarks/Chromium/settings.html").path
    let renderArguments = [tool.path, layout, "-o", folder.appendingPathComponent("render.png").path]
    let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    // One warm-up run of render (so the font cache exists, as after any first use).
    _ = try runProcess(renderArguments)
    var ours: [ProcessTime] = [], theirs: [ProcessTime] = []
    let pairs = chromium == nil ? 0 : 5
    for run in 0..<max(pairs, 1) {
        for _ in 0..<3 { ours.append(try runProcess(renderArguments)) }
        guard let chromium else { continue }
        // Cold: a new browser process with an empty profile every time.
        let profile = folder.appendingPathComponent("chromium-profile-\(run)").path
        theirs.append(try runProcess([
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile)",
            "--force-device-scale-factor=3", "--window-size=390,844",
            "--screenshot=\(folder.appendingPathComponent("chromium.png").path)", "file://\(page)",
        ], quiet: true))
    }
    let wall = median(ours.map(\.wall)), cpu = median(ours.map(\.cpu))
    print(String(format: "-- render of Fixtures/Demo/settings.json (390x844 @3x), whole process: %.1f ms median (min %.1f), CPU %.1f ms",
                 wall, ours.map(\.wall).min()!, cpu))
    guard !theirs.isEmpty else {
        print("-- chromium: skipped, not installed (scripts/install-deps.sh chromium)")
        return
    }
    let chromeWall = median(theirs.map(\.wall)), chromeCPU = median(theirs.map(\.cpu))
    print(String(format: "-- cold headless Chromium, the same screen (Benchmarks/Chromium/settings.html): %.0f ms median, CPU %.0f ms",
                 chromeWall, chromeCPU))
    print(String(format: "   Chromium/render: %.1fx wall, %.1fx CPU (medians of %d and %d runs); goal >= 30x (was 8x)",
                 chromeWall / wall, chromeCPU / cpu, ours.count, theirs.count))
}

struct ProcessTime {
    /// Milliseconds from start to exit, and of CPU (user + system, children included).
    let wall: Double
    let cpu: Double
}

/// Runs a program to its end with posix_spawn (Foundation's Process closes every
/// descriptor up to the limit first, which would be counted as the program's time).
func runProcess(_ arguments: [String], quiet: Bool = false) throws -> ProcessTime {
    var pid: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
        throw ProcessFailure("cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    guard status == 0 else { throw ProcessFailure("\(arguments[0]) exited with status \(status)") }
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ProcessTime(wall: wall, cpu: ms(usage.ru_utime) + ms(usage.ru_stime))
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
