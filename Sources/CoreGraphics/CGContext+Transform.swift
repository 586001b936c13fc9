@_implementationOnly import CCairo

extension CGContext {
    /// The current transformation matrix as Apple reports it: user space to
    /// Apple's device space (y up, pixels). A UIKit top-left context at scale 3
    /// that is H points high reports (3, 0, 0, -3, 0, 3H).
    public var ctm: CGAffineTransform {
        cairoCTM.concatenating(cairoDeviceToAppleDevice)
    }

    /// Same as `ctm`, under the name of Apple's `CGContextGetUserSpaceToDeviceSpaceTransform`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// User space to Cairo's device space (y down).
    var cairoCTM: CGAffineTransform {
        if let singular = state.singularCTM { return singular }
        return CGAffineTransform(matrixOf: cairo)
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        setCairoCTM(transform.concatenating(cairoCTM))
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counter-clockwise with y up).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Cairo refuses singular and non-finite matrices (and would stop drawing
    /// for good); such a CTM is kept aside and drawing is skipped until a
    /// `restoreGState` brings back an invertible one.
    func setCairoCTM(_ t: CGAffineTransform) {
        let det = t.a * t.d - t.b * t.c
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        guard finite, det != 0, det.isFinite else {
            state.singularCTM = t
            return
        }
        state.singularCTM = nil
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cairo, &m)
    }

    /// True when drawing must be skipped because the CTM cannot be inverted.
    var ctmIsSingular: Bool { state.singularCTM != nil }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}

extension CGAffineTransform {
    /// The current transformation matrix of the Cairo context `cr`.
    init(matrixOf cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The same matrix in Cairo's form.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}
