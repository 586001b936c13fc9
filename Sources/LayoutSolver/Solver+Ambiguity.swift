// Ambiguity, for UIKit's `hasAmbiguousLayout`.
//
// A variable is ambiguous when the constraints do not fix it: another
// solution satisfies every required constraint and is just as good at every
// priority level (same lexicographic objective), yet gives the variable a
// different value. At an optimum, the equally good solutions are reached by
// moving parametric symbols whose cost is zero (a positive cost would make
// the objective worse), within the restricted rows' bounds. So the test is
// two small linear programs on a copy of the tableau: minimise and maximise
// the variable, letting only zero-cost, non-dummy symbols enter. It is
// ambiguous if either is unbounded or moves it by more than a tolerance.
// Degenerate rows (a slack at 0 blocking a direction) are handled by the
// simplex itself, which a glance at the variable's row would get wrong.

extension Solver {
    /// True if `variable`'s value is not uniquely determined: some other
    /// solution satisfies the required constraints and is equally good at
    /// every priority, but gives it another value. A variable in no
    /// constraint is ambiguous. Cost: a copy of the tableau, O(size).
    public func isAmbiguous(_ variable: Variable) throws(SolverError) -> Bool {
        guard let record = variables[ObjectKey(variable)] else { return true }
        let row = tableau.expanded(Row(cells: [record.symbol: 1]))
        let movable = row.cells.keys.contains { $0.kind != .dummy && tableau.objective.cells[$0] == nil }
        guard movable else { return false }
        let tolerance = 1e-7 * max(1, abs(row.constant))
        for direction in [1.0, -1.0] {
            var probe = tableau
            var objective = Objective()
            objective.add(row, times: StrengthVector(level: 1, value: direction))
            probe.auxiliary = objective
            let bounded = try probe.optimize(
                auxiliary: true, zeroCostOnly: true, operation: "testing \(variable) for ambiguity")
            if !bounded { return true }
            let best = probe.auxiliary!.constant.entries.first?.value ?? 0
            if best < direction * row.constant - tolerance { return true }
        }
        return false
    }
}
