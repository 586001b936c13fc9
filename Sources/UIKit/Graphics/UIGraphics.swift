import Foundation

// UIKit's current-context stack. `draw(_:)`, image renderers and image
// contexts push a context; outside them there is none. As on iOS (since 4.0)
// these functions may be called on any thread: each thread has its own stack.

/// One thread's current contexts, and the image contexts opened by
/// UIGraphicsBeginImageContextWithOptions with their scale.
private final class GraphicsContextStacks {
    var contexts: [CGContext] = []
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []
    var pdfContexts: [(context: CGContext, bounds: CGRect)] = []

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

// MARK: PDF contexts

/// Opens a PDF context writing into `data` and makes it current: UIKit's
/// coordinates (top-left origin, points), pages of `bounds` (US Letter,
/// 612 x 792, when empty). Drawing goes into the page begun by
/// `UIGraphicsBeginPDFPage()`; the document is complete after
/// `UIGraphicsEndPDFContext()`. `documentInfo` is ignored (Cairo writes no
/// title or author; the creation date is fixed so equal drawing gives equal
/// bytes).
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    guard let consumer = CGDataConsumer(data: data) else { return }
    beginPDFContext(consumer, bounds)
}

/// As `UIGraphicsBeginPDFContextToData`, writing a file at `path`; false
/// (and no context) when the file cannot be created.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path) as NSURL) else { return false }
    return beginPDFContext(consumer, bounds)
}

@discardableResult
private func beginPDFContext(_ consumer: CGDataConsumer, _ bounds: CGRect) -> Bool {
    let finite = [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
    let box = finite && bounds.width > 0 && bounds.height > 0 ? bounds.standardized : CGRect(x: 0, y: 0, width: 612, height: 792)
    guard let context = CGContext(pdfConsumer: consumer, mediaBox: box, origin: .upperLeft) else { return false }
    GraphicsContextStacks.current.pdfContexts.append((context, box))
    UIGraphicsPushContext(context)
    return true
}

/// Ends the open page, if any, and starts one of the context's bounds.
public func UIGraphicsBeginPDFPage() {
    guard let pdf = GraphicsContextStacks.current.pdfContexts.last else { return }
    var box = pdf.bounds
    pdf.context.beginPage(mediaBox: &box)
}

/// Ends the open page, if any, and starts one of `bounds` (`pageInfo` is ignored).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let pdf = GraphicsContextStacks.current.pdfContexts.last else { return }
    var box = bounds
    pdf.context.beginPage(mediaBox: &box)
}

/// The bounds the current PDF context was opened with; `.zero` without one.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    GraphicsContextStacks.current.pdfContexts.last?.bounds ?? .zero
}

/// Finishes the document (its last page included) and removes the context.
public func UIGraphicsEndPDFContext() {
    let stacks = GraphicsContextStacks.current
    guard let pdf = stacks.pdfContexts.popLast() else { return }
    pdf.context.closePDF()
    if let i = stacks.contexts.lastIndex(where: { $0 === pdf.context }) { stacks.contexts.remove(at: i) }
}
