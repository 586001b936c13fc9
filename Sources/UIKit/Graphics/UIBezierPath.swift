/// A path with its drawing attributes, drawn into the current context.
/// Coordinates are UIKit's (y down): `clockwise` arcs turn clockwise on screen.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Rounds the given corners with iOS's continuous corner curve (iOS 7 and
    /// later), of the radii's width. While both sides are longer than about
    /// 3.06 radii the corners are the continuous curve `CALayer` draws with
    /// `cornerCurve = .continuous`; when the radius is larger and every corner
    /// is rounded, UIKit draws a capsule instead, and so do we. (UIKit's
    /// in-between shape, when only one side is that short, is a near-capsule;
    /// we draw the capsule.) With only some corners rounded, the radius is
    /// limited to fit two corners on the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = cornerRadii.width
        let ratio = ContinuousCorners.shapeBreakRatio
        let elements: [PathElement]
        if corners.contains(.allCorners), radius > 0, !(r.width > ratio * radius && r.height > ratio * radius) {
            elements = ContinuousCorners.capsule(r)
        } else {
            elements = ContinuousCorners.path(r, radius: radius, corners: .init(
                topLeft: corners.contains(.topLeft), topRight: corners.contains(.topRight),
                bottomRight: corners.contains(.bottomRight), bottomLeft: corners.contains(.bottomLeft)))
        }
        path = CGMutablePath(elements: elements)
    }

    /// An arc; `clockwise` is as seen on screen (UIKit's flipped space).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path (a copy: later changes to this object do not affect it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// `clockwise` is on screen (increasing angles in y-down space); CGPath's
    /// flag is meant in y-up space, hence the inversion.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        let t = CGMutablePath()
        t.addPath(path, transform: transform)
        path = t
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box of the points, control points included (as UIKit).
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills with the current context's fill colour.
    open func fill() { fill(with: .normal, alpha: 1) }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes with the current context's stroke colour and this path's line attributes.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { ctx.setLineDash(phase: dashPhase, lengths: dashPattern) }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
