/// A column of the tableau: a user variable or one the solver made up.
///
/// Ids are handed out in creation order and never reused; every choice the
/// solver makes between candidates (entering and leaving symbols, subjects)
/// breaks ties by the lowest id, so results never depend on hash order.
struct Symbol: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality, or an artificial variable: >= 0.
        case slack
        /// The error of a non-required constraint: >= 0, costs in the objective.
        case error
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind
    /// A user variable's dense index (recycled when the solver forgets the
    /// variable) for the tableau's per-variable arrays; -1 for other kinds.
    let slot: Int32

    init(id: Int, kind: Kind, slot: Int32 = -1) {
        self.id = id
        self.kind = kind
        self.slot = slot
    }

    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may enter the basis in the primal simplex.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The hash tables (rows, columns, objective) look a symbol up on every
    /// cell they touch; SipHash of the id was a fifth of the time to add a
    /// constraint. Ids are small distinct integers chosen by the solver, not
    /// by an adversary, so a multiplicative (Fibonacci) hash spreads them
    /// well enough. Its high bits are folded down because a table keeps the
    /// low ones, and ids of one kind often come at a fixed stride.
    func _rawHashValue(seed: Int) -> Int {
        fibonacciHash(UInt(bitPattern: id), seed: seed)
    }

    var description: String {
        switch kind {
        case .external: "v\(id)"
        case .slack: "s\(id)"
        case .error: "e\(id)"
        case .dummy: "d\(id)"
        }
    }
}

/// A constraint or variable as a dictionary key: its object identity, with
/// the same cheap hash as `Symbol` (every add looks up the constraint and
/// each variable it names; SipHash of the address cost more than the
/// lookups). Addresses of live objects are distinct, and not chosen by
/// anyone who could aim for collisions.
struct ObjectKey: Hashable, Sendable {
    let identity: ObjectIdentifier

    init(_ object: AnyObject) { identity = ObjectIdentifier(object) }

    static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.identity == b.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    func _rawHashValue(seed: Int) -> Int {
        // Heap addresses are 16-byte aligned: the low bits never vary.
        fibonacciHash(UInt(bitPattern: identity) >> 4, seed: seed)
    }
}

/// Multiplicative (Fibonacci) hashing, for keys the solver itself hands
/// out: high bits folded down, because a hash table keeps the low ones.
@inline(__always)
func fibonacciHash(_ x: UInt, seed: Int) -> Int {
    let h = (x ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: h ^ (h >> 32))
}
