/// A linear relation between expressions, with a strength.
///
/// Stored normalised as `expression RELATION 0` (`lhs - rhs`). A constraint
/// is identified by the object: adding the same object twice is an error,
/// two equal-looking constraints are two constraints. It is immutable; to
/// change a constant or a priority, remove it and add a new one (or use an
/// edit variable for values that change often).
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation, named as NSLayoutConstraint.Relation's cases.
    public enum Relation: Sendable {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual
    }

    /// `lhs - rhs`, compared with zero.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, LinearExpression(), strength: strength)
    }

    public var description: String {
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .equal: op = "=="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(expression) \(op) 0 @\(strength)"
    }
}
