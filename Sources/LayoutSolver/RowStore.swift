/// The tableau's rows by basic symbol. Rows of user variables (most rows in
/// a layout) live in an array indexed by the symbol's dense `slot`, so
/// evaluating values after a solve walks arrays instead of hashing every
/// symbol; slack, error and dummy rows stay in a dictionary (symbol ids are
/// never reused, so an array by id would grow with every edit ever made).
///
/// Every write to a user variable's row is noted (`changedSlots`), so the
/// compiled `Evaluation` recompiles only the rows that changed since it last
/// ran instead of re-reading every row's dictionary.
struct RowStore: Sendable {
    private(set) var external: [Row?] = []
    private var other: [Symbol: Row] = [:]
    private(set) var count = 0
    /// Slots whose row was written (set, changed or removed) since the last
    /// `clearChanges()`, each once; `isChanged` by slot says which.
    private(set) var changedSlots: [Int32] = []
    private(set) var isChanged: [Bool] = []

    /// Makes room for the row of a newly allocated external slot.
    mutating func reserve(slot: Int32) {
        while external.count <= Int(slot) {
            external.append(nil)
            isChanged.append(false)
        }
    }

    subscript(s: Symbol) -> Row? {
        get { s.kind == .external ? external[Int(s.slot)] : other[s] }
        _modify {
            if s.kind == .external {
                let i = Int(s.slot)
                let was = external[i] != nil
                if !isChanged[i] {
                    isChanged[i] = true
                    changedSlots.append(s.slot)
                }
                yield &external[i]
                count += (external[i] != nil ? 1 : 0) - (was ? 1 : 0)
            } else {
                let was = other[s] != nil
                yield &other[s]
                count += (other[s] != nil ? 1 : 0) - (was ? 1 : 0)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Row? {
        let row = self[s]
        if row != nil { self[s] = nil }
        return row
    }

    /// Forgets which rows changed (after the evaluation caught up).
    mutating func clearChanges() {
        for slot in changedSlots { isChanged[Int(slot)] = false }
        changedSlots.removeAll(keepingCapacity: true)
    }
}
