// Edit variables: values that change often (a superview's size, a dragged
// position). Each is a non-required `variable == value` constraint whose
// value `suggestValue` changes in place, re-solved by the dual simplex
// without rebuilding anything.

extension Solver {
    /// Makes `variable` editable at `strength` (below required). Until a
    /// value is suggested, it is pulled towards 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectKey(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(), strength: strength)
        try add(constraint)
        edits[key] = EditRecord(constraint: constraint, value: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectKey(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        try remove(record.constraint)
        edits[key] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectKey(variable)] != nil
    }

    /// Asks for `variable == value` at its edit strength and re-solves.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectKey(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        let delta = value - record.value
        edits[key]!.value = value
        let tag = constraints[ObjectKey(record.constraint)]!
        // The equation is `v - value - e⁺ + e⁻ = 0`: moving the value by
        // delta is moving e⁺ by -delta. kiwi's three cases:
        if tableau.rows[tag.marker] != nil {
            tableau.rows[tag.marker]!.constant -= delta
            if tableau.rows[tag.marker]!.constant < 0 { tableau.infeasible.insert(tag.marker) }
        } else if let minus = tag.other, tableau.rows[minus] != nil {
            tableau.rows[minus]!.constant += delta
            if tableau.rows[minus]!.constant < 0 { tableau.infeasible.insert(minus) }
        } else {
            for b in tableau.columns[tag.marker] ?? [] {
                let c = tableau.rows[b]!.coefficient(for: tag.marker)
                tableau.rows[b]!.constant += delta * c
                if b.isPivotable && tableau.rows[b]!.constant < 0 { tableau.infeasible.insert(b) }
            }
        }
        try settle(operation: "suggesting \(value) for \(variable)")
    }
}
