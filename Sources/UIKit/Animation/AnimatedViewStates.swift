/// What a property animator's blocks changed: the animatable properties
/// (centre, bounds, alpha, transform, background colour) of every view of the
/// application's windows, before and after, so that any fraction between
/// them can be shown.
@MainActor
struct AnimatedViewStates {
    @MainActor struct State {
        var center: CGPoint
        var bounds: CGRect
        var alpha: CGFloat
        var transform: CGAffineTransform
        var backgroundColor: [CGFloat]?
        /// The colour itself, restored exactly at either end.
        var color: UIColor?

        init(_ view: UIView) {
            color = view.backgroundColor
            center = view.center
            bounds = view.bounds
            alpha = view.alpha
            transform = view.transform
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            backgroundColor = view.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a) == true ? [r, g, b, a] : nil
        }

        func sameGeometryAndColour(as other: State) -> Bool {
            center == other.center && bounds == other.bounds && alpha == other.alpha && transform == other.transform
                && color === other.color
        }
    }

    private var changes: [(view: UIView, from: State, to: State)] = []

    /// Runs `blocks` and records what they changed.
    init(running blocks: () -> Void) {
        let views = AnimatedViewStates.allViews()
        let before = views.map(State.init)
        blocks()
        for (view, from) in zip(views, before) {
            let to = State(view)
            if !to.sameGeometryAndColour(as: from) { changes.append((view, from, to)) }
        }
    }

    private static func allViews() -> [UIView] {
        var result: [UIView] = []
        func walk(_ view: UIView) {
            result.append(view)
            for subview in view.subviews { walk(subview) }
        }
        for window in UIApplication.shared.windows { walk(window) }
        return result
    }

    /// Shows the changed views at `fraction` of the way from their start
    /// (0) to their end (1), linearly, as UIKit scrubs (`scrubsLinearly`).
    func apply(fraction: CGFloat) {
        let t = min(max(fraction, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        for (view, from, to) in changes {
            view.transform = CGAffineTransform(a: mix(from.transform.a, to.transform.a), b: mix(from.transform.b, to.transform.b),
                                               c: mix(from.transform.c, to.transform.c), d: mix(from.transform.d, to.transform.d),
                                               tx: mix(from.transform.tx, to.transform.tx), ty: mix(from.transform.ty, to.transform.ty))
            view.bounds = CGRect(x: mix(from.bounds.minX, to.bounds.minX), y: mix(from.bounds.minY, to.bounds.minY),
                                 width: mix(from.bounds.width, to.bounds.width), height: mix(from.bounds.height, to.bounds.height))
            view.center = CGPoint(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
            view.alpha = mix(from.alpha, to.alpha)
            if t <= 0 || t >= 1 {
                view.backgroundColor = t <= 0 ? from.color : to.color
            } else if let a = from.backgroundColor, let b = to.backgroundColor, a != b {
                view.backgroundColor = UIColor(red: mix(a[0], b[0]), green: mix(a[1], b[1]), blue: mix(a[2], b[2]), alpha: mix(a[3], b[3]))
            }
        }
    }
}
