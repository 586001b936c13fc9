// LayoutSolver at layout sizes: chains and grids of 100, 1,000 and 10,000
// views (x, y, width, height each), built like Auto Layout would build them.
// Prints build time (µs per constraint), re-solve time after an edit and
// after replacing one constraint, and growth ratios (goal: 10x views costs
// at most 12x time). Run: `swift run -c release OffscreenBenchmarks solver`.
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

func runSolverBenchmark() throws {
    let sizes = [100, 1_000, 10_000]
    for (shape, build) in [("chain", SolverLayout.chain), ("grid", SolverLayout.grid)] {
        var builds: [Double] = [], edits: [Double] = [], replaces: [Double] = []
        for n in sizes {
            var layout: SolverLayout!
            let buildTime = try seconds {
                layout = try build(n)
                layout.solver.updateVariables()
            }
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
        }
        for i in 1..<sizes.count {
            print("\(shape) growth \(sizes[i])/\(sizes[i - 1]) views: build x\(String(format: "%.1f", builds[i] / builds[i - 1]))"
                + ", edit x\(String(format: "%.1f", edits[i] / edits[i - 1]))"
                + ", replace x\(String(format: "%.1f", replaces[i] / replaces[i - 1])) (linear: x10, goal <= x12)")
        }
    }
}
