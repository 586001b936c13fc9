/// Reading values by slot, for a caller that reads the same variables
/// after every solve (UIKit reading each moved view's frame): an array
/// read instead of a hash lookup in a table of every variable, which at
/// 10,000 views is a cache miss per read.
extension Solver {
    /// `value(of:)`, remembering in `slot` where the variable's value is
    /// published (start with -1). The slot is trusted only while this
    /// solver still holds `variable` there: a slot reused for another
    /// variable, or one remembered from another solver, falls back to the
    /// lookup and is replaced.
    package func value(of variable: Variable, slot: inout Int32) -> Double {
        let s = Int(slot)
        if s >= 0, s < variableBySlot.count, variableBySlot[s] === variable {
            let v = published[s]
            return v.isNaN ? 0 : v
        }
        guard let found = slotByVariable[ObjectKey(variable)] else {
            slot = -1
            return 0
        }
        slot = found
        let v = published[Int(found)]
        return v.isNaN ? 0 : v
    }
}

extension Solver {
    /// Four `value(of:slot:)` reads (an item's rectangle) with one access
    /// to each table, not four: on the hot path of a re-layout the
    /// per-access checks cost more than the reads.
    package func values(
        of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable,
        slots: inout (Int32, Int32, Int32, Int32)
    ) -> (Double, Double, Double, Double) {
        let bySlot = variableBySlot
        let values = published
        func read(_ variable: Variable, _ slot: inout Int32) -> Double {
            var s = Int(slot)
            if s < 0 || s >= bySlot.count || bySlot[s] !== variable {
                guard let found = slotByVariable[ObjectKey(variable)] else {
                    slot = -1
                    return 0
                }
                slot = found
                s = Int(found)
            }
            let v = values[s]
            return v.isNaN ? 0 : v
        }
        return (read(a, &slots.0), read(b, &slots.1), read(c, &slots.2), read(d, &slots.3))
    }
}

extension Solver {
    /// The variable a slot holds now (nil: free).
    package func variable(atSlot slot: Int32) -> Variable? {
        let s = Int(slot)
        return s >= 0 && s < variableBySlot.count ? variableBySlot[s] : nil
    }

    /// The symbol id of the variable a slot holds now. Ids are never
    /// reused, so a caller caching something by slot keeps the id with it
    /// and knows the slot still holds the same variable when they match.
    package func symbolID(atSlot slot: Int32) -> Int? {
        let s = Int(slot)
        return s >= 0 && s < variableBySlot.count && variableBySlot[s] != nil ? slotSymbolIDs[s] : nil
    }
}
