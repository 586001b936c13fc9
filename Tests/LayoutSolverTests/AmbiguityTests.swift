import Testing
@testable import LayoutSolver

@Suite struct AmbiguityTests {
    @Test func aPinnedVariableIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        #expect(try !solver.isAmbiguous(x))
    }

    @Test func anUnboundedVariableIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        #expect(try solver.isAmbiguous(x))
        #expect(try solver.isAmbiguous(Variable("never used")))
    }

    @Test func aSumWithoutASplitIsAmbiguousUntilAPreferenceSettlesIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        #expect(try solver.isAmbiguous(x))
        #expect(try solver.isAmbiguous(y))
        try solver.addConstraint((x == 30).withStrength(.high))
        #expect(try !solver.isAmbiguous(x))
        #expect(try !solver.isAmbiguous(y))
    }

    @Test func opposingInequalitiesPinAVariable() throws {
        // Degenerate: x is fixed by two inequalities, neither is an equality.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 5)
        try solver.addConstraint(x <= 5)
        try solver.addConstraint(y == x + 1)
        #expect(try !solver.isAmbiguous(x))
        #expect(try !solver.isAmbiguous(y))
    }

    @Test func tiedPreferencesLeaveRoom() throws {
        // x wants 0 and 10 equally (same priority): anything between is as good.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(500))
        try solver.addConstraint((x == 10).withStrength(500))
        #expect(try solver.isAmbiguous(x))
        try solver.addConstraint((x == 4).withStrength(1))
        #expect(try !solver.isAmbiguous(x))
        #expect(solved(solver, x) == [4])
    }

    @Test func editVariablesPinWhatTheyEdit() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addEditVariable(x, strength: .high)
        try solver.addConstraint(w >= 0)
        #expect(try !solver.isAmbiguous(x))
        #expect(try solver.isAmbiguous(w))
    }
}
