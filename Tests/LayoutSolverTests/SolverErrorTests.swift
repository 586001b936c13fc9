import Testing
@testable import LayoutSolver

@Suite struct SolverErrorTests {
    @Test func conflictingRequiredEqualityIsRefusedAndNamesTheOtherConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let ten = x == 10
        try solver.addConstraint(ten)
        let twenty = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(twenty, conflicting: [ten])) {
            try solver.addConstraint(twenty)
        }
        #expect(!solver.hasConstraint(twenty))
        #expect(solved(solver, x) == [10])
    }

    @Test func conflictThroughAChainNamesEveryLink() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), other = Variable("other")
        let a = x == 0
        let b = y == x + 10
        let c = z == y + 10
        let unrelated = other == 5
        for k in [a, unrelated, b, c] { try solver.addConstraint(k) }
        let cap = z <= 15
        let (refused, conflicting) = try #require(refusal { () throws(SolverError) in try solver.addConstraint(cap) })
        #expect(refused === cap)
        #expect(conflicting.count == 3)
        #expect(conflicting.count == 3 && conflicting[0] === a && conflicting[1] === b && conflicting[2] === c)
        #expect(solved(solver, x, y, z, other) == [0, 10, 20, 5])
    }

    @Test func inequalityConflictNamesTheBindingInequalities() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        let low = x >= 100
        let widthMin = w >= 10
        let soft = (x == 0).withStrength(.high)
        for k in [low, widthMin, soft] { try solver.addConstraint(k) }
        let (_, conflicting) = try #require(refusal { () throws(SolverError) in try solver.addConstraint(x + w <= 50) })
        #expect(conflicting.count == 2 && conflicting[0] === low && conflicting[1] === widthMin)
        #expect(solved(solver, x, w) == [100, 10])
    }

    @Test func solverStaysUsableAfterARefusal() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0).withStrength(.high))
        #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == y + 1 - y - 100) }
        try solver.addConstraint(y == x + 5)
        try solver.addEditVariable(x, strength: 900)
        try solver.suggestValue(40, for: x)
        #expect(solved(solver, x, y) == [40, 45])
        try solver.suggestValue(-40, for: x)
        #expect(solved(solver, x, y) == [10, 15])
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let stranger = x == 1
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.removeConstraint(stranger) }
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .high)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .low) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
    }

    @Test func invalidStrengthsAndNonFiniteValuesAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.invalidStrength(0)) { try solver.addConstraint((x == 1).withStrength(0)) }
        #expect(throws: SolverError.invalidStrength(1001)) { try solver.addConstraint((x == 1).withStrength(1001)) }
        #expect(throws: SolverError.self) { try solver.addConstraint((x == 1).withStrength(Strength(.nan))) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == .infinity) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x * .nan == 1) }
        try solver.addConstraint(x == 1)
        #expect(solved(solver, x) == [1])
    }

    @Test func errorsDescribeWhatWentWrong() {
        let x = Variable("left")
        let c = x == 1
        #expect(SolverError.unknownConstraint(c).description.contains("left"))
        #expect(SolverError.requiredEditVariable(x).description.contains("below 1000"))
    }
}

/// The refused constraint and its conflicts, or nil if `body` did not
/// throw `unsatisfiableConstraint`.
func refusal(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
    do {
        try body()
    } catch {
        if case let .unsatisfiableConstraint(refused, conflicting) = error { return (refused, conflicting) }
    }
    return nil
}
