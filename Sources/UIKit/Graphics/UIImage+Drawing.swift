extension UIImage {
    /// Draws the image with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image in `rect` of the current context, upright in UIKit's
    /// flipped space and turned or mirrored as `imageOrientation` says. A
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
        } else if imageOrientation == .up {
            UIImage.drawUpright(cgImage, in: rect, ctx)
        } else {
            paintOriented(cgImage, imageOrientation, in: rect, ctx)
        }
    }

    /// Draws the pixels turned and mirrored as `orientation` says, filling
    /// `rect` (whose size is the image's size in that orientation).
    package func paintOriented(_ image: CGImage, _ orientation: Orientation, in rect: CGRect, _ ctx: CGContext) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let turned = orientation.swapsWidthAndHeight
        let shown = turned ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / shown.width, y: rect.height / shown.height)
        ctx.concatenate(orientation.transform(pixelsWide: w, high: h))
        UIImage.drawUpright(image, in: CGRect(x: 0, y: 0, width: w, height: h), ctx)
        ctx.restoreGState()
    }

    /// The pixels as shown: turned and mirrored as `orientation` says, and
    /// mirrored once more when `mirrored` (an image flipping right to left).
    package static func oriented(_ image: CGImage, _ orientation: Orientation, mirrored: Bool) -> CGImage? {
        let o = mirrored ? orientation.horizontallyFlipped : orientation
        guard o != .up else { return image }
        let turned = o.swapsWidthAndHeight
        let width = turned ? image.height : image.width, height = turned ? image.width : image.height
        guard let storage = PixelStorage(width: width, height: height) else { return nil }
        let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
        ctx.concatenate(o.transform(pixelsWide: CGFloat(image.width), high: CGFloat(image.height)))
        drawUpright(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height), ctx)
        return ctx.makeImage()
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

extension UIImage.Orientation {
    /// The orientation mirrored left to right (`.up` and `.upMirrored`, ...).
    package var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .leftMirrored
        case .leftMirrored: .left
        case .right: .rightMirrored
        case .rightMirrored: .right
        }
    }

    package var isMirrored: Bool {
        switch self {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored: true
        default: false
        }
    }

    var swapsWidthAndHeight: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: true
        default: false
        }
    }

    /// Maps the stored pixels (y down, `w` x `h`) to where they are shown, as
    /// EXIF orientations do: `.right` turns them a quarter clockwise, `.left`
    /// a quarter anticlockwise, `.down` half a turn; the mirrored ones then
    /// mirror the result left to right.
    func transform(pixelsWide w: CGFloat, high h: CGFloat) -> CGAffineTransform {
        let turn: CGAffineTransform
        switch self {
        case .up, .upMirrored: turn = .identity
        case .down, .downMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .right, .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .left, .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        }
        switch self {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored:
            let shownWidth = swapsWidthAndHeight ? h : w
            return CGAffineTransform(a: -turn.a, b: turn.b, c: -turn.c, d: turn.d, tx: shownWidth - turn.tx, ty: turn.ty)
        default:
            return turn
        }
    }
}
