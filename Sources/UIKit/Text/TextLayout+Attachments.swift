@_implementationOnly import CCairo
import Foundation

/// Text attachments (`NSTextAttachment` under `.attachment`): Pango reserves
/// each attachment character's box with a shape attribute, whose data is an
/// `InlineAttachment`; after the text is drawn, the images are painted in the
/// boxes, found by walking the drawn lines' runs.
final class InlineAttachment {
    let image: UIImage?
    /// From the baseline, y up (`NSTextAttachment.bounds`, or the image's size).
    let box: CGRect
    /// The character's own foreground colour; nil: the layout's default colour.
    let color: TextColor.RGBA?

    init(image: UIImage?, box: CGRect, color: TextColor.RGBA?) {
        self.image = image
        self.box = box
        self.color = color
    }

    /// A Pango shape attribute reserving the box, holding a reference to `self`.
    func shapeAttribute() -> UnsafeMutablePointer<PangoAttribute>? {
        var logical = PangoRectangle(x: 0, y: pangoUnits(-box.maxY),
                                     width: pangoUnits(max(box.width, 0)), height: pangoUnits(max(box.height, 0)))
        var ink = logical
        ink.x = pangoUnits(box.minX)
        let data = Unmanaged.passRetained(self).toOpaque()
        return pango_attr_shape_new_with_data(&ink, &logical, data, { data in
            guard let data else { return nil }
            _ = Unmanaged<InlineAttachment>.fromOpaque(data).retain()
            return UnsafeMutableRawPointer(mutating: data)
        }, { data in
            guard let data else { return }
            Unmanaged<InlineAttachment>.fromOpaque(data).release()
        })
    }
}

extension TextLayout {
    /// The attachments in the laid-out lines and their image rectangles, in
    /// the layout's space (top-left origin, y down).
    func attachmentPlacements() -> [(attachment: InlineAttachment, rect: CGRect)] {
        var result: [(attachment: InlineAttachment, rect: CGRect)] = []
        system.withLock {
            for line in lines {
                guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else { continue }
                // Runs are in visual order from the line's origin, as Pango draws them.
                var x = line.x - line.logicalX
                var node = pangoLine.pointee.runs
                while let run = node?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                    node = node?.pointee.next
                    let glyphs = run.pointee.glyphs!
                    let attachment = Self.attachment(of: run.pointee.item)
                    for i in 0..<Int(glyphs.pointee.num_glyphs) {
                        let geometry = glyphs.pointee.glyphs[i].geometry
                        if let attachment {
                            let box = attachment.box
                            let left = x + CGFloat(geometry.x_offset) / CGFloat(PANGO_SCALE) + box.minX
                            let top = line.baseline - box.maxY + CGFloat(geometry.y_offset) / CGFloat(PANGO_SCALE)
                            result.append((attachment, CGRect(x: left, y: top, width: box.width, height: box.height)))
                        }
                        x += CGFloat(geometry.width) / CGFloat(PANGO_SCALE)
                    }
                }
            }
        }
        return result
    }

    /// The attachment a run shows (its shape attribute's data), if any.
    private static func attachment(of item: UnsafeMutablePointer<PangoItem>?) -> InlineAttachment? {
        var extra = item?.pointee.analysis.extra_attrs
        while let attribute = extra?.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
            extra = extra?.pointee.next
            guard attribute.pointee.klass.pointee.type == PANGO_ATTR_SHAPE else { continue }
            let shape = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrShape.self)
            guard let data = shape.pointee.data else { continue }
            return Unmanaged<InlineAttachment>.fromOpaque(data).takeUnretainedValue()
        }
        return nil
    }

    /// Draws the text, then its attachments' images, with the layout's
    /// top-left at `origin` in `context` (UIKit's drawing: labels, text views,
    /// `NSAttributedString.draw`). Template images (SF Symbols) are drawn in
    /// their character's colour, or `color` (as `draw(in:at:color:)`).
    /// `silhouettes` draws every image as its shape in its colour (a label's
    /// shadow, which is the shape of what it shadows).
    package func draw(in context: CGContext, at origin: CGPoint, color: TextColor.RGBA? = nil, silhouettes: Bool = false) {
        draw(in: context.cairo, at: origin, color: color)
        guard hasAttachments else { return }
        for (attachment, rect) in attachmentPlacements() {
            guard let image = attachment.image else { continue }
            let target = rect.offsetBy(dx: origin.x, dy: origin.y)
            guard silhouettes || image.renderingMode == .alwaysTemplate else {
                image.paint(in: target, context)
                continue
            }
            let rgba = attachment.color ?? color ?? defaultColor
            let tint = CGColor(red: rgba.r, green: rgba.g, blue: rgba.b, alpha: rgba.a)
            if let vector = image.vector {
                vector.paint(in: target, context, color: tint)
            } else if let cgImage = image.cgImage, let tinted = UIImage.tinted(cgImage, tint) {
                UIImage.drawUpright(tinted, in: target, context)
            }
        }
    }
}
