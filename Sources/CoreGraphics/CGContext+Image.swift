@_implementationOnly import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`. As on Apple platforms the image is
    /// upright in y-up user space: its top row lands at `rect.maxY`. In a UIKit
    /// top-left context (whose CTM flips y) it therefore appears upside down,
    /// exactly as on iOS; `UIImage.draw` compensates for that.
    ///
    /// With `byTiling`, copies of the image, each `rect.size`, tile the whole
    /// clip area starting at `rect.origin`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard !ctmIsSingular, r.isFinite, r.width > 0, r.height > 0 else { return }
        let source = image.storage.makeSurface()
        defer { cairo_surface_destroy(source) }
        let alpha = state.alpha
        let filter = state.interpolationQuality.cairoFilter
        let ink = byTiling ? nil : deviceBounds(ofUser: r).insetBy(dx: -1, dy: -1)
        let changed = composite(ink: ink) {
            cairo_save(cairo)
            cairo_translate(cairo, r.minX, r.maxY)
            cairo_scale(cairo, r.width / CGFloat(image.width), -r.height / CGFloat(image.height))
            cairo_set_source_surface(cairo, source, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_filter(pattern, filter)
            if byTiling {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            } else {
                // Pad, then clip to the image's rectangle: edges stay sharp
                // instead of fading into transparency when the image is scaled.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                // The current path must survive, so the rectangle is clipped via
                // a path saved and restored around it.
                let saved = currentPathElements
                cairo_new_path(cairo)
                cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(cairo)
                appendToPath(saved)
            }
            cairo_paint_with_alpha(cairo, alpha)
            cairo_restore(cairo)
        }
        didDraw(changed)
    }

    /// A copy of the context's pixels as an image. Inside a transparency layer
    /// the layer's drawing is not in it yet (it is composited at the end).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let copy = PixelStorage(width: width, height: height),
              let src = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        for y in 0..<height {
            let from = UnsafeRawPointer(src + y * stride)
            let to = copy.bytes + y * copy.bytesPerRow
            to.copyMemory(from: from, byteCount: width * 4)
            if opaque {
                // RGB24 leaves the top byte undefined; an image needs it opaque.
                let words = to.assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { words[x] |= 0xff00_0000 }
            }
        }
        return CGImage(storage: copy)
    }

    /// The caller's pixels are already up to date after every drawing call
    /// (see `BitmapBacking`); this only makes sure Cairo has finished writing.
    public func flush() {
        cairo_surface_flush(surface)
    }

    public func synchronize() {
        flush()
    }
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
