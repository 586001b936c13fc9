/// A cost with one component per priority level, compared lexicographically
/// from the highest priority down.
///
/// This is what makes each priority strictly dominate all lower ones: the
/// objective's coefficient of a symbol is a vector, not a number, so no
/// quantity of 750-level cost can ever add up to one unit at 751. (Weights
/// such as 1000^k would overflow a Double long before 999 levels.)
/// Sparse: `entries` holds only non-zero components, highest level first;
/// typical layouts use a handful of levels, so these arrays are tiny.
struct StrengthVector: Sendable, CustomStringConvertible {
    struct Entry: Sendable {
        var level: Double
        var value: Double
    }

    private(set) var entries: [Entry] = []

    static let zero = StrengthVector()

    init() {}

    init(level: Double, value: Double) {
        if abs(value) >= Row.epsilon { entries = [Entry(level: level, value: value)] }
    }

    var isZero: Bool { entries.isEmpty }

    /// The sign of the leading (highest-priority) component.
    var sign: Int {
        guard let first = entries.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// self += k * other; components that cancel are dropped.
    mutating func add(_ other: StrengthVector, times k: Double) {
        if other.entries.isEmpty || k == 0 { return }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0
        var j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].level > other.entries[j].level) {
                merged.append(entries[i])
                i += 1
            } else if i == entries.count || other.entries[j].level > entries[i].level {
                let v = other.entries[j].value * k
                if abs(v) >= Row.epsilon { merged.append(Entry(level: other.entries[j].level, value: v)) }
                j += 1
            } else {
                let v = entries[i].value + other.entries[j].value * k
                if abs(v) >= Row.epsilon { merged.append(Entry(level: entries[i].level, value: v)) }
                i += 1
                j += 1
            }
        }
        entries = merged
    }

    /// Lexicographic comparison of `a * ka` with `b * kb` (the dual simplex
    /// ratio test compares cost/coefficient ratios this way).
    static func compare(_ a: StrengthVector, times ka: Double, _ b: StrengthVector, times kb: Double) -> Int {
        var diff = a
        diff.entries = diff.entries.map { Entry(level: $0.level, value: $0.value * ka) }
        diff.add(b, times: -kb)
        return diff.sign
    }

    var description: String {
        entries.isEmpty ? "0" : entries.map { "\($0.value)@\($0.level)" }.joined(separator: " + ")
    }
}
