/// A sum of `coefficient * variable` terms plus a constant, such as
/// `2 * width + 8`. Terms are kept in the order they were written (the
/// solver's arithmetic follows that order, which keeps results
/// deterministic); repeated variables are merged when the solver reads it.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public struct Term: Sendable {
        public let variable: Variable
        public let coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// False if any coefficient or the constant is NaN or infinite.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map { term in
            term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient) * \(term.variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
