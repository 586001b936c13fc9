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

    var description: String {
        switch kind {
        case .external: "v\(id)"
        case .slack: "s\(id)"
        case .error: "e\(id)"
        case .dummy: "d\(id)"
        }
    }
}
