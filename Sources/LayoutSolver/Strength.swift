/// How much a constraint matters: UIKit's layout priority, 1...1000.
///
/// 1000 is required: the solver never breaks it and refuses it if it
/// cannot hold. Below that, every distinct priority value is its own
/// level and strictly dominates every lower one: no number of constraints
/// at 750 can outweigh a single one at 751 (see `Solver` for how). Any
/// finite value in 0 < p < 1000 is accepted, so 999.5 is its own level too.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public let priority: Double

    public init(_ priority: Double) {
        self.priority = priority
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// UILayoutPriority.required.
    public static let required = Strength(1000)
    /// UILayoutPriority.defaultHigh.
    public static let high = Strength(750)
    /// UILayoutPriority.defaultLow.
    public static let low = Strength(250)

    public var isRequired: Bool { priority == 1000 }

    /// What the solver accepts: a finite priority in (0, 1000].
    var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    public var description: String {
        priority == priority.rounded() ? String(Int(priority)) : String(priority)
    }
}
