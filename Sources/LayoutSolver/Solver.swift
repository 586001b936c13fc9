// LayoutSolver: an incremental Cassowary-style simplex, after nucleic/kiwi.
//
// Design
// ------
// * Structure as kiwi: `Symbol` (id + kind: external, slack, error, dummy),
//   `Row` (constant + symbol→coefficient), one `Tableau` with an objective,
//   an artificial variable when a new row has no usable subject, the primal
//   simplex after adding/removing, the dual simplex after `suggestValue`.
//
// * Priorities are exact. UIKit needs 751 to beat any number of 750s, for
//   every pair of the 999 non-required levels. Weighted bands (kiwi's
//   strong/medium/weak) or weights like 1000^k (overflow) cannot do that.
//   Here the objective's coefficient of each symbol is a `StrengthVector`:
//   a sparse vector indexed by priority, compared lexicographically from the
//   highest priority down, i.e. the objective is minimised level by level
//   ("preemptive" goal programming). The simplex only ever needs the sign of
//   a reduced cost and the order of two cost ratios, and both are defined
//   lexicographically, so the usual algorithms carry over unchanged. Each
//   non-required constraint costs 1 per unit of error at its own level.
//   Required (1000) constraints have no error symbols; they hold or the add
//   is refused.
//
// * Speed. kiwi scans every row for each substitution and keeps rows in
//   solved form, so a chain of n views builds O(n²) cells. Here a column
//   index (`Tableau.columns`) finds the rows containing a symbol, the
//   objective keeps its set of improving symbols, and user-variable rows may
//   be stored as definitions naming other user variables (see `Tableau`),
//   so adding `x[i] = x[i-1] + w + 8` for a new x[i] costs O(1).
//
// * Determinism: every choice breaks ties by symbol id, never by hash order;
//   sums over several terms run in id order.
//
// * Unsatisfiable required constraints: when phase one ends above zero, the
//   artificial objective reads `art = c + Σ aᵢ·markerᵢ` with c > 0 and every
//   restricted aᵢ >= 0 — a proof of infeasibility combining exactly the
//   constraints whose markers appear (a marker occurs in its own equation
//   only). Those are reported as `conflicting`. The new equation is then
//   removed, which leaves the system as it was.
//
// * Ambiguity: see `Solver+Ambiguity.swift`.

/// An incremental linear constraint solver with exact priorities.
///
/// Add and remove constraints, declare edit variables and suggest values for
/// them; after each call the solution is already optimal (required
/// constraints hold; among the rest, higher priorities first, least total
/// error at each level). Call `updateVariables()` and read `value(of:)`.
/// Not thread-safe: use one solver from one thread (UIKit: the main actor).
public final class Solver {
    struct ConstraintRecord {
        let constraint: Constraint
        /// Dummy (required ==), slack (<=, >=) or error (non-required ==).
        let marker: Symbol
        /// The second error symbol of a non-required constraint.
        let other: Symbol?
        let sequence: Int
        let variables: [ObjectKey]
    }

    struct VariableRecord {
        let variable: Variable
        let symbol: Symbol
        /// Constraints naming this variable; it is forgotten at 0.
        var uses: Int
    }

    struct EditRecord {
        let constraint: Constraint
        var value: Double
    }

    var tableau = Tableau()
    var constraints: [ObjectKey: ConstraintRecord] = [:]
    /// Marker and error symbols → their constraint, to name conflicts.
    var owners: [Symbol: ObjectKey] = [:]
    var variables: [ObjectKey: VariableRecord] = [:]
    /// Each known variable's slot: what `value(of:)` needs, in a table a
    /// quarter the size of `variables`, so reading every view's frame after
    /// a solve stays in cache on large layouts.
    var slotByVariable: [ObjectKey: Int32] = [:]
    var edits: [ObjectKey: EditRecord] = [:]
    /// By the variable's slot (`Symbol.slot`): the variable, and the value
    /// published by the last `updateVariables()` (NaN: never published).
    var variableBySlot: [Variable?] = []
    var published: [Double] = []
    /// The symbol id of each slot's variable (the order variables were first seen).
    var slotSymbolIDs: [Int] = []
    private var sequence = 0

