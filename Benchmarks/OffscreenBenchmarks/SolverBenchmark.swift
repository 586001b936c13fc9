// LayoutSolver at layout sizes: chains and grids of 100, 1,000 and 10,000
// views (x, y, width, height each), built like Auto Layout would build them.
// Prints build time (µs per constraint), re-solve time after an edit and
// after replacing one constraint, and growth ratios (goal: 10x views costs
// at most 12x time). Baseline: kiwi (Debian's python3-kiwisolver, which
// `make bench` installs) building the same shapes, timed by
// Benchmarks/kiwi_baseline.py in the same run; goal at 100 views: no slower
// than kiwi per constraint. Run: `swift run -c release OffscreenBenchmarks solver`.
import Foundation
import LayoutSolver

private struct SolverLayout {
    let solver = Solver()
    let left = Variable("container.left")
    let top = Variable("container.top")
    var constraintCount = 0
    /// A width constraint in the middle of the layout, to replace.
    var middleWidth: Constraint?
    var middleWidthVariable: Variable?

    mutating func add(_ c: Constraint) throws {
        try solver.addConstraint(c)
        constraintCount += 1
    }

    /// Views in one row: leading = previous trailing + 8, fixed sizes.
    static func chain(_ n: Int) throws -> SolverLayout {
        var layout = SolverLayout()
        try layout.solver.addEditVariable(layout.left, strength: 999)
        try layout.solver.addEditVariable(layout.top, strength: 999)
        var previous: (x: Variable, w: Variable)?
        for i in 0..<n {
            let x = Variable(), y = Variable(), w = Variable(), h = Variable()
            let width = w == 40
            try layout.add(width)
            try layout.add(h == 30)
            try layout.add(y == layout.top + 8)
            if let p = previous {
                try layout.add(x == p.x + p.w + 8)
            } else {
                try layout.add(x == layout.left + 8)
            }
            if i == n / 2 { layout.middleWidth = width; layout.middleWidthVariable = w }
            previous = (x, w)
        }
        return layout
    }

    /// A square grid: each view follows its left and top neighbours.
    static func grid(_ n: Int) throws -> SolverLayout {
        var layout = SolverLayout()
        try layout.solver.addEditVariable(layout.left, strength: 999)
        try layout.solver.addEditVariable(layout.top, strength: 999)
        let side = Int(Double(n).squareRoot().rounded())
        var above: [(y: Variable, h: Variable)?] = Array(repeating: nil, count: side)
        for r in 0..<side {
            var before: (x: Variable, w: Variable)?
            for c in 0..<side {
                let x = Variable(), y = Variable(), w = Variable(), h = Variable()
                let width = w == 40
                try layout.add(width)
                try layout.add(h == 30)
                if let b = before { try layout.add(x == b.x + b.w + 8) } else { try layout.add(x == layout.left + 8) }
                if let a = above[c] { try layout.add(y == a.y + a.h + 8) } else { try layout.add(y == layout.top + 8) }
                if r == side / 2 && c == side / 2 { layout.middleWidth = width; layout.middleWidthVariable = w }
                before = (x, w)
                above[c] = (y, h)
            }
        }
        return layout
    }
}

private func format(_ s: Double) -> String { String(format: "%10.3f ms", s * 1000) }

/// Builds of one size timed like kiwi_baseline.py times kiwi's: the median
/// of several builds after a warm-up, fewer where one build is long.
private func repeats(for n: Int) -> (warmUp: Bool, count: Int) {
    n <= 100 ? (true, 21) : n <= 1_000 ? (true, 5) : (false, 1)
}

/// kiwi's µs per constraint and number of constraints by shape and size,
/// from Benchmarks/kiwi_baseline.py run with the system Python; nil (and a
/// line saying why) when it cannot run.
private func kiwiBaseline(sizes: [Int]) -> [String: (us: Double, count: Int)]? {
    let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("kiwi_baseline.py")
    // Debian's python3-kiwisolver is installed for the system interpreter.
    let python = "/usr/bin/python3"
    guard FileManager.default.isExecutableFile(atPath: python),
        FileManager.default.fileExists(atPath: script.path)
    else {
        print("kiwi baseline: not run (\(python) or \(script.path) missing)")
        return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script.path] + sizes.map(String.init)
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        print("kiwi baseline: not run (\(error))")
        return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        print("kiwi baseline: \(script.lastPathComponent) exited with status \(process.terminationStatus)"
            + " (is python3-kiwisolver installed? `make bench` installs it)")
        return nil
    }
    var perConstraint: [String: (us: Double, count: Int)] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        // kiwi SHAPE N CONSTRAINTS MICROSECONDS
        let fields = line.split(separator: " ")
        guard fields.count == 5, fields[0] == "kiwi", let count = Int(fields[3]), let us = Double(fields[4])
        else { continue }
        perConstraint["\(fields[1]) \(fields[2])"] = (us, count)
    }
    return perConstraint
}

