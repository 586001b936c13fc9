import Testing
@testable import LayoutSolver

/// SplitMix64: a small seeded generator, so every run tests the same systems.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random system with a unique optimum: required constraints are built
/// to hold at a hidden solution (so they are satisfiable, often
/// redundantly), preferences use integer priorities, and every variable
/// has its own weakest anchor at a distinct fractional priority, which
/// pins whatever the higher levels leave free.
struct RandomSystem {
    let variables: [Variable]
    let constraints: [Constraint]
    /// Further constraints (required ones hold at the hidden solution too).
    let extras: [Constraint]

    init(seed: UInt64, size: Int) {
        var g = SeededGenerator(state: seed)
        let vars = (0..<size).map { Variable("x\($0)") }
        let hidden = (0..<size).map { _ in Double(Int.random(in: -50...50, using: &g)) }
        func make() -> Constraint {
            let a = Int.random(in: 0..<size, using: &g)
            var b = Int.random(in: 0..<size, using: &g)
            if b == a { b = (a + 1) % size }
            let k = [1.0, -1.0, 2.0, 0.5].randomElement(using: &g)!
            let lhs = vars[a] + k * vars[b]
            let value = hidden[a] + k * hidden[b]
            switch Int.random(in: 0..<6, using: &g) {
            case 0: return lhs == value
            case 1: return lhs <= value + Double(Int.random(in: 0...5, using: &g))
            case 2: return lhs >= value - Double(Int.random(in: 0...5, using: &g))
            default:
                let target = Double(Int.random(in: -60...60, using: &g))
                let strength = Strength(Double([250, 500, 750, 751, 999].randomElement(using: &g)!))
                let relation = Int.random(in: 0..<3, using: &g)
                let c = relation == 0 ? lhs == target : relation == 1 ? lhs <= target : lhs >= target
                return c.withStrength(strength)
            }
        }
        var cs = (0..<(size * 2)).map { _ in make() }
        for (i, v) in vars.enumerated() {
            cs.append((v == Double(Int.random(in: -60...60, using: &g))).withStrength(Strength(Double(i) + 1.5)))
        }
        variables = vars
        constraints = cs
        extras = (0..<size).map { _ in make() }
    }

    func values(_ solver: Solver) -> [Double] {
        solver.updateVariables()
        return variables.map { solver.value(of: $0) }
    }
}

@Suite struct IncrementalPropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func buildOrderDoesNotChangeTheSolution(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, size: 8)
        let forward = Solver()
        for c in system.constraints { try forward.addConstraint(c) }
        let reference = system.values(forward)

        var g = SeededGenerator(state: seed &* 7919)
        let shuffled = Solver()
        for c in system.constraints.shuffled(using: &g) { try shuffled.addConstraint(c) }
        let other = system.values(shuffled)
        #expect(zip(reference, other).allSatisfy { close($0, $1, 1e-6) }, "\(reference) vs \(other)")
    }

    @Test(arguments: seeds)
    func addingThenRemovingExtrasMatchesNeverAddingThem(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, size: 8)
        let plain = Solver()
        for c in system.constraints { try plain.addConstraint(c) }
        let reference = system.values(plain)

        // Interleave the extras, solve with them, then take them out again.
        let churned = Solver()
        var pending = system.extras
        for (i, c) in system.constraints.enumerated() {
            try churned.addConstraint(c)
            if i % 3 == 0, let extra = pending.popLast() { try churned.addConstraint(extra) }
        }
        for extra in pending { try churned.addConstraint(extra) }
        _ = system.values(churned)
        for extra in system.extras { try churned.removeConstraint(extra) }
        let other = system.values(churned)
        #expect(zip(reference, other).allSatisfy { close($0, $1, 1e-6) }, "\(reference) vs \(other)")
    }

    @Test(arguments: seeds)
    func removingAndReAddingEveryConstraintMatchesAFreshBuild(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, size: 6)
        let fresh = Solver()
        for c in system.constraints { try fresh.addConstraint(c) }
        let reference = system.values(fresh)

        let solver = Solver()
        for c in system.constraints { try solver.addConstraint(c) }
        var g = SeededGenerator(state: seed &+ 99)
        for c in system.constraints.shuffled(using: &g) {
            try solver.removeConstraint(c)
            try solver.addConstraint(c)
        }
        let other = system.values(solver)
        #expect(zip(reference, other).allSatisfy { close($0, $1, 1e-6) }, "\(reference) vs \(other)")
    }

    @Test func sameInputGivesTheSameBits() throws {
        let system = RandomSystem(seed: 12345, size: 12)
        func run() throws -> [Double] {
            let solver = Solver()
            for c in system.constraints { try solver.addConstraint(c) }
            return system.values(solver)
        }
        let a = try run(), b = try run()
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
    }
}
