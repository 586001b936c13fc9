extension UIImage {
    /// Draws the image with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image in `rect` of the current context, upright in UIKit's
    /// flipped space (orientations other than `.up` are drawn as `.up`). A
    /// resizable image keeps its caps and stretches or tiles the rest.
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        paint(in: rect, ctx)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        paint(in: rect, ctx)
        ctx.restoreGState()
    }

    /// Paints into `ctx` (y down, points) — the work behind every `draw`.
    package func paint(in rect: CGRect, _ ctx: CGContext) {
        guard let cgImage, rect.width > 0, rect.height > 0 else { return }
        if let vector, !isResizable {
            vector.paint(in: rect, ctx, color: nil)
        } else if isResizable {
            paintNineSlice(cgImage, in: rect, ctx)
        } else {
            UIImage.drawUpright(cgImage, in: rect, ctx)
        }
    }

    /// Nine-slice: corners at their size, edges stretched or tiled along
    /// their length, the middle stretched or tiled both ways. Caps larger
    /// than the target are scaled down to fit, as UIKit does.
    private func paintNineSlice(_ image: CGImage, in rect: CGRect, _ ctx: CGContext) {
        let s = size
        let insets = capInsets
        // Columns and rows in points, in the image and in the target.
        var left = max(0, insets.left), right = max(0, insets.right)
        var top = max(0, insets.top), bottom = max(0, insets.bottom)
        left = min(left, s.width); right = min(right, s.width - left)
        top = min(top, s.height); bottom = min(bottom, s.height - top)
        let fitX = left + right > rect.width ? rect.width / (left + right) : 1
        let fitY = top + bottom > rect.height ? rect.height / (top + bottom) : 1
        let srcX = [0, left, s.width - right, s.width]
        let srcY = [0, top, s.height - bottom, s.height]
        let dstX = [rect.minX, rect.minX + left * fitX, rect.maxX - right * fitX, rect.maxX]
        let dstY = [rect.minY, rect.minY + top * fitY, rect.maxY - bottom * fitY, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column],
                                    height: srcY[row + 1] - srcY[row])
                let target = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column],
                                    height: dstY[row + 1] - dstY[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let pixels = CGRect(x: source.minX * scale, y: source.minY * scale,
                                    width: source.width * scale, height: source.height * scale).integral
                guard let piece = image.cropping(to: pixels) else { continue }
                let tilesX = resizingMode == .tile && column == 1
                let tilesY = resizingMode == .tile && row == 1
                if !tilesX && !tilesY {
                    UIImage.drawUpright(piece, in: target, ctx)
                    continue
                }
                // Tiles keep the piece's size along the tiled axes, starting at the target's corner.
                let tileW = tilesX ? source.width : target.width
                let tileH = tilesY ? source.height : target.height
                ctx.saveGState()
                ctx.clip(to: target)
                var y = target.minY
                while y < target.maxY {
                    var x = target.minX
                    while x < target.maxX {
                        UIImage.drawUpright(piece, in: CGRect(x: x, y: y, width: tileW, height: tileH), ctx)
                        x += tileW
                    }
                    y += tileH
                }
                ctx.restoreGState()
            }
        }
    }
}
