// Offscreen benchmarks: `swift run -c release OffscreenBenchmarks [suite ...]`.
// Each suite measures our code against a baseline in the same run and prints ratios.
// Suites live in their own files; add one line here for each.
import Foundation

let suites: [(name: String, run: @MainActor () throws -> Void)] = [
    ("png", runPNGBenchmark),
    ("solver", runSolverBenchmark),
    ("snapshot", runSnapshotBenchmark),
    ("render", runRenderBenchmark),
    ("views", runViewsBenchmark),
    ("text", runTextBenchmark),
    ("autolayout", runAutoLayoutBenchmark),
    ("many", runManySnapshotsBenchmark),
    ("shadows", runShadowBenchmark),
    ("table", runTableBenchmark),
]

@MainActor func runBenchmarks() throws {
    let wanted = Set(CommandLine.arguments.dropFirst())
    for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
        print("== \(suite.name) ==")
        try suite.run()
    }
}

try MainActor.assumeIsolated { try runBenchmarks() }
