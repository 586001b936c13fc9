/// An unknown of the layout, such as one view's leading edge.
///
/// A variable is identified by the object, not by its name: two variables
/// with the same name are two unknowns. It holds no value itself; ask the
/// solver (`Solver.value(of:)`), so one variable may take part in several
/// solvers and the type stays immutable and `Sendable`.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for diagnostics only (error messages, `description`).
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String {
        name.isEmpty ? "<unnamed variable>" : name
    }
}
