@_implementationOnly import CCairo

/// A layer that fills and strokes a path (in layer coordinates), above its
/// contents and below its sublayers. The path is not clipped to the bounds
/// unless `masksToBounds` is set, as on iOS.
open class CAShapeLayer: CALayer {
    open var path: CGPath? { willSet { willSetObservable("path"); invalidateSubtree() } didSet { invalidateSubtree(); didSetObservable("path") } }
    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { willSet { willSetObservable("fillColor") } didSet { invalidateOwnAppearance(); didSetObservable("fillColor") } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { willSet { willSetObservable("fillRule") } didSet { invalidateOwnAppearance(); didSetObservable("fillRule") } }
    /// nil by default: no stroke.
    open var strokeColor: CGColor? { willSet { willSetObservable("strokeColor") } didSet { invalidateOwnAppearance(); didSetObservable("strokeColor") } }
    open var lineWidth: CGFloat = 1 { willSet { willSetObservable("lineWidth"); invalidateOwnAppearance() } didSet { invalidateOwnAppearance(); didSetObservable("lineWidth") } }
    open var lineCap: CAShapeLayerLineCap = .butt { willSet { willSetObservable("lineCap"); invalidateOwnAppearance() } didSet { invalidateOwnAppearance(); didSetObservable("lineCap") } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { willSet { willSetObservable("lineJoin"); invalidateOwnAppearance() } didSet { invalidateOwnAppearance(); didSetObservable("lineJoin") } }
    open var miterLimit: CGFloat = 10 { willSet { willSetObservable("miterLimit"); invalidateOwnAppearance() } didSet { invalidateOwnAppearance(); didSetObservable("miterLimit") } }
    open var lineDashPattern: [NSNumber]? { willSet { willSetObservable("lineDashPattern") } didSet { invalidateOwnAppearance(); didSetObservable("lineDashPattern") } }
    open var lineDashPhase: CGFloat = 0 { willSet { willSetObservable("lineDashPhase") } didSet { invalidateOwnAppearance(); didSetObservable("lineDashPhase") } }
    /// The stroked part of the path, as fractions of its length (0...1).
    open var strokeStart: CGFloat = 0 { willSet { willSetObservable("strokeStart") } didSet { invalidateOwnAppearance(); didSetObservable("strokeStart") } }
    open var strokeEnd: CGFloat = 1 { willSet { willSetObservable("strokeEnd") } didSet { invalidateOwnAppearance(); didSetObservable("strokeEnd") } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
        strokeColor = other.strokeColor; lineWidth = other.lineWidth; lineCap = other.lineCap
        lineJoin = other.lineJoin; miterLimit = other.miterLimit; lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase; strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override var contentExtent: CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var r = path.boundingBox
        if strokeColor != nil {
            // Miter joins can reach miterLimit half-widths out; square caps sqrt(2).
            let reach = max(lineWidth, 0) / 2 * (lineJoin == .miter ? max(miterLimit, 1.5) : 1.5)
            r = r.insetBy(dx: -reach, dy: -reach)
        }
        return bounds.union(r)
    }

    package override var paintsClassContent: Bool { true }

    package override func paintClassContent(_ cr: OpaquePointer) {
        guard let path, !path.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            CairoPath.append(path, to: cr)
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoPath.setSource(cr, fill)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return }
        cairo_save(cr)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, lineCap == .round ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            let dashes = pattern.map { max(0, $0.doubleValue) }
            if dashes.contains(where: { $0 > 0 }) { cairo_set_dash(cr, dashes, Int32(dashes.count), lineDashPhase) }
        }
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
        if start > 0 || end < 1 { trimPath(cr, from: start, to: end) }
        CairoPath.setSource(cr, stroke)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Replaces the current path with the part between the fractions `from`
    /// and `to` of its length, measured on Cairo's flattened path.
    private func trimPath(_ cr: OpaquePointer, from: CGFloat, to: CGFloat) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        var subpaths: [[(Double, Double)]] = []
        var current: [(Double, Double)] = []
        var i = 0
        let data = flat.pointee.data!
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { subpaths.append(current) }
                current = [(data[i + 1].point.x, data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append((data[i + 1].point.x, data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
            default: break
            }
            i += Int(header.length)
        }
        if current.count > 1 { subpaths.append(current) }
        var total = 0.0
        for sp in subpaths { for k in 1..<sp.count { total += hypot(sp[k].0 - sp[k - 1].0, sp[k].1 - sp[k - 1].1) } }
        let a = Double(from) * total, b = Double(to) * total
        cairo_new_path(cr)
        var walked = 0.0
        for sp in subpaths {
            var drawing = false
            for k in 1..<sp.count {
                let (x0, y0) = sp[k - 1], (x1, y1) = sp[k]
                let len = hypot(x1 - x0, y1 - y0)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard s1 > a, s0 < b, len > 0 else { drawing = false; continue }
                let t0 = max(0, (a - s0) / len), t1 = min(1, (b - s0) / len)
                if !drawing || t0 > 0 { cairo_move_to(cr, x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0) }
                cairo_line_to(cr, x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)
                drawing = t1 >= 1
            }
        }
    }
}