    public init() {}

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectKey(constraint)] != nil
    }

    /// Adds a constraint and re-solves.
    ///
    /// Throws `unsatisfiableConstraint` (solver unchanged) if it is required
    /// and cannot hold with the required constraints present; a
    /// non-required constraint is always accepted and broken as little as
    /// its priority allows.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try add(constraint)
    }

    /// Removes a constraint and re-solves.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try remove(constraint)
    }

    /// Forgets every constraint, edit variable and value.
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        owners = [:]
        variables = [:]
        slotByVariable = [:]
        edits = [:]
        variableBySlot = []
        published = []
        slotSymbolIDs = []
    }

    /// The value of `variable` as of the last `updateVariables()`; 0 for a
    /// variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        guard let slot = slotByVariable[ObjectKey(variable)] else { return 0 }
        let v = published[Int(slot)]
        return v.isNaN ? 0 : v
    }

    /// Computes every variable's value from the tableau, publishes them for
    /// `value(of:)`, and returns the variables whose value changed since the
    /// previous call, in the order the solver first saw them (so UIKit can
    /// update only the views that moved). O(number of variables), over
    /// arrays indexed by the variables' slots.
    @discardableResult
    public func updateVariables() -> [Variable] {
        publishChanges().compactMap { variableBySlot[Int($0.slot)] }
    }

    /// `updateVariables()` for a caller that maps slots itself (see
    /// `Solver+Slots.swift`): each changed variable's slot and symbol id,
    /// in the same order, without touching the variable objects.
    package func updateVariableSlots() -> [(slot: Int32, id: Int)] {
        publishChanges()
    }

    private func publishChanges() -> [(slot: Int32, id: Int)] {
        tableau.evaluateExternals()
        var changed: [(slot: Int32, id: Int)] = []
        var sorted = true
        let values = tableau.values
        for slot in 0..<variableBySlot.count {
            let v = values[slot]
            // NaN (never published) differs from everything. Compare before
            // touching the variable object: most values did not move, and
            // reading 40,000 scattered objects costs more than the solve.
            if published[slot] != v {
                guard variableBySlot[slot] != nil else { continue }
                published[slot] = v
                let id = slotSymbolIDs[slot]
                if let last = changed.last, last.id > id { sorted = false }
                changed.append((Int32(slot), id))
            }
        }
        // Slots are handed out in id order until one is reused.
        if !sorted { changed.sort { $0.id < $1.id } }
        return changed
    }

    // MARK: - Adding

    /// What adding a constraint made besides its row (`expression +
    /// markers = 0`): the symbols that tag it and the variables it names.
    struct Equation {
        /// Dummy (required ==), slack (<=, >=) or error (non-required ==).
        let marker: Symbol
        /// The second error symbol of a non-required constraint.
        let other: Symbol?
        /// The distinct variables the constraint names, in the order written.
        let variables: [ObjectKey]
    }

    func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectKey(constraint)
        try validate(constraint, key: key)
        let (row, equation) = makeEquation(for: constraint)
        do {
            try insert(consume row, constraint: constraint, marker: equation.marker, other: equation.other)
        } catch {
            // Refused: the solver forgets the variables only this one named.
            forgetUnused(equation.variables)
            throw error
        }
        if !constraint.strength.isRequired {
            chargeErrors(equation, at: constraint.strength)
        }
        record(constraint, key: key, equation)
        try settle(operation: "adding \(constraint)")
    }

    private func validate(_ constraint: Constraint, key: ObjectKey) throws(SolverError) {
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("a coefficient or constant of \(constraint)")
        }
    }

    /// The equation as written: terms, then slack/error/dummy symbols with
    /// kiwi's signs (expr + slack = 0 for <=, expr - slack = 0 for >=,
    /// expr - e⁺ + e⁻ = 0 for a non-required ==). Variables seen for the
    /// first time get their symbols here.
    private func makeEquation(for constraint: Constraint) -> (Row, Equation) {
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant, capacity: terms.count + 2)
        var names: [ObjectKey] = []
        names.reserveCapacity(terms.count)
        // Expressions usually have a handful of terms: a scan beats a set
        // there, and a set keeps a long sum linear.
        var seen: Set<ObjectKey>? = terms.count > 16 ? Set(minimumCapacity: terms.count) : nil
        for term in terms {
            let id = ObjectKey(term.variable)
            let isNew = seen?.insert(id).inserted ?? !names.contains(id)
            if isNew { names.append(id) }
            row.add(symbol(for: term.variable), term.coefficient)
        }
        let required = constraint.strength.isRequired
        let marker: Symbol
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = tableau.makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                let error = tableau.makeSymbol(.error)
                row.add(error, -sign)
                other = error
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                other = minus
            }
        }
        return (row, Equation(marker: marker, other: other, variables: names))
    }

    /// Each error symbol of a non-required constraint costs 1 per unit at
    /// the constraint's level; a basic one enters the objective as its
    /// (parametric) row.
    private func chargeErrors(_ equation: Equation, at strength: Strength) {
        let cost = StrengthVector(level: strength.priority, value: 1)
        func charge(_ e: Symbol) {
            guard e.kind == .error else { return }
            if let row = tableau.rows[e] {
                tableau.objective.add(row, times: cost)
            } else {
                tableau.objective.add(e, cost)
            }
        }
        charge(equation.marker)
        if let other = equation.other { charge(other) }
    }

    /// Remembers an accepted constraint: its markers (to remove it and to
    /// name it in conflicts) and the variables it keeps alive.
    private func record(_ constraint: Constraint, key: ObjectKey, _ equation: Equation) {
        sequence += 1
        constraints[key] = ConstraintRecord(
            constraint: constraint, marker: equation.marker, other: equation.other,
            sequence: sequence, variables: equation.variables)
        owners[equation.marker] = key
        if let other = equation.other { owners[other] = key }
        for id in equation.variables { variables[id]!.uses += 1 }
    }

    /// Chooses how the new equation joins the tableau. Error symbols are
    /// added to the objective by the caller afterwards; the equation's
    /// markers are fresh, so that order changes nothing.
    private func insert(_ raw: consuming Row, constraint: Constraint, marker: Symbol, other: Symbol?) throws(SolverError) {
        // 1. Keep it as a definition of a free user variable (O(size)).
        if tableau.insertDefinition(&raw) { return }
        // 2. kiwi: rewrite in parametric symbols, then pick a subject.
        var row = tableau.expanded(raw)
        if row.constant < 0 { row.negate() }
        var subject = tableau.chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            if abs(row.constant) >= Row.epsilon {
                // 0 = c ≠ 0 from required equalities alone.
                throw .unsatisfiableConstraint(constraint, conflicting: conflicts(in: row.cells.keys, except: marker))
            }
            subject = marker  // Redundant: keep it, so removing it later works.
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(subject, row)
            return
        }
        // 3. Phase one with an artificial variable.
        try addWithArtificialVariable(row, constraint: constraint, marker: marker)
    }

    private func addWithArtificialVariable(_ row: Row, constraint: Constraint, marker: Symbol) throws(SolverError) {
        let art = tableau.makeSymbol(.slack)
        tableau.insertRow(art, row)
        var phaseOne = Objective()
        phaseOne.add(row, times: StrengthVector(level: 1, value: 1))
        tableau.auxiliary = phaseOne
        let bounded: Bool
        do {
            bounded = try tableau.optimize(auxiliary: true, operation: "adding \(constraint)")
        } catch {
            tableau.auxiliary = nil
            tableau.removeEquation(marker: art)
            throw error
        }
        let result = tableau.auxiliary!
        tableau.auxiliary = nil
        guard bounded else {
            tableau.removeEquation(marker: art)
            throw .internalInconsistency("phase one unbounded while adding \(constraint)")
        }
        if let infeasibility = result.constant.entries.first?.value, infeasibility >= Row.epsilon {
            // art is basic (else the objective would be art itself, at 0):
            // dropping its row removes the new equation and nothing else.
            tableau.removeEquation(marker: art)
            tableau.infeasible = []
            throw .unsatisfiableConstraint(
                constraint, conflicting: conflicts(in: result.cells.keys, except: marker))
        }
        if tableau.isBasic(art) {
            var artRow = tableau.removeRow(art)
            if !artRow.cells.isEmpty {
                // Any symbol will do (the constant is 0, so no row's sign
                // changes); prefer slack/error, then user, then dummy.
                func rank(_ s: Symbol) -> Int {
                    switch s.kind {
                    case .slack, .error: 0
                    case .external: 1
                    case .dummy: 2
                    }
                }
                let entering = artRow.cells.keys.min { (rank($0), $0.id) < (rank($1), $1.id) }!
                artRow.solve(for: entering, from: art)
                tableau.substitute(entering, with: artRow)
                tableau.insertRow(entering, artRow)
            }
        }
        // art is now parametric (0): drop it.
        for b in tableau.columns.removeValue(forKey: art) ?? [] {
            tableau.rows[b]!.cells[art] = nil
        }
        tableau.objective.remove(art)
    }

    /// Existing required constraints owning the given marker symbols.
    private func conflicts(in symbols: some Sequence<Symbol>, except own: Symbol) -> [Constraint] {
        var found: [ConstraintRecord] = []
        var seen: Set<ObjectKey> = []
        for s in symbols where s != own && (s.kind == .dummy || s.kind == .slack) {
            guard let key = owners[s], let record = constraints[key], record.constraint.strength.isRequired,
                seen.insert(key).inserted
            else { continue }
            found.append(record)
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    // MARK: - Removing

    func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectKey(constraint)
        guard let record = constraints.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        // Take its errors out of the objective (kiwi's removeMarkerEffects).
        let cost = StrengthVector(level: constraint.strength.priority, value: 1)
        for e in [record.marker, record.other] {
            guard let e, e.kind == .error else { continue }
            if let row = tableau.rows[e] {
                tableau.objective.add(row, times: cost, scale: -1)
            } else {
                tableau.objective.add(e, cost, times: -1)
            }
        }
        tableau.removeEquation(marker: record.marker)
        owners[record.marker] = nil
        if let other = record.other { owners[other] = nil }
        for id in record.variables { variables[id]!.uses -= 1 }
        forgetUnused(record.variables)
        try settle(operation: "removing \(constraint)")
    }

    /// Drops variables no constraint names any more, once they have left
    /// the tableau, so a long-lived solver does not grow without bound.
    private func forgetUnused(_ ids: [ObjectKey]) {
        for id in ids {
            guard let record = variables[id], record.uses == 0,
                !tableau.isBasic(record.symbol), tableau.columns[record.symbol] == nil,
                tableau.objective.cells[record.symbol] == nil
            else { continue }
            variables[id] = nil
            slotByVariable[id] = nil
            let slot = Int(record.symbol.slot)
            variableBySlot[slot] = nil
            published[slot] = .nan
            tableau.releaseSlot(of: record.symbol)
        }
    }

    func symbol(for variable: Variable) -> Symbol {
        let id = ObjectKey(variable)
        if let record = variables[id] { return record.symbol }
        let s = tableau.makeSymbol(.external)
        variables[id] = VariableRecord(variable: variable, symbol: s, uses: 0)
        slotByVariable[id] = s.slot
        // Slots are handed out in order or recycled: a new one is the next.
        let slot = Int(s.slot)
        if slot == variableBySlot.count {
            variableBySlot.append(variable)
            published.append(.nan)
            slotSymbolIDs.append(s.id)
        } else {
            variableBySlot[slot] = variable
            published[slot] = .nan
            slotSymbolIDs[slot] = s.id
        }
        return s
    }

    /// Restores feasibility (if an edit or substitution broke it) and
    /// optimality.
    func settle(operation: @autoclosure () -> String) throws(SolverError) {
        if !tableau.infeasible.isEmpty { try tableau.dualOptimize(operation: operation()) }
        guard try tableau.optimize(operation: operation()) else {
            throw .internalInconsistency("objective unbounded while \(operation())")
        }
    }
}
