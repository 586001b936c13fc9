import Testing
@testable import LayoutSolver

/// Every priority strictly dominates all lower ones, however many there are.
@Suite struct PriorityDominationTests {
    func winner(many count: Int, at low: Strength, against high: Strength) throws -> Double {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<count { try solver.addConstraint((x == 0).withStrength(low)) }
        try solver.addConstraint((x == 10).withStrength(high))
        for _ in 0..<count { try solver.addConstraint((x == 0).withStrength(low)) }
        return solved(solver, x)[0]
    }

    @Test func oneAt751BeatsAHundredAt750() throws {
        #expect(try winner(many: 50, at: 750, against: 751) == 10)
    }

    @Test func oneAt500BeatsAHundredAt499() throws {
        #expect(try winner(many: 50, at: 499, against: 500) == 10)
    }

    @Test func oneAt2BeatsManyAt1() throws {
        #expect(try winner(many: 200, at: 1, against: 2) == 10)
    }

    @Test func fractionalPrioritiesAreLevelsToo() throws {
        #expect(try winner(many: 30, at: 999, against: 999.5) == 10)
    }

    @Test func manyErrorsOnDifferentVariablesDoNotOutweighOneHigherLevel() throws {
        // 100 views each want to be 0 at 750; one constraint at 751 wants
        // them all to follow a leader placed at 10.
        let solver = Solver()
        let leader = Variable("leader")
        let views = (0..<100).map { Variable("v\($0)") }
        try solver.addConstraint(leader == 10)
        for v in views {
            try solver.addConstraint((v == 0).withStrength(750))
            try solver.addConstraint((v == leader).withStrength(751))
        }
        solver.updateVariables()
        #expect(views.allSatisfy { solver.value(of: $0) == 10 })
    }

    @Test func lowerLevelsStillDecideAmongEqualHigherOutcomes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x >= 40).withStrength(750))
        try solver.addConstraint((x == 70).withStrength(1))
        #expect(solved(solver, x) == [70])
        try solver.addConstraint((x <= 50).withStrength(750))
        #expect(solved(solver, x) == [50])
    }
}
