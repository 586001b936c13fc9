@_implementationOnly import CCairo

/// How glyphs are painted (`CGContext.setTextDrawingMode(_:)`), as Core Graphics' modes.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0
    case stroke = 1
    case fillStroke = 2
    case invisible = 3
    case fillClip = 4
    case strokeClip = 5
    case fillStrokeClip = 6
    case clip = 7
}

/// The text state Core Text draws with: the text matrix, whose translation is the
/// text position (as in Core Graphics, where setting one sets the other), and the
/// drawing mode. The text matrix is not part of the graphics state (saving and
/// restoring it leaves it alone); the drawing mode is.
extension CGContext {
    /// Text space to user space. Core Text places a line's origin at the text
    /// matrix's translation and its glyphs in text space, y up.
    public var textMatrix: CGAffineTransform {
        get { currentTextMatrix }
        set { currentTextMatrix = newValue }
    }

    /// The origin of the next text drawn, in user space (the text matrix's translation).
    public var textPosition: CGPoint {
        get { CGPoint(x: currentTextMatrix.tx, y: currentTextMatrix.ty) }
        set {
            currentTextMatrix.tx = newValue.x
            currentTextMatrix.ty = newValue.y
        }
    }

    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
        state.textDrawingMode = mode
    }

    /// Paints text as the drawing mode says, in text space (the user space
    /// transformed by the text matrix, text position included): `fill` shows the
    /// glyphs (their own colours, else `fillColor` as given by the context's fill
    /// colour), `outline` adds their outlines to Cairo's path for the stroking modes,
    /// which stroke with the stroke colour and line properties as `strokePath()`.
    /// The clipping modes paint as their painting part and do not clip. Nothing is
    /// drawn when the CTM or the text matrix cannot be inverted.
    package func showText(fill: (OpaquePointer, (r: Double, g: Double, b: Double, a: Double)) -> Void,
                          outline: (OpaquePointer) -> Void) {
        let t = currentTextMatrix
        let det = t.a * t.d - t.b * t.c
        guard !ctmIsSingular, det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        let mode = state.textDrawingMode
        if mode == .fill || mode == .fillClip {
            cairo_save(cairo)
            cairo_transform(cairo, &m)
            fill(cairo, state.fillColor)
            cairo_restore(cairo)
            didDraw(nil)
            return
        }
        guard mode != .invisible && mode != .clip else { return }
        // The glyph outlines replace the current path for the stroke and are
        // then taken away; the path being built is put back.
        let kept = cairo_copy_path(cairo)
        defer {
            cairo_new_path(cairo)
            if let kept {
                if kept.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, kept) }
                cairo_path_destroy(kept)
            }
        }
        cairo_new_path(cairo)
        cairo_save(cairo)
        cairo_transform(cairo, &m)
        outline(cairo)
        cairo_restore(cairo)
        drawPath(using: mode == .stroke || mode == .strokeClip ? .stroke : .fillStroke)
    }
}
