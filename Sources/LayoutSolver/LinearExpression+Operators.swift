// Arithmetic and relations so constraints read as they are written:
// `view2.leading == view1.trailing + 8`, `2 * w <= 100`.
//
// Overloads are concrete (Variable, LinearExpression, Double) rather than
// generic over a protocol: generic operators slow Swift's type checker in
// every file that imports the module. `Variable` is deliberately not
// Equatable, so `x == y` can only mean a constraint.

extension LinearExpression {
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    public static prefix func - (a: LinearExpression) -> LinearExpression {
        a * -1
    }

    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + -b
    }

    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(
            a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }

    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + k)
    }

    public static func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
    public static func - (k: Double, a: LinearExpression) -> LinearExpression { -a + k }

    public static func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }
    public static func + (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) + a }
    public static func - (a: LinearExpression, v: Variable) -> LinearExpression { a - LinearExpression(v) }
    public static func - (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) - a }
}

extension Variable {
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    public static func + (k: Double, a: Variable) -> LinearExpression { LinearExpression(a) + k }
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    public static func - (k: Double, a: Variable) -> LinearExpression { k - LinearExpression(a) }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression([.init(a, k)]) }
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression([.init(a, k)]) }
    public static func / (a: Variable, k: Double) -> LinearExpression { LinearExpression([.init(a, 1 / k)]) }
    public static prefix func - (a: Variable) -> LinearExpression { LinearExpression([.init(a, -1)]) }
}

// MARK: - Relations (all required; use `withStrength` for another priority)

public func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .equal, b) }
public func == (a: LinearExpression, b: Variable) -> Constraint { Constraint(a, .equal, LinearExpression(b)) }
public func == (a: Variable, b: LinearExpression) -> Constraint { Constraint(LinearExpression(a), .equal, b) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(LinearExpression(a), .equal, LinearExpression(b)) }
public func == (a: LinearExpression, k: Double) -> Constraint { Constraint(a, .equal, LinearExpression(constant: k)) }
public func == (a: Variable, k: Double) -> Constraint { Constraint(LinearExpression(a), .equal, LinearExpression(constant: k)) }

public func <= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .lessThanOrEqual, b) }
public func <= (a: LinearExpression, b: Variable) -> Constraint { Constraint(a, .lessThanOrEqual, LinearExpression(b)) }
public func <= (a: Variable, b: LinearExpression) -> Constraint { Constraint(LinearExpression(a), .lessThanOrEqual, b) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(b)) }
public func <= (a: LinearExpression, k: Double) -> Constraint { Constraint(a, .lessThanOrEqual, LinearExpression(constant: k)) }
public func <= (a: Variable, k: Double) -> Constraint { Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(constant: k)) }

public func >= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a, .greaterThanOrEqual, b) }
public func >= (a: LinearExpression, b: Variable) -> Constraint { Constraint(a, .greaterThanOrEqual, LinearExpression(b)) }
public func >= (a: Variable, b: LinearExpression) -> Constraint { Constraint(LinearExpression(a), .greaterThanOrEqual, b) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(LinearExpression(a), .greaterThanOrEqual, LinearExpression(b)) }
public func >= (a: LinearExpression, k: Double) -> Constraint { Constraint(a, .greaterThanOrEqual, LinearExpression(constant: k)) }
public func >= (a: Variable, k: Double) -> Constraint { Constraint(LinearExpression(a), .greaterThanOrEqual, LinearExpression(constant: k)) }
