import Testing
@testable import LayoutSolver

/// `updateVariables()` after every single change (add, remove, edit) must
/// give what a solver built from scratch gives, and report exactly the
/// variables whose value moved. The solver keeps a compiled copy of its
/// definitions between reads and patches only what changed, so reading
/// after each step is what exercises that bookkeeping.
@Suite struct ReadAfterEveryChangeTests {
    @Test(arguments: Array(UInt64(1)...40))
    func valuesAfterEveryChangeMatchAFreshSolveAndChangedListsTheMovedVariables(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, size: 8)
        let n = system.variables.count
        // The last n constraints anchor one variable each: added first and
        // kept, so every variable stays known to the solver and the optimum unique.
        let anchors = Array(system.constraints.suffix(n))
        var pool = Array(system.constraints.dropLast(n)) + system.extras
        let edited = system.variables[0]
        var suggested = 0.0
        var active: [Constraint] = []

        let solver = Solver()
        try solver.addEditVariable(edited, strength: 600)
        var previous = [Double](repeating: .nan, count: n)

        func check(_ step: String) throws {
            let changed = Set(solver.updateVariables().map(ObjectIdentifier.init))
            let now = system.variables.map { solver.value(of: $0) }
            let moved = Set(system.variables.indices.filter { !(previous[$0] == now[$0]) }
                .map { ObjectIdentifier(system.variables[$0]) })
            #expect(changed == moved, "\(step): reported changes differ from the values that moved")

            let fresh = Solver()
            try fresh.addEditVariable(edited, strength: 600)
            try fresh.suggestValue(suggested, for: edited)
            for c in anchors + active { try fresh.addConstraint(c) }
            let reference = system.values(fresh)
            #expect(zip(reference, now).allSatisfy { close($0, $1, 1e-6) }, "\(step): \(now) vs \(reference)")
            previous = now
        }

        for c in anchors { try solver.addConstraint(c) }
        try check("anchors")
        var g = SeededGenerator(state: seed &* 0x5DEECE66D)
        for round in 0..<60 {
            switch Int.random(in: 0..<10, using: &g) {
            case 0..<4 where !pool.isEmpty:
                let c = pool.remove(at: Int.random(in: 0..<pool.count, using: &g))
                // A required extra may conflict with those present: then it is refused, the solver unchanged.
                do {
                    try solver.addConstraint(c)
                    active.append(c)
                } catch SolverError.unsatisfiableConstraint {
                    pool.append(c)
                }
            case 0..<7 where !active.isEmpty:
                let c = active.remove(at: Int.random(in: 0..<active.count, using: &g))
                try solver.removeConstraint(c)
                pool.append(c)
            default:
                suggested = Double(Int.random(in: -80...80, using: &g))
                try solver.suggestValue(suggested, for: edited)
            }
            try check("round \(round)")
        }
    }

    /// A row of views as Auto Layout builds it: x[i] = x[i-1] + w[i-1] + 8.
    @Test func aChainFollowsEveryEditAndReplacedConstant() throws {
        let count = 60
        let solver = Solver()
        let left = Variable("left")
        try solver.addEditVariable(left, strength: 999)
        let xs = (0..<count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        var widths = [Double](repeating: 40, count: count)
        var widthConstraints = (0..<count).map { ws[$0] == 40 }
        var links: [Constraint] = []
        for i in 0..<count {
            try solver.addConstraint(widthConstraints[i])
            let link = i == 0 ? xs[0] == left + 8 : xs[i] == xs[i - 1] + ws[i - 1] + 8
            try solver.addConstraint(link)
            links.append(link)
        }
        var leftValue = 0.0

        func expectLaidOut(_ step: String) {
            solver.updateVariables()
            var x = leftValue + 8
            for i in 0..<count {
                #expect(solver.value(of: xs[i]) == x, "\(step): x\(i)")
                #expect(solver.value(of: ws[i]) == widths[i], "\(step): w\(i)")
                x += widths[i] + 8
            }
        }

        expectLaidOut("built")
        for k in 1...20 {
            leftValue = Double(k * 3)
            try solver.suggestValue(leftValue, for: left)
            expectLaidOut("edit \(k)")
            let i = (k * 7) % count
            try solver.removeConstraint(widthConstraints[i])
            widths[i] = Double(30 + k)
            widthConstraints[i] = ws[i] == widths[i]
            try solver.addConstraint(widthConstraints[i])
            expectLaidOut("width \(i) replaced")
            // Relink a view in the middle: its row goes and comes back.
            let j = 1 + (k * 11) % (count - 1)
            try solver.removeConstraint(links[j])
            links[j] = xs[j] == xs[j - 1] + ws[j - 1] + 8
            try solver.addConstraint(links[j])
            expectLaidOut("link \(j) replaced")
        }
    }
}
