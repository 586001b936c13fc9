@_implementationOnly import CCairo
import Foundation

/// A layer that draws a string (plain or attributed) from the top-left of its
/// bounds, above its contents and below its sublayers, as Core Animation does:
/// in `font` at `fontSize` (36 by default), in `foregroundColor` (opaque white
/// by default), on one line per paragraph unless `isWrapped`, cut with an
/// ellipsis where `truncationMode` says, aligned by `alignmentMode`.
///
/// The text is drawn by UIKit's text system (the pinned fonts, through
/// Pango), which QuartzCore finds at run time: a program that links
/// QuartzCore without UIKit draws no text. `font` takes what iOS code puts
/// there (a `UIFont`, or a font name as a string); it is `Any?` rather than
/// `CFTypeRef?` because a Swift string is not an object on Linux.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`; its attributes win over the layer's font and colour.
    open var string: Any? { willSet { willSetObservable("string") } didSet { invalidateOwnAppearance(); didSetObservable("string") } }
    /// A `UIFont` (its face is used at `fontSize`) or a font name; nil is Helvetica.
    open var font: Any? { willSet { willSetObservable("font") } didSet { invalidateOwnAppearance(); didSetObservable("font") } }
    open var fontSize: CGFloat = 36 { willSet { willSetObservable("fontSize") } didSet { invalidateOwnAppearance(); didSetObservable("fontSize") } }
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { willSet { willSetObservable("foregroundColor") } didSet { invalidateOwnAppearance(); didSetObservable("foregroundColor") } }
    open var isWrapped = false { willSet { willSetObservable("wrapped") } didSet { invalidateOwnAppearance(); didSetObservable("wrapped") } }
    open var truncationMode: CATextLayerTruncationMode = .none { willSet { willSetObservable("truncationMode") } didSet { invalidateOwnAppearance(); didSetObservable("truncationMode") } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { willSet { willSetObservable("alignmentMode") } didSet { invalidateOwnAppearance(); didSetObservable("alignmentMode") } }
    /// Kept and read back; glyph positions are fixed by the pinned font options.
    open var allowsFontSubpixelQuantization = false { willSet { willSetObservable("allowsFontSubpixelQuantization") } didSet { didSetObservable("allowsFontSubpixelQuantization") } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize
        foregroundColor = other.foregroundColor; isWrapped = other.isWrapped
        truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override var paintsClassContent: Bool { true }

    /// Core Animation renders the text into the layer's own backing, so what
    /// falls outside the bounds is cut off.
    package override func paintClassContent(_ cr: OpaquePointer) {
        guard string != nil, let drawer = CATextLayer.textDrawer else { return }
        cairo_save(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        drawer.draw(self, in: cr)
        cairo_restore(cr)
    }

    /// UIKit's text drawing, looked up once by name.
    nonisolated(unsafe) private static let textDrawer: TextLayerDrawing.Type? =
        NSClassFromString("UIKit.TextLayerDrawer") as? TextLayerDrawing.Type
}

/// Implemented by UIKit: draws a text layer's string in layer coordinates.
package protocol TextLayerDrawing: AnyObject {
    static func draw(_ layer: CATextLayer, in cr: OpaquePointer)
}
