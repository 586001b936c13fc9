import Foundation

/// A spring field of strength 1 pulls with 100 points per second squared
/// for each point from its position (Offscreen's unit; UIKit gives none).
let springFieldUnit: CGFloat = 100

extension DynamicSettling {
    /// Adds the fields that push an item the same way wherever it is
    /// (linear gravity, velocity) to its constant acceleration, when they act
    /// where it starts.
    func addConstantFields(to b: DynamicBody) {
        for field in b.fields where field.acts(at: b.center) {
            switch field.kind {
            case .linearGravity, .velocity:
                b.acceleration = b.acceleration.adding(field.direction.scaled(by: field.strength * gravityUnit))
            default:
                break
            }
        }
    }

    /// Moves an item in fields that depend on where it is (spring, radial
    /// gravity, electric, custom) to where their pull balances the constant
    /// forces on it: the state an overdamped motion ends in, followed in
    /// steps that halve where the force turns back, within its collision
    /// boundary (the reference bounds, inset). A vortex or noise field
    /// never lets it rest. The item is then held there.
    func settleInFields(_ b: DynamicBody, segments: [Segment]) {
        var positional = false
        for field in b.fields where field.acts(at: b.center) {
            switch field.kind {
            case .vortex, .noise:
                b.restless = true
                b.isFixed = true
                return
            case .spring, .radialGravity, .custom:
                positional = true
            case .electric:
                if b.charge != 0 { positional = true }
            default:
                break
            }
        }
        guard positional else { return }
        let box = boundaryBox(of: b)
        var x = b.center
        var a = fieldAcceleration(of: b, at: x)
        var step: CGFloat = 1
        for _ in 0..<20_000 {
            let size = a.length
            guard size > 1e-9 else { break }
            var next = x.offsetBy(a.scaled(by: step / size))
            if let box {
                next.x = min(max(next.x, box.minX + b.half.width), box.maxX - b.half.width)
                next.y = min(max(next.y, box.minY + b.half.height), box.maxY - b.half.height)
            }
            let nextA = fieldAcceleration(of: b, at: next)
            if next == x || nextA.dx * a.dx + nextA.dy * a.dy < 0 {
                // Past the point of balance (or against the boundary): shorter steps.
                step /= 2
                if step < 1e-7 { break }
                continue
            }
            x = next
            a = nextA
            step = min(step * 2, 64)
            if let reference = space.referenceView?.bounds,
               !reference.insetBy(dx: -4 * reference.width - 100, dy: -4 * reference.height - 100).contains(x) {
                // Pushed away for good: it leaves the reference view.
                placeOutside(b, along: b.center.vector(to: x))
                b.isFixed = true
                return
            }
        }
        // Exact where the balance is on a 1/256-point grid (the field's own position).
        b.center = CGPoint(x: (x.x * 256).rounded() / 256, y: (x.y * 256).rounded() / 256)
        b.isFixed = true
    }

    /// The acceleration on an item at `x`: its constant one plus each field
    /// acting there (a custom field asked with the item at rest).
    func fieldAcceleration(of b: DynamicBody, at x: CGPoint) -> CGVector {
        var a = b.acceleration
        for field in b.fields where field.acts(at: x) {
            let d = field.position.vector(to: x)
            let r = d.length
            let away = r > 0 ? d.scaled(by: 1 / r) : .zero
            let weakening = field.falloff == 0 ? 1 : pow(max(r, field.minimumRadius), field.falloff)
            switch field.kind {
            case .spring:
                a = a.adding(d.scaled(by: -springFieldUnit * field.strength))
            case .radialGravity:
                a = a.adding(away.scaled(by: -gravityUnit * field.strength / weakening))
            case .electric:
                // Like charges repel: a positive field pushes positive charges out.
                a = a.adding(away.scaled(by: gravityUnit * field.strength * b.charge / weakening / b.mass))
            case .custom(let block):
                let force = block(field, x, .zero, b.mass, b.charge, 1.0 / 60)
                a = a.adding(force.scaled(by: pushUnit / b.mass))
            default:
                break
            }
        }
        return a
    }

    /// The box an item's collision boundaries keep it in: the reference
    /// bounds (inset) of its collision behaviors; nil when none.
    private func boundaryBox(of b: DynamicBody) -> CGRect? {
        guard let bounds = space.referenceView?.bounds else { return nil }
        var box: CGRect?
        for collision in b.boundaryCollisions {
            guard let insets = collision.referenceBoundsInsets else { continue }
            let r = bounds.inset(by: insets)
            box = box.map { $0.intersection(r) } ?? r
        }
        return box
    }
}
