/// One equation of the tableau: `basic = constant + Σ coefficient * symbol`.
///
/// A plain value; the tableau keeps its column index in step when it changes
/// a row it owns (see `Tableau`). Coefficients within `epsilon` of zero are
/// dropped, as kiwi does, so cancelled terms do not linger.
struct Row: Sendable {
    static let epsilon = 1.0e-8

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    init(constant: Double, capacity: Int) {
        self.constant = constant
        self.cells = Dictionary(minimumCapacity: capacity)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient` to `symbol`'s cell. Returns +1 if the symbol
    /// appeared, -1 if it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        if let old = cells[symbol] {
            let new = old + coefficient
            if abs(new) < Row.epsilon {
                cells[symbol] = nil
                return -1
            }
            cells[symbol] = new
            return 0
        }
        if abs(coefficient) < Row.epsilon { return 0 }
        cells[symbol] = coefficient
        return 1
    }

    /// self += k * other, reporting each symbol that appears or vanishes.
    mutating func add(_ other: Row, times k: Double, presence: (Symbol, Int) -> Void = { _, _ in }) {
        constant += other.constant * k
        for (symbol, c) in other.cells {
            let change = add(symbol, c * k)
            if change != 0 { presence(symbol, change) }
        }
    }

    mutating func negate() {
        constant = -constant
        scaleCells(by: -1)
    }

    /// Multiplies every coefficient in place. (A `for i in cells.indices`
    /// loop would hold a second reference to the storage, so the first
    /// write would copy the whole dictionary.)
    private mutating func scaleCells(by k: Double) {
        var i = cells.values.startIndex
        while i != cells.values.endIndex {
            cells.values[i] *= k
            cells.values.formIndex(after: &i)
        }
    }

    /// Turns `0 = constant + a*symbol + rest` into `symbol = -(constant + rest)/a`,
    /// removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let a = cells.removeValue(forKey: symbol)!
        let k = -1.0 / a
        constant *= k
        scaleCells(by: k)
    }

    /// Turns `lhs = this row` into `rhs = ...` (lhs joins the cells).
    mutating func solve(for rhs: Symbol, from lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` if present; reports presence changes.
    mutating func substitute(_ symbol: Symbol, with row: Row, presence: (Symbol, Int) -> Void = { _, _ in }) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        add(row, times: c, presence: presence)
    }
}
