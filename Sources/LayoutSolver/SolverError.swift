/// Why the solver refused a request. After any of these the solver is
/// unchanged and usable, except `iterationLimitExceeded` and
/// `internalInconsistency`, after which the tableau is still a valid system
/// but the solution may not be optimal (`reset()` or remove and re-add).
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required
    /// constraints already added. `conflicting` are existing required
    /// constraints that, with it, admit no solution (those the simplex's
    /// infeasibility proof used), in the order they were added.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be breakable: their strength must be below required.
    case requiredEditVariable(Variable)
    /// Priorities must be finite and in 0 < priority <= 1000.
    case invalidStrength(Strength)
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue(String)
    case iterationLimitExceeded(operation: String)
    case internalInconsistency(String)

    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case let (.unsatisfiableConstraint(x, xs), .unsatisfiableConstraint(y, ys)):
            return x === y && xs.count == ys.count && zip(xs, ys).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(x), .duplicateConstraint(y)),
            let (.unknownConstraint(x), .unknownConstraint(y)):
            return x === y
        case let (.duplicateEditVariable(x), .duplicateEditVariable(y)),
            let (.unknownEditVariable(x), .unknownEditVariable(y)),
            let (.requiredEditVariable(x), .requiredEditVariable(y)):
            return x === y
        case let (.invalidStrength(x), .invalidStrength(y)):
            return x == y || (x.priority.isNaN && y.priority.isNaN)
        case let (.nonFiniteValue(x), .nonFiniteValue(y)),
            let (.internalInconsistency(x), .internalInconsistency(y)),
            let (.iterationLimitExceeded(x), .iterationLimitExceeded(y)):
            return x == y
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicting):
            let list = conflicting.map { "\n    \($0)" }.joined()
            return "Unable to satisfy required constraint \(c); it conflicts with:\(list.isEmpty ? " (none found)" : list)"
        case let .duplicateConstraint(c): return "Constraint \(c) has already been added to this solver"
        case let .unknownConstraint(c): return "Constraint \(c) is not in this solver"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable of this solver"
        case let .requiredEditVariable(v): return "Edit variable \(v) cannot be required: use a priority below 1000"
        case let .invalidStrength(s): return "Priority \(s.priority) is not in 0 < priority <= 1000"
        case let .nonFiniteValue(what): return "Non-finite value: \(what)"
        case let .iterationLimitExceeded(op): return "Simplex iteration limit exceeded during \(op)"
        case let .internalInconsistency(what): return "Internal solver inconsistency: \(what)"
        }
    }
}
