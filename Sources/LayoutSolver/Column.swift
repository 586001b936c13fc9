/// The basic symbols whose rows contain one symbol (`Tableau.columns`).
///
/// Most columns of a layout hold one or two rows (a view's width is named
/// by its own row and its neighbour's), so the first two are kept inline
/// and a set is allocated only for a third: adding a constraint no longer
/// allocates and hashes a set for every symbol it names. Iteration order is
/// unspecified; the solver breaks every tie by symbol id.
struct Column: Sequence, ExpressibleByArrayLiteral, Sendable {
    private var first: Symbol?
    private var second: Symbol?
    private var more: Set<Symbol> = []

    init() {}

    init(arrayLiteral symbols: Symbol...) {
        for s in symbols { insert(s) }
    }

    var isEmpty: Bool { first == nil && second == nil && more.isEmpty }

    mutating func insert(_ s: Symbol) {
        if first == s || second == s { return }
        if first == nil {
            first = s
        } else if second == nil {
            second = s
        } else {
            more.insert(s)
        }
    }

    mutating func remove(_ s: Symbol) {
        if first == s {
            first = nil
        } else if second == s {
            second = nil
        } else {
            more.remove(s)
            return
        }
        // Refill the inline places from the set, so a set exists only while
        // both are taken.
        if let moved = more.popFirst() {
            if first == nil { first = moved } else { second = moved }
        }
    }

    func contains(_ s: Symbol) -> Bool { first == s || second == s || more.contains(s) }

    struct Iterator: IteratorProtocol {
        fileprivate var inline: (Symbol?, Symbol?)
        fileprivate var rest: Set<Symbol>.Iterator

        mutating func next() -> Symbol? {
            if let s = inline.0 {
                inline.0 = nil
                return s
            }
            if let s = inline.1 {
                inline.1 = nil
                return s
            }
            return rest.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(inline: (first, second), rest: more.makeIterator()) }
}
