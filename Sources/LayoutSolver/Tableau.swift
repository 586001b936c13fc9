/// The simplex tableau: basic rows, their column index, and the objective.
///
/// Invariants (each stated once, relied on everywhere):
/// 1. Every basic symbol has exactly one row in `rows`; a basic symbol never
///    appears in a *simplex row* (the row of a slack, error or dummy symbol)
///    nor in an objective. Those contain parametric symbols only, and the
///    constant of a slack or error row is >= 0 (feasibility).
/// 2. The row of an external (user) variable is a *definition*: it may refer
///    to other external basic variables, provided each has a lower `level`
///    (so definitions form a DAG). Values come from evaluating definitions
///    in level order; `expanded(_:)` rewrites a row to parametric symbols
///    when the simplex needs one. This is what keeps a chain of n views at
///    O(n) cells: `x[i] = x[i-1] + w[i-1] + 8` is stored as written, not as
///    a row naming every earlier view's marker (kiwi's solved form, O(n²)).
/// 3. `columns[s]` is exactly the set of basic symbols whose row contains `s`,
///    so substitution and ratio tests visit only the rows concerned, never
///    the whole tableau.
/// A parametric symbol's value is 0; a basic one's is its row evaluated.
struct Tableau: Sendable {
    var rows = RowStore()
    var columns: [Symbol: Column] = [:]
    /// Levels of external basic symbols by slot (see invariant 2); 0 for a
    /// parametric (or unused) slot.
    private(set) var levels: [Int32] = []
    /// Values of external symbols by slot, as of the last `evaluateExternals()`;
    /// a parametric one's is 0.
    private(set) var values: [Double] = []
    var objective = Objective()
    /// Phase-one objective while adding with an artificial variable, or the
    /// probe objective of an ambiguity test. Substituted like `objective`.
    var auxiliary: Objective?
    /// Slack/error rows whose constant went negative; fixed by `dualOptimize`.
    var infeasible: Set<Symbol> = []
    /// The definitions compiled for `evaluateExternals()`.
    private var evaluation = Evaluation()
    private var nextID = 1
    private var freeSlots: [Int32] = []

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        guard kind == .external else { return Symbol(id: nextID, kind: kind) }
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = Int32(levels.count)
            levels.append(0)
            values.append(0)
            rows.reserve(slot: slot)
        }
        return Symbol(id: nextID, kind: kind, slot: slot)
    }

    /// Returns a forgotten external symbol's slot for reuse. The caller
    /// guarantees the symbol appears nowhere in the tableau.
    mutating func releaseSlot(of s: Symbol) {
        guard s.kind == .external else { return }
        values[Int(s.slot)] = 0
        freeSlots.append(s.slot)
    }

    /// Number of external slots ever allocated (indices into `values`).
    var slotCount: Int { levels.count }

    /// The level of an external basic symbol; nil when parametric or not external.
    func level(_ s: Symbol) -> Int? {
        guard s.kind == .external else { return nil }
        let l = levels[Int(s.slot)]
        return l > 0 ? Int(l) : nil
    }

    func isBasic(_ s: Symbol) -> Bool { rows[s] != nil }

    /// True if `s` appears in the row of a slack, error or dummy symbol.
    func appearsInSimplexRow(_ s: Symbol) -> Bool {
        columns[s]?.contains { $0.kind != .external } ?? false
    }

    /// Level a definition row needs: one above each external basic it names.
    func level(of row: Row, except skipped: Symbol? = nil) -> Int {
        var level = 1
        for s in row.cells.keys where s.kind == .external && s != skipped {
            if let l = self.level(s) { level = max(level, l + 1) }
        }
        return level
    }

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        for s in row.cells.keys { columns[s, default: []].insert(basic) }
        rows[basic] = row
        if basic.kind == .external {
            levels[Int(basic.slot)] = Int32(level(of: row))
            evaluation.invalidateOrder()
        }
    }

    mutating func removeRow(_ basic: Symbol) -> Row {
        let row = rows.removeValue(forKey: basic)!
        for s in row.cells.keys { removeFromColumn(s, basic) }
        if basic.kind == .external {
            levels[Int(basic.slot)] = 0
            values[Int(basic.slot)] = 0
            evaluation.invalidateOrder()
        }
        return row
    }

    private mutating func removeFromColumn(_ s: Symbol, _ basic: Symbol) {
        columns[s]?.remove(basic)
        if columns[s]?.isEmpty == true { columns[s] = nil }
    }

    /// Replaces the parametric `symbol` by `row` (parametric symbols only)
    /// in every row and objective that contains it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let targets = columns.removeValue(forKey: symbol) {
            for t in targets {
                var r = rows.removeValue(forKey: t)!
                r.substitute(symbol, with: row) { s, change in
                    if change > 0 {
                        columns[s, default: []].insert(t)
                    } else {
                        removeFromColumn(s, t)
                    }
                }
                if t.isPivotable && r.constant < 0 { infeasible.insert(t) }
                rows[t] = r
            }
        }
        objective.substitute(symbol, with: row)
        auxiliary?.substitute(symbol, with: row)
    }

    /// Makes the parametric external `symbol` basic with a definition row
    /// that may name other external basics. The caller guarantees (see
    /// `Solver`) that `symbol` is in no simplex row and that every definition
    /// naming it has a higher level than `row` gets; those keep naming it.
    mutating func define(_ symbol: Symbol, _ row: Row) {
        if objective.cells[symbol] != nil || auxiliary?.cells[symbol] != nil {
            let flat = expanded(row)
            objective.substitute(symbol, with: flat)
            auxiliary?.substitute(symbol, with: flat)
        }
        insertRow(symbol, row)
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: entering, from: leaving)
        if row.cells.keys.contains(where: { $0.kind == .external && isBasic($0) }) {
            row = expanded(row)
        }
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    /// `row` with every external basic symbol replaced by its definition,
    /// recursively, so only parametric symbols remain. Definitions are
    /// expanded highest level first, each once: a definition only names
    /// lower levels, so nothing expanded can reappear.
    func expanded(_ row: Row) -> Row {
        var result = row
        var pending = LevelHeap()
        for s in row.cells.keys where s.kind == .external {
            if let l = level(s) { pending.push(s, level: l) }
        }
        while let s = pending.pop() {
            guard let c = result.cells.removeValue(forKey: s) else { continue }
            let definition = rows[s]!
            result.constant += definition.constant * c
            for (t, a) in definition.cells {
                let change = result.add(t, a * c)
                if change > 0, let l = level(t) { pending.push(t, level: l) }
            }
        }
        return result
    }

    /// Computes `values` of all external basic symbols, in level order
    /// (a definition names only lower levels, so what it reads is ready),
    /// by the compiled `Evaluation`: O(external symbols + cells of their
    /// rows), arrays only; rows written since the last call are recompiled.
    mutating func evaluateExternals() {
        evaluation.run(rows: rows, levels: levels, values: &values)
        rows.clearChanges()
    }
}

