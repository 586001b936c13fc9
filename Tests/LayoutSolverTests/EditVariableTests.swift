import Testing
@testable import LayoutSolver

@Suite struct EditVariableTests {
    @Test func suggestedValuesAreFollowedInSequence() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), right = Variable("right")
        try solver.addConstraint(right == x + w)
        try solver.addConstraint(w >= 10)
        try solver.addConstraint((w == 50).withStrength(.low))
        try solver.addEditVariable(x, strength: .high)
        try solver.addEditVariable(right, strength: .high)
        for (left, r, expectedW) in [(0.0, 100.0, 100.0), (20, 40, 20), (30, 35, 10), (-5, 45, 50), (0, 100, 100)] {
            try solver.suggestValue(left, for: x)
            try solver.suggestValue(r, for: right)
            let v = solved(solver, x, w, right)
            #expect(close(v[1], expectedW), "x \(left) right \(r)")
            #expect(close(v[0] + v[1], v[2]))
        }
    }

    @Test func editOnTheFirstViewMovesAWholeChain() throws {
        let solver = Solver()
        let xs = (0..<20).map { Variable("x\($0)") }
        try solver.addEditVariable(xs[0], strength: 999)
        for i in 1..<20 { try solver.addConstraint(xs[i] == xs[i - 1] + 30) }
        for start in [0.0, 12.5, -7, 1000] {
            try solver.suggestValue(start, for: xs[0])
            solver.updateVariables()
            for i in 0..<20 { #expect(close(solver.value(of: xs[i]), start + Double(30 * i))) }
        }
    }

    @Test func removingAnEditVariableReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5).withStrength(.low))
        try solver.addEditVariable(x, strength: .high)
        try solver.suggestValue(80, for: x)
        #expect(solved(solver, x) == [80])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solved(solver, x) == [5])
    }

    @Test func weakerEditYieldsToStrongerConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x <= 100).withStrength(.high))
        try solver.addEditVariable(x, strength: .low)
        try solver.suggestValue(150, for: x)
        #expect(solved(solver, x) == [100])
        try solver.suggestValue(60, for: x)
        #expect(solved(solver, x) == [60])
    }
}
