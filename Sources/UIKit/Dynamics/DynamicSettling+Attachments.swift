import Foundation

extension DynamicSettling {
    /// Places attached items. An item attached to a point, or to an item
    /// that is held (anchored, snapped, in a field's balance, or itself
    /// placed by an attachment), hangs from it and is then held too, so
    /// chains hang link by link. Items attached to each other with nothing
    /// holding them move as one group, under the mass-weighted mean of their
    /// accelerations. Collisions do not stop an attached item on its way.
    func resolveAttachments(_ attachments: [UIAttachmentBehavior], bodies: [DynamicBody]) {
        func body(_ item: UIDynamicItem) -> DynamicBody? {
            for found in bodies where found.item === item { return found }
            return nil
        }
        var pending = attachments
        var progress = true
        while progress {
            progress = false
            for (index, attachment) in pending.enumerated().reversed() {
                let items = attachment.items
                if attachment.attachedBehaviorType == .anchor {
                    if let b = body(items[0]), !b.isFixed {
                        hang(b, offset: attachment.offsets[0], from: attachment.anchorPoint, holder: nil, attachment)
                    }
                    pending.remove(at: index)
                    progress = true
                    continue
                }
                guard let first = body(items[0]), let second = body(items[1]) else { continue }
                guard first.isFixed || second.isFixed else { continue }
                if !(first.isFixed && second.isFixed) {
                    let (holder, held, holderOffset, heldOffset) = first.isFixed
                        ? (first, second, attachment.offsets[0], attachment.offsets[1])
                        : (second, first, attachment.offsets[1], attachment.offsets[0])
                    hang(held, offset: heldOffset, from: holder.point(at: holderOffset), holder: holder, attachment)
                }
                pending.remove(at: index)
                progress = true
            }
        }
        // What is left ties free items to each other.
        var groups = 0
        for attachment in pending {
            guard let first = body(attachment.items[0]), let second = body(attachment.items[1]) else { continue }
            let q1 = first.point(at: attachment.offsets[0]), q2 = first === second ? q1 : second.point(at: attachment.offsets[1])
            let v = q1.vector(to: q2), distance = v.length
            if attachment.kind == .distance || (attachment.kind == .limit && distance > attachment.length), distance > 0 {
                // To its length, each end moving in inverse proportion to its mass.
                let excess = distance - attachment.length, total = first.mass + second.mass
                first.center = first.center.offsetBy(v.scaled(by: excess / distance * second.mass / total))
                second.center = second.center.offsetBy(v.scaled(by: -excess / distance * first.mass / total))
            }
            if attachment.kind == .limit { continue }   // a slack rope does not tie their motion
            let group: Int
            if let g = first.group ?? second.group {
                group = g
            } else {
                groups += 1
                group = groups
            }
            for old in [first.group, second.group] {
                guard let old, old != group else { continue }
                for b in bodies where b.group == old { b.group = group }
            }
            first.group = group
            second.group = group
        }
        // A group moves under its total force over its total mass.
        for group in 0..<(groups + 1) where group > 0 {
            let members = bodies.filter { $0.group == group }
            var force = CGVector.zero, momentum = CGVector.zero, mass: CGFloat = 0
            for b in members {
                force = force.adding(b.acceleration.scaled(by: b.mass))
                momentum = momentum.adding(b.impulse.scaled(by: b.mass))
                mass += b.mass
            }
            for b in members {
                b.acceleration = force.scaled(by: 1 / mass)
                b.impulse = momentum.scaled(by: 1 / mass)
            }
        }
    }

    /// Hangs `b` (at its point `offset`) from `point`, as `attachment` holds
    /// it; `holder` is the item that holds it (nil: a fixed point). It is
    /// then held there.
    private func hang(_ b: DynamicBody, offset: UIOffset, from point: CGPoint, holder: DynamicBody?,
                      _ attachment: UIAttachmentBehavior) {
        defer { b.isFixed = true }
        let a = b.acceleration
        switch attachment.kind {
        case .fixed:
            // Welded: it keeps its place and angle relative to the holder.
            guard let holder else { return }
            let angle = rotation(of: holder.transform) - rotation(of: holder.startTransform)
            let relative = holder.start.vector(to: b.start)
            let c = cos(angle), s = sin(angle)
            b.center = holder.center.offsetBy(CGVector(dx: c * relative.dx - s * relative.dy, dy: s * relative.dx + c * relative.dy))
            b.turn(by: angle)
        case .sliding(let axis):
            // It moves with the holder, then slides along the axis as far as
            // the force on it takes it within the range.
            if let holder { b.center = b.center.offsetBy(holder.start.vector(to: holder.center)) }
            let size = axis.length
            guard size > 0 else { return }
            let u = axis.scaled(by: 1 / size)
            let along = a.dx * u.dx + a.dy * u.dy
            guard along != 0 else { return }
            let travel = along > 0 ? attachment.attachmentRange.maximum : attachment.attachmentRange.minimum
            if travel.isInfinite {
                placeOutside(b, along: u.scaled(by: along))
            } else {
                b.center = b.center.offsetBy(u.scaled(by: travel))
            }
        case .distance, .limit, .pin:
            let current = point.vector(to: b.point(at: offset)).length
            var distance: CGFloat
            switch attachment.kind {
            case .pin: distance = 0
            case .limit: distance = a == .zero ? min(current, attachment.length) : attachment.length
            default:
                distance = attachment.length
                // A spring stretches until its pull, m(2πf)² per point, carries m·a.
                if attachment.frequency > 0 {
                    distance += a.length / pow(2 * .pi * attachment.frequency, 2)
                }
            }
            guard a != .zero else {
                // No force: it keeps its direction from the point, at the distance.
                let v = point.vector(to: b.point(at: offset))
                guard v.length > 0 else { return }
                b.center = b.center.offsetBy(v.scaled(by: distance / v.length - 1))
                return
            }
            let down = a.scaled(by: 1 / a.length)
            let arm = b.vector(offset)
            if b.allowsRotation, arm.length > epsilon {
                // It turns until its centre hangs straight below the point it is held by.
                var angle = atan2(-down.dy, -down.dx) - atan2(arm.dy, arm.dx)
                while angle > .pi { angle -= 2 * .pi }
                while angle <= -.pi { angle += 2 * .pi }
                if attachment.kind == .pin {
                    let turned = rotation(of: b.transform) - rotation(of: b.startTransform)
                    angle = attachment.attachmentRange.clamp(turned + angle) - turned
                }
                b.turn(by: angle)
            }
            b.center = point.offsetBy(down.scaled(by: distance)).offsetBy(b.vector(offset).scaled(by: -1))
        }
    }

    private func rotation(of t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }
}
