import CoreGraphics
import QuartzCore
import UIKit

/// Renders views and layers straight into a `PixelStorage` that the comparison
/// reads in place: no intermediate CGImage copy and no PNG unless one is written.
@MainActor
package enum SnapshotRenderer {
    package enum Failure: Error, CustomStringConvertible, Equatable {
        case emptySize(CGSize)
        case tooLarge(CGSize, CGFloat)
        /// A view controller's view could not be loaded (a bad layout file).
        case loading(String)

        package var description: String {
            switch self {
            case .emptySize(let size):
                "The snapshot's size is \(size.width)x\(size.height) points; give the view a frame, "
                    + "or pass size: (or device:) to .image(...)"
            case .tooLarge(let size, let scale):
                "A \(size.width)x\(size.height)-point snapshot at scale \(scale) is over the pixel limit"
            case .loading(let message):
                "The view controller's view could not be loaded: \(message)"
            }
        }
    }

    /// The view's hierarchy as `drawHierarchy(in:afterScreenUpdates:)` draws it,
    /// after the pending update (constraints, layout, display) has run.
    /// `traits` apply for the rendering, under the view's own overrides (as
    /// a host controller's traits would), and are taken off afterwards.
    package static func render(_ view: UIView, scale: CGFloat, traits: UITraitCollection = UITraitCollection()) throws(Failure) -> PixelStorage {
        let own = view.traitOverrides
        if traits.values != TraitValues() {
            view.traitOverrides.traitValues = traits.values.merging(own.traitValues)
        }
        defer { view.traitOverrides = own }
        setContentsScale(view.layer, scale)
        let (storage, ctx) = try canvas(size: view.bounds.size, scale: scale)
        UIGraphicsPushContext(ctx)
        view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: true)
        UIGraphicsPopContext()
        ctx.flush()
        return storage
    }

    /// The controller shown full screen as a window's root view controller
    /// (appearance callbacks and layout run), as the window composites it;
    /// `safeArea` is the window's (a device's status bar and home indicator).
    package static func render(_ controller: UIViewController, size: CGSize, scale: CGFloat,
                               traits: UITraitCollection = UITraitCollection(),
                               safeArea: UIEdgeInsets = .zero) throws(Failure) -> PixelStorage {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { throw .emptySize(size) }
        let window: UIWindow
        do {
            window = try LayoutFileScene.window(showing: controller, size: size, scale: scale, traits: traits, safeArea: safeArea)
        } catch {
            throw .loading(error.description)
        }
        defer { window.rootViewController = nil }
        guard let image = window.renderedImage() else { throw .tooLarge(size, scale) }
        return image.storage
    }

    /// The layer tree as `render(in:)` draws it, from the layer's bounds.
    package static func render(_ layer: CALayer, scale: CGFloat) throws(Failure) -> PixelStorage {
        setContentsScale(layer, scale)
        let (storage, ctx) = try canvas(size: layer.bounds.size, scale: scale)
        ctx.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        layer.render(in: ctx)
        ctx.flush()
        return storage
    }

    private static func canvas(size: CGSize, scale: CGFloat) throws(Failure) -> (PixelStorage, CGContext) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .emptySize(size)
        }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard let storage = PixelStorage(width: width, height: height) else { throw .tooLarge(size, scale) }
        return (storage, CGContext(storage: storage, scale: scale, origin: .upperLeft))
    }

    /// Layers that draw redraw at the snapshot's scale (see CALayer.contentsScale).
    private static func setContentsScale(_ layer: CALayer, _ scale: CGFloat) {
        layer.contentsScale = scale
        for sublayer in layer.sublayers ?? [] { setContentsScale(sublayer, scale) }
    }
}
