/// The user variables' definition rows compiled into one flat program, run
/// after every solve to compute their values.
///
/// Why: each `Row` keeps its cells in its own dictionary. Reading 40,000 of
/// them in level order (a layout of 10,000 views) touched scattered heap
/// blocks and their reference counts, and the cost per variable tripled as
/// the layout outgrew the caches. Here the rows are `steps` in level order,
/// each followed by its terms in one contiguous array, so a run reads two
/// arrays front to back plus the values it sums.
///
/// Kept in step cheaply: the tableau notes which rows were written since the
/// last run (`RowStore.changedSlots`). A changed row whose number of terms
/// stays the same is patched in place (an edit only moves constants); when
/// rows come or go, levels change or a row grows or shrinks, the program is
/// rebuilt in the new level order by copying the unchanged steps from the
/// old program and compiling only the changed rows — arrays only, O(slots).
///
/// A step's terms are all the user variables its row names, in symbol-id
/// order, so sums run in the same order whatever the hash order (the same
/// bits every run). A parametric variable's value is 0, so naming it adds
/// nothing, and a step needs no recompiling when a variable it names becomes
/// basic or parametric.
struct Evaluation: Sendable {
    struct Step: Sendable {
        var constant: Double
        var slot: Int32
        var start: Int32
        var count: Int32
    }

    struct Term: Sendable {
        var coefficient: Double
        var slot: Int32
    }

    private var steps: [Step] = []
    private var terms: [Term] = []
    /// By slot: index of its step, -1 when it has none.
    private var position: [Int32] = []
    /// False once the set of basic user variables or their levels changed.
    private var ordered = false
    /// Reused while compiling one row: (symbol id, term).
    private var scratch: [(id: Int, term: Term)] = []

    /// The order no longer matches the levels (a row came, went or moved).
    mutating func invalidateOrder() { ordered = false }

    /// Brings the program up to date with `rows` and computes `values` of
    /// every basic user variable; `levels` (by slot, 0 when parametric)
    /// orders a rebuild.
    mutating func run(rows: RowStore, levels: [Int32], values: inout [Double]) {
        if !ordered || !patch(rows) { rebuild(rows, order: Self.levelOrder(levels)) }
        values.withUnsafeMutableBufferPointer { values in
            terms.withUnsafeBufferPointer { terms in
                for step in steps {
                    var v = step.constant
                    let end = Int(step.start + step.count)
                    for k in Int(step.start)..<end {
                        v += terms[k].coefficient * values[Int(terms[k].slot)]
                    }
                    values[Int(step.slot)] = v
                }
            }
        }
    }

    /// Rewrites changed rows in place; false if one no longer fits (its
    /// number of terms changed, or it came or went), so a rebuild is needed.
    private mutating func patch(_ rows: RowStore) -> Bool {
        for slot in rows.changedSlots {
            let i = Int(slot)
            let p = i < position.count ? Int(position[i]) : -1
            guard p >= 0, let row = rows.external[i] else { return false }
            compile(row)
            guard scratch.count == Int(steps[p].count) else { return false }
            steps[p].constant = row.constant
            let start = Int(steps[p].start)
            for (k, entry) in scratch.enumerated() { terms[start + k] = entry.term }
        }
        return true
    }

    /// Lays the program out again in `order`: unchanged steps are copied
    /// from the current program, changed rows compiled.
    private mutating func rebuild(_ rows: RowStore, order: [Int32]) {
        var newSteps: [Step] = []
        newSteps.reserveCapacity(order.count)
        var newTerms: [Term] = []
        newTerms.reserveCapacity(terms.count + 16)
        if position.count < rows.external.count {
            position += Array(repeating: -1, count: rows.external.count - position.count)
        }
        for slot in order {
            let i = Int(slot)
            let start = Int32(newTerms.count)
            let p = Int(position[i])
            if p >= 0 && !rows.isChanged[i] {
                let old = steps[p]
                newTerms.append(contentsOf: terms[Int(old.start)..<Int(old.start + old.count)])
                newSteps.append(Step(constant: old.constant, slot: slot, start: start, count: old.count))
            } else {
                let row = rows.external[i]!
                compile(row)
                for entry in scratch { newTerms.append(entry.term) }
                newSteps.append(Step(constant: row.constant, slot: slot, start: start, count: Int32(scratch.count)))
            }
        }
        for step in steps { position[Int(step.slot)] = -1 }
        for (p, step) in newSteps.enumerated() { position[Int(step.slot)] = Int32(p) }
        steps = newSteps
        terms = newTerms
        ordered = true
    }

    /// The user-variable terms of `row` into `scratch`, by symbol id.
    private mutating func compile(_ row: Row) {
        scratch.removeAll(keepingCapacity: true)
        for (s, a) in row.cells where s.kind == .external {
            scratch.append((s.id, Term(coefficient: a, slot: s.slot)))
        }
        if scratch.count > 1 { scratch.sort { $0.id < $1.id } }
    }

    /// Slots of external basics by increasing level: a counting sort, O(slots
    /// + highest level). Order within a level does not matter (no definition
    /// names its own level); it is by slot, deterministic.
    static func levelOrder(_ levels: [Int32]) -> [Int32] {
        var highest: Int32 = 0
        var basics = 0
        for l in levels where l > 0 {
            basics += 1
            if l > highest { highest = l }
        }
        var start = [Int](repeating: 0, count: Int(highest) + 2)
        for l in levels where l > 0 { start[Int(l) + 1] += 1 }
        for i in 1..<start.count { start[i] += start[i - 1] }
        var order = [Int32](repeating: 0, count: basics)
        for (slot, l) in levels.enumerated() where l > 0 {
            order[start[Int(l)]] = Int32(slot)
            start[Int(l)] += 1
        }
        return order
    }
}