func runSolverBenchmark() throws {
    let sizes = [100, 1_000, 10_000]
    var ours: [String: Double] = [:]
    for (shape, build) in [("chain", SolverLayout.chain), ("grid", SolverLayout.grid)] {
        var builds: [Double] = [], edits: [Double] = [], replaces: [Double] = []
        for n in sizes {
            var layout: SolverLayout!
            let (warmUp, count) = repeats(for: n)
            if warmUp { _ = try build(n).solver.updateVariables() }
            var buildTimes: [Double] = []
            for _ in 0..<count {
                layout = nil
                buildTimes.append(try seconds {
                    layout = try build(n)
                    layout.solver.updateVariables()
                })
            }
            let buildTime = buildTimes.sorted()[count / 2]
            // Re-solve after moving the container (edit variable), averaged.
            let rounds = 20
            let editTime = try seconds {
                for k in 0..<rounds {
                    try layout.solver.suggestValue(Double(k % 7) * 10, for: layout.left)
                    layout.solver.updateVariables()
                }
            } / Double(rounds)
            let readTime = seconds { for _ in 0..<rounds { layout.solver.updateVariables() } } / Double(rounds)
            // Re-solve after changing one constant: replace the middle view's width.
            var replaceTime = 0.0
            for k in 0..<rounds {
                let old = layout.middleWidth!
                let new = layout.middleWidthVariable! == Double(41 + k)
                replaceTime += try seconds {
                    try layout.solver.removeConstraint(old)
                    try layout.solver.addConstraint(new)
                    layout.solver.updateVariables()
                }
                layout.middleWidth = new
            }
            replaceTime /= Double(rounds)
            let perConstraint = buildTime / Double(layout.constraintCount) * 1e6
            print("\(shape) \(String(n).padding(toLength: 6, withPad: " ", startingAt: 0)) views: build \(format(buildTime))"
                + " (\(String(format: "%.2f", perConstraint)) µs/constraint, \(layout.constraintCount) constraints),"
                + " edit re-solve \(format(editTime)), replace-one re-solve \(format(replaceTime))"
                + " (of which updateVariables \(format(readTime)))")
            builds.append(buildTime); edits.append(editTime); replaces.append(replaceTime)
            ours["\(shape) \(n)"] = perConstraint
        }
        for i in 1..<sizes.count {
            print("\(shape) growth \(sizes[i])/\(sizes[i - 1]) views: build x\(String(format: "%.1f", builds[i] / builds[i - 1]))"
                + ", edit x\(String(format: "%.1f", edits[i] / edits[i - 1]))"
                + ", replace x\(String(format: "%.1f", replaces[i] / replaces[i - 1])) (linear: x10, goal <= x12)")
        }
    }
    guard let kiwi = kiwiBaseline(sizes: sizes) else { return }
    for shape in ["chain", "grid"] {
        for n in sizes {
            let key = "\(shape) \(n)"
            guard let theirs = kiwi[key]?.us, let mine = ours[key] else { continue }
            print("\(shape) \(String(n).padding(toLength: 6, withPad: " ", startingAt: 0)) views vs kiwi: "
                + String(format: "%.2f µs/constraint vs kiwi %.2f: x%.3f of kiwi's time (kiwi x%.1f ours)",
                    mine, theirs, mine / theirs, theirs / mine)
                + (n == 100 ? " (goal <= x1.00)" : ""))
        }
        for i in 1..<sizes.count {
            guard let a = kiwi["\(shape) \(sizes[i - 1])"], let b = kiwi["\(shape) \(sizes[i])"] else { continue }
            print("kiwi \(shape) growth \(sizes[i])/\(sizes[i - 1]) views: build x"
                + String(format: "%.1f", b.us * Double(b.count) / (a.us * Double(a.count)))
                + " (linear: x10)")
        }
    }
}
