@_implementationOnly import CCairo

extension LayerPainter {
    /// A replicator's sublayers, once per instance, instance by instance. An
    /// instance with a colour other than opaque white is painted as a group
    /// whose pixels are multiplied by that colour, as Core Animation tints
    /// replicated instances.
    func paintReplicated(_ layer: CALayer, _ instances: [ReplicationInstance], _ m: CGAffineTransform) {
        let sublayers = layer.sublayersInRenderOrder
        for instance in instances {
            let placed = instance.transform.concatenating(m)
            guard !instance.isUncoloured else {
                for sublayer in sublayers { paint(sublayer, sublayer.transformToParent.concatenating(placed)) }
                continue
            }
            guard instance.color.a > 0 else { continue }
            cairo_save(cr)
            CairoPath.setMatrix(cr, .identity)
            cairo_push_group(cr)
            for sublayer in sublayers { paint(sublayer, sublayer.transformToParent.concatenating(placed)) }
            Self.multiply(cairo_get_group_target(cr)!, by: instance.color)
            CairoPath.setMatrix(cr, .identity)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Multiplies every premultiplied ARGB32 pixel of `surface` by `color`.
    private static func multiply(_ surface: OpaquePointer, by color: (r: Double, g: Double, b: Double, a: Double)) {
        cairo_surface_flush(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let factors = [color.b * color.a, color.g * color.a, color.r * color.a, color.a].map { UInt32(($0 * 256).rounded()) }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let p = row[x]
                var out: UInt32 = 0
                for (i, f) in factors.enumerated() {
                    let shift = UInt32(i * 8)
                    out |= ((((p >> shift) & 0xff) * f + 128) >> 8) << shift
                }
                row[x] = out
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
