// UIKit's current-context stack. `draw(_:)`, image renderers and image
// contexts push a context; outside them there is none.

@MainActor private var contextStack: [CGContext] = []
/// Image contexts opened by UIGraphicsBeginImageContextWithOptions, with their scale.
@MainActor private var imageContextStack: [(context: CGContext, scale: CGFloat)] = []

@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

@MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

@MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Opens a transparent bitmap context of `size` points at `scale` (0 means
/// the main screen's) and makes it current. An empty size opens nothing.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let w = Int((size.width * s).rounded(.up)), h = Int((size.height * s).rounded(.up))
    guard let storage = PixelStorage(width: w, height: h) else { return }
    let ctx = CGContext(storage: storage, scale: s, origin: .upperLeft)
    imageContextStack.append((ctx, s))
    UIGraphicsPushContext(ctx)
}

@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context's pixels, or nil when the current context is
/// not one opened by `UIGraphicsBeginImageContextWithOptions`.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageContextStack.last, top.context === contextStack.last,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

@MainActor public func UIGraphicsEndImageContext() {
    guard let top = imageContextStack.last, top.context === contextStack.last else { return }
    imageContextStack.removeLast()
    UIGraphicsPopContext()
}

/// Fills `rect` in the current context with its fill colour.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
