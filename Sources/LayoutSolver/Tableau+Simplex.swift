// The primal and dual simplex on the tableau.
//
// Termination: Bland's rule. The entering symbol is the improving symbol
// with the lowest id; among leaving rows with the same ratio, the lowest id
// wins. External symbols are free: one enters moving whichever way lowers
// the objective and, once basic, never leaves in these loops, so Bland's
// argument applies to the restricted symbols. Floating-point rounding could
// still in principle defeat it, so every loop also has an iteration cap that
// throws instead of hanging.

extension Tableau {
    var iterationLimit: Int { 1000 + 2 * rows.count }

    /// Minimises `objective` (or `auxiliary`) by primal simplex pivots.
    /// With `zeroCostOnly`, only symbols absent from the main objective may
    /// enter: the optimisation stays on the set of optimal solutions
    /// (ambiguity probes). Returns false if the objective is unbounded.
    mutating func optimize(auxiliary useAuxiliary: Bool = false, zeroCostOnly: Bool = false,
                           operation: @autoclosure () -> String) throws(SolverError) -> Bool {
        var iterations = 0
        while true {
            guard let (entering, increasing) = enteringSymbol(auxiliary: useAuxiliary, zeroCostOnly: zeroCostOnly)
            else { return true }
            guard let leaving = leavingRow(for: entering, increasing: increasing) else { return false }
            iterations += 1
            if iterations > iterationLimit { throw .iterationLimitExceeded(operation: operation()) }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Bland's entering symbol and whether it should grow.
    func enteringSymbol(auxiliary useAuxiliary: Bool, zeroCostOnly: Bool) -> (Symbol, Bool)? {
        let improving = useAuxiliary ? auxiliary!.improving : objective.improving
        var entering: Symbol?
        for s in improving where s.id < (entering?.id ?? .max) {
            if zeroCostOnly && (s.kind == .dummy || objective.cells[s] != nil) { continue }
            entering = s
        }
        guard let entering else { return nil }
        let cost = useAuxiliary ? auxiliary!.cost(of: entering) : objective.cost(of: entering)
        return (entering, cost.sign < 0)
    }

    /// The row that first blocks `entering` as it moves: the minimum-ratio
    /// slack or error row, or a dummy row it appears in (those stay 0).
    func leavingRow(for entering: Symbol, increasing: Bool) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for b in columns[entering] ?? [] where b.kind != .external {
            let row = rows[b]!
            let c = row.coefficient(for: entering)
            let ratio: Double
            if b.kind == .dummy {
                ratio = 0
            } else if increasing ? c < 0 : c > 0 {
                ratio = max(0, -row.constant / c * (increasing ? 1 : -1))
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && b.id < best!.id) {
                bestRatio = ratio
                best = b
            }
        }
        return best
    }

    /// Restores feasibility after edits while keeping the objective optimal.
    mutating func dualOptimize(operation: @autoclosure () -> String) throws(SolverError) {
        var iterations = 0
        while let leaving = infeasible.min(by: { $0.id < $1.id }) {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < -Row.epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw .internalInconsistency("dual simplex found no entering symbol for \(leaving) during \(operation())")
            }
            iterations += 1
            if iterations > iterationLimit { throw .iterationLimitExceeded(operation: operation()) }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The symbol of an infeasible row whose entry keeps the objective
    /// optimal: minimum lexicographic ratio cost/coefficient. External
    /// symbols have zero cost at an optimum and may move either way.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestCost = StrengthVector.zero
        var bestCoefficient = 1.0
        for (s, c) in row.cells where s.kind != .dummy {
            let coefficient: Double
            if s.kind == .external {
                coefficient = abs(c)
            } else if c > 0 {
                coefficient = c
            } else {
                continue
            }
            let cost = objective.cost(of: s)
            if let b = best {
                let order = StrengthVector.compare(cost, times: 1 / coefficient, bestCost, times: 1 / bestCoefficient)
                if order > 0 || (order == 0 && s.id > b.id) { continue }
            }
            best = s
            bestCost = cost
            bestCoefficient = coefficient
        }
        return best
    }

    /// The row to pivot a constraint's marker into before dropping it
    /// (kiwi's order): a restricted row with a negative coefficient and the
    /// least ratio, else a restricted row with the least ratio, else an
    /// external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for b in columns[marker] ?? [] {
            let row = rows[b]!
            let c = row.coefficient(for: marker)
            if b.kind == .external {
                if third == nil || b.id < third!.id { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && b.id < first!.id) { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && b.id < second!.id) { r2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }

    /// Removes the equation that `marker` tags (it appears in that equation
    /// only), leaving the tableau equivalent to the system without it.
    mutating func removeEquation(marker: Symbol) {
        if isBasic(marker) {
            _ = removeRow(marker)
            return
        }
        // The marker cancelled out numerically: nothing left to remove.
        guard let leaving = markerLeavingRow(marker) else { return }
        var row = removeRow(leaving)
        row.solve(for: marker, from: leaving)
        if columns[marker] != nil || objective.cells[marker] != nil || auxiliary?.cells[marker] != nil {
            substitute(marker, with: expanded(row))
        }
    }
}