// Subjects: which symbol a new equation is solved for (see `Solver.insert`).
extension Tableau {
    /// Solves `raw` (`0 = constant + Σ cells`) for its `definitionSubject`
    /// and keeps it as that variable's definition; false (and `raw`
    /// untouched) when it has none. One mutating call, so the solver does
    /// not copy the tableau's fields to ask first and define after.
    mutating func insertDefinition(_ raw: inout Row) -> Bool {
        guard let subject = definitionSubject(raw) else { return false }
        raw.solve(for: subject)
        define(subject, raw)
        return true
    }

    /// A user variable of the equation that can simply be defined by it:
    /// parametric, in no simplex row (so no slack or error row changes and
    /// feasibility holds), and every definition naming it has a higher level
    /// than this one will get (so definitions stay acyclic).
    func definitionSubject(_ raw: Row) -> Symbol? {
        var best: Symbol?
        for s in raw.cells.keys where s.kind == .external && !isBasic(s) {
            if let b = best, b.id < s.id { continue }
            if appearsInSimplexRow(s) { continue }
            let own = level(of: raw, except: s)
            let referrers = columns[s] ?? []
            if referrers.allSatisfy({ (level($0) ?? 0) > own }) { best = s }
        }
        return best
    }

    /// kiwi's subject: a user variable (here: one in no simplex row), else
    /// the constraint's own slack/error with a negative coefficient (so its
    /// value, constant/-coefficient, is >= 0).
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var best: Symbol?
        for s in row.cells.keys where s.kind == .external && s.id < (best?.id ?? .max) {
            if !appearsInSimplexRow(s) { best = s }
        }
        if let best { return best }
        if marker.isPivotable, row.coefficient(for: marker) < 0 { return marker }
        if let other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }
}

/// Max-heap of symbols by level (ties: higher id first; order only has to
/// be deterministic).
struct LevelHeap {
    private var items: [(level: Int, symbol: Symbol)] = []

    private static func above(_ a: (level: Int, symbol: Symbol), _ b: (level: Int, symbol: Symbol)) -> Bool {
        a.level != b.level ? a.level > b.level : a.symbol.id > b.symbol.id
    }

    mutating func push(_ s: Symbol, level: Int) {
        items.append((level, s))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.above(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var best = i
            if l < items.count && Self.above(items[l], items[best]) { best = l }
            if r < items.count && Self.above(items[r], items[best]) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top.symbol
    }
}
