/// The function the simplex minimises: `constant + Σ cost * symbol`, with
/// lexicographic costs (see `StrengthVector`). Holds parametric symbols only.
///
/// `improving` is kept in step with `cells` so choosing an entering symbol
/// does not scan the whole objective on every pivot (the objective holds an
/// error symbol for every non-required constraint, thousands in a big layout).
struct Objective: Sendable {
    var constant = StrengthVector.zero
    private(set) var cells: [Symbol: StrengthVector] = [:]
    /// Symbols whose move lowers the objective: restricted ones with a
    /// negative cost (they can only grow), and external ones with any
    /// non-zero cost (they can move either way). Dummies never enter.
    private(set) var improving: Set<Symbol> = []

    func cost(of symbol: Symbol) -> StrengthVector { cells[symbol] ?? .zero }

    mutating func add(_ symbol: Symbol, _ cost: StrengthVector, times k: Double = 1) {
        var v = cells[symbol] ?? .zero
        v.add(cost, times: k)
        update(symbol, v)
    }

    /// self += cost * row
    mutating func add(_ row: Row, times cost: StrengthVector, scale: Double = 1) {
        constant.add(cost, times: row.constant * scale)
        for (symbol, c) in row.cells { add(symbol, cost, times: c * scale) }
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let cost = cells[symbol] else { return }
        update(symbol, .zero)
        add(row, times: cost)
    }

    mutating func remove(_ symbol: Symbol) { update(symbol, .zero) }

    private mutating func update(_ symbol: Symbol, _ v: StrengthVector) {
        if v.isZero {
            cells[symbol] = nil
            improving.remove(symbol)
            return
        }
        cells[symbol] = v
        let improves = symbol.kind == .external ? true : (symbol.kind != .dummy && v.sign < 0)
        if improves { improving.insert(symbol) } else { improving.remove(symbol) }
    }
}
