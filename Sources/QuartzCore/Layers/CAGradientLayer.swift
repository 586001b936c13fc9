@_implementationOnly import CCairo

/// A layer that fills its bounds with a gradient over its background.
/// Points are in the unit coordinate space of the bounds.
open class CAGradientLayer: CALayer {
    /// `CGColor`s; other values are skipped.
    open var colors: [Any]? { willSet { willSetObservable("colors") } didSet { invalidateOwnAppearance(); didSetObservable("colors") } }
    /// Stops (0...1) for each colour; nil spaces them evenly.
    open var locations: [NSNumber]? { willSet { willSetObservable("locations") } didSet { invalidateOwnAppearance(); didSetObservable("locations") } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { willSetObservable("startPoint") } didSet { invalidateOwnAppearance(); didSetObservable("startPoint") } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { willSetObservable("endPoint") } didSet { invalidateOwnAppearance(); didSetObservable("endPoint") } }
    open var type: CAGradientLayerType = .axial { willSet { willSetObservable("type") } didSet { invalidateOwnAppearance(); didSetObservable("type") } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations
        startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The ramp Core Animation draws: `CGGradient(colorsSpace: nil, …)`, so
    /// the colours are interpolated in Generic RGB, as iOS renders a gradient
    /// layer (a red → yellow layer starts at (255, 38, 0) and is (255, 147, 0)
    /// half way, where a straight sRGB blend would give (255, 0, 0) and
    /// (255, 128, 0)). `locations` apply only when there is one per colour.
    private var gradient: CGGradient? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        guard let given = locations, given.count == cgColors.count else {
            return CGGradient(colorsSpace: nil, colors: cgColors as CFArray, locations: nil)
        }
        let locs = given.map { CGFloat($0.doubleValue) }
        return CGGradient(colorsSpace: nil, colors: cgColors as CFArray, locations: locs)
    }

    private func point(_ unit: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }

    package override var paintsClassContent: Bool { true }

    package override func paintClassContent(_ cr: OpaquePointer) {
        guard let gradient, bounds.width > 0, bounds.height > 0 else { return }
        if gradient.stops.count == 1 {
            let c = gradient.stops[0]
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_fill(cr)
            return
        }
        if type == .conic {
            paintConic(cr, gradient)
            return
        }
        let s = point(startPoint), e = point(endPoint)
        let pattern: OpaquePointer
        if type == .radial {
            // An ellipse: a unit circle scaled by the x and y distances to endPoint.
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            guard rx > 0 || ry > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, Double(max(rx, 1e-6)), 0, 0, Double(max(ry, 1e-6)), s.x, s.y)
            cairo_matrix_invert(&m)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.sRGBStops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.r, stop.g, stop.b, stop.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
    }

    /// Cairo 1.16 has no conic gradient: a mesh of thin wedges around the
    /// centre, each shading between the colours at its two edges, stands in
    /// for it (256 wedges; edges between wedges are not visible at 3x).
    private func paintConic(_ cr: OpaquePointer, _ gradient: CGGradient) {
        let c = point(startPoint), e = point(endPoint)
        let start = atan2(Double(e.y - c.y), Double(e.x - c.x))
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot(Double($0.x - c.x), Double($0.y - c.y)) }.max()! * 1.5 + 1
        let wedges = 256
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        for k in 0..<wedges {
            let t0 = Double(k) / Double(wedges), t1 = Double(k + 1) / Double(wedges)
            let a0 = start + t0 * 2 * .pi, a1 = start + t1 * 2 * .pi
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a0), c.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a1), c.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            let c0 = gradient.color(at: t0), c1 = gradient.color(at: t1)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.r, c0.g, c0.b, c0.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.r, c0.g, c0.b, c0.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.r, c1.g, c1.b, c1.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.r, c1.g, c1.b, c1.a)
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
    }
}
