import Foundation

// UIKit's current-context stack. `draw(_:)`, image renderers and image
// contexts push a context; outside them there is none. As on iOS (since 4.0)
// these functions may be called on any thread: each thread has its own stack.

/// One thread's current contexts, and the image contexts opened by
/// UIGraphicsBeginImageContextWithOptions with their scale.
private final class GraphicsContextStacks {
    var contexts: [CGContext] = []
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let key = "OffscreenUIGraphicsContextStacks"

    static var current: GraphicsContextStacks {
        let dictionary = Thread.current.threadDictionary
        if let stacks = dictionary[key] as? GraphicsContextStacks { return stacks }
        let stacks = GraphicsContextStacks()
        dictionary[key] = stacks
        return stacks
    }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStacks.current.contexts.last }

public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStacks.current.contexts.append(context) }

public func UIGraphicsPopContext() { _ = GraphicsContextStacks.current.contexts.popLast() }

/// Opens a transparent bitmap context of `size` points at `scale` (0 means
/// the main screen's) and makes it current. An empty size opens nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.mainScreenScale
    let w = Int((size.width * s).rounded(.up)), h = Int((size.height * s).rounded(.up))
    guard let storage = PixelStorage(width: w, height: h) else { return }
    let ctx = CGContext(storage: storage, scale: s, origin: .upperLeft)
    GraphicsContextStacks.current.imageContexts.append((ctx, s))
    UIGraphicsPushContext(ctx)
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context's pixels, or nil when the current context is
/// not one opened by `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stacks = GraphicsContextStacks.current
    guard let top = stacks.imageContexts.last, top.context === stacks.contexts.last,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

public func UIGraphicsEndImageContext() {
    let stacks = GraphicsContextStacks.current
    guard let top = stacks.imageContexts.last, top.context === stacks.contexts.last else { return }
    stacks.imageContexts.removeLast()
    UIGraphicsPopContext()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
