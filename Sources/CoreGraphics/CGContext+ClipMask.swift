@_implementationOnly import CCairo

extension CGContext {
    /// Clips to `rect` and, within it, to `mask` drawn there as `draw(_:in:)`
    /// would draw it (upright in y-up user space), as Apple's
    /// `clip(to:mask:)`: where the mask is 1 drawing shows, where it is 0 it
    /// does not, in between it is faded. Apple takes a gray image's samples
    /// as the mask; Offscreen's images are all RGBA, so an opaque image is
    /// taken by its luminance (its gray level) and an image with transparency
    /// by its alpha (what tinting an icon through its shape relies on).
    ///
    /// The mask lasts until the graphics state it was set in is restored.
    /// It applies to what goes through Core Graphics' own painting (paths,
    /// rectangles, images); text drawn by UIKit's text system is not masked.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard !ctmIsSingular, r.isFinite, r.width > 0, r.height > 0, let alpha = MaskSurface(mask) else {
            // Nothing can show through an empty or unusable mask.
            clip(to: CGRect.zero)
            return
        }
        let userToDevice = CGAffineTransform(matrixOf: cairo)
        let pixelToUser = CGAffineTransform(a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height),
                                            tx: r.minX, ty: r.maxY)
        state.clipMasks.append(ClipMask(surface: alpha, deviceToMask: pixelToUser.concatenating(userToDevice).inverted(),
                                        filter: state.interpolationQuality.cairoFilter))
    }

    /// Paints Cairo's current source (a group) through every clip mask, with
    /// the current operator.
    func paintThroughClipMasks(_ group: OpaquePointer) {
        var content = group
        cairo_pattern_reference(content)
        for (index, mask) in state.clipMasks.enumerated() {
            let last = index == state.clipMasks.count - 1
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            if !last {
                cairo_push_group(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            }
            cairo_set_source(cairo, content)
            let pattern = cairo_pattern_create_for_surface(mask.surface.surface)!
            var m = mask.deviceToMask.cairoMatrix
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, mask.filter)
            cairo_mask(cairo, pattern)
            cairo_pattern_destroy(pattern)
            if !last {
                let next = cairo_pop_group(cairo)!
                cairo_pattern_destroy(content)
                content = next
            }
            cairo_restore(cairo)
        }
        cairo_pattern_destroy(content)
    }

    /// A mask set by `clip(to:mask:)`: its coverage and where it lies in device pixels.
    struct ClipMask {
        var surface: MaskSurface
        var deviceToMask: CGAffineTransform
        var filter: cairo_filter_t
    }

    /// An A8 Cairo surface holding a mask image's coverage.
    final class MaskSurface {
        let surface: OpaquePointer

        init?(_ image: CGImage) {
            guard image.width > 0, image.height > 0,
                  let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
            self.surface = surface
            let stride = Int(cairo_image_surface_get_stride(surface))
            let opaque = image.storage.isOpaque
            for y in 0..<image.height {
                let source = (image.storage.bytes + y * image.storage.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let p = source[x]
                    let value: UInt32
                    if opaque {
                        let r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
                        value = (r * 77 + g * 150 + b * 29 + 128) >> 8
                    } else {
                        value = p >> 24
                    }
                    data[y * stride + x] = UInt8(min(value, 255))
                }
            }
            cairo_surface_mark_dirty(surface)
        }

        deinit { cairo_surface_destroy(surface) }
    }
}
