import CoreGraphics
import Foundation
import UIKit

/// A layout file made into live views inside a window the size of its canvas:
/// what `render`, `render check` and `render tree` work from.
///
/// It loads the file as a user's program does, through `UINib` (and
/// `UIStoryboard` for a file of view controllers), so the tool and the library
/// cannot drift apart. What the public API has no word for is asked through
/// UINib's few package-level calls: the file's canvas, another canvas from the
/// options, and the file's ids for the tree printout.
@MainActor
final class LayoutScene {
    /// The layout as the user named it, for messages.
    let name: String
    let canvas: NibCanvas
    let window: UIWindow
    let root: UIView
    /// Each made object's id in the file, for the tree printout.
    let ids: [ObjectIdentifier: String]
    /// `--full-content`: the canvas grows to show the first scroll view's whole content.
    let fullContent: Bool
    /// The image files the layout names, for commands that must not write over
    /// them (`OutputFile.refuseReplacing`).
    let imagesRead: [(path: String, role: String)]

    /// Reads, checks and instantiates the layout at `path` (`-`: standard
    /// input). Errors carry the path as given, line:column and JSON path;
    /// nothing is drawn from a bad file. `preparingSurface`: the one screen
    /// the process renders (`render layout.json -o out.png`) has its window's
    /// surface faulted in on another core once the canvas is known
    /// (`PixelStorage.prepareMemory`); a batch reuses the surfaces it frees.
    init(path: String, options: RenderSettings, preparingSurface: Bool = false) throws(RenderFailure) {
        let input = try LayoutInput.read(path)
        name = input.name
        fullContent = options.fullContent
        let nib = UINib(source: .data(input.data, name: input.name, directory: input.directory))
        nib.interfaceBuilderOptions = InterfaceBuilderOptions(lenient: options.lenient)
        // A font file beside the document is one the app bundles.
        nib.interfaceBuilderOptions.registersFontFilesBesideDocument = true
        do {
            let document = try nib.loadDocument()
            imagesRead = document.filesRead.filter { $0 != document.url }.map { (path: $0.path, role: "an image the layout file uses") }
            let fileCanvas = document.canvas
            canvas = try options.apply(to: fileCanvas)
            try nib.setCanvas(canvas)
            // The window's surface is faulted in on the second core while the
            // views are made and laid out (cpng_memory.c); not for a canvas
            // that grows to its content.
            if preparingSurface, !fullContent, let (w, h) = BackingStore.pixelSize(canvas.size, scale: CGFloat(canvas.scale)) {
                PixelStorage.prepareMemory(width: w, height: h)
            }
            let background = canvas.background?.makeUIColor()
            // The canvas's appearance and content size are the window's trait
            // overrides. Colours a file gives a layer (borderColor) are
            // CGColors, fixed when decoded, and text-style fonts are made at
            // decoding: both happen with the canvas's traits current.
            let traits = canvas.traits
            let size = canvas.size, scale = CGFloat(canvas.scale)
            // A storyboard: its initial scene (else its first controller), shown
            // as a window's root view controller.
            let storyboard = UIStoryboard(nib: nib, name: input.name)
            let initial = try traits.performAsCurrent { () throws(LayoutFileError) -> UIViewController? in
                if let scene = options.scene { return try storyboard.checkedInstantiateScene(scene) }
                return try LayoutFileScene.initialViewController(of: storyboard)
            }
            if let controller = initial {
                window = try LayoutFileScene.window(showing: controller, size: size, scale: scale, traits: traits, safeArea: canvas.safeArea)
                window.backgroundColor = background
                root = controller.view
                ids = [:]
                return
            }
            let made = try traits.performAsCurrent { try nib.checkedInstantiateNamingIDs(withOwner: nil) }
            guard let root = made.objects.lazy.compactMap({ $0 as? UIView }).first else {
                throw RenderFailure.badInput("\(input.name): no top-level view or view controller to render")
            }
            let window = LayoutFileScene.canvasWindow(size: size, scale: scale, traits: traits)
            window.offscreenSafeAreaInsets = canvas.safeArea
            window.backgroundColor = background
            // A top-level view keeps its frame, as a nib's does; one without a size fills the canvas.
            if root.frame.size == .zero { root.frame = window.bounds }
            window.addSubview(root)
            if !root.translatesAutoresizingMaskIntoConstraints {
                // Xcode's canvas draws a top-level view at its document frame even
                // when it does not translate its autoresizing mask (a view the app
                // places with constraints): pinned there, so its own constraints do
                // not shrink it; its size gives way to a required constraint of its own.
                let frame = root.frame
                let size = [root.widthAnchor.constraint(equalToConstant: frame.width),
                            root.heightAnchor.constraint(equalToConstant: frame.height)]
                for constraint in size { constraint.priority = UILayoutPriority(999) }
                NSLayoutConstraint.activate([root.leftAnchor.constraint(equalTo: window.leftAnchor, constant: frame.minX),
                                             root.topAnchor.constraint(equalTo: window.topAnchor, constant: frame.minY)] + size)
            }
            self.window = window
            self.root = root
            ids = made.ids
        } catch let error as LayoutFileError {
            throw .badInput(error.description)
        } catch let error as RenderFailure {
            throw error
        } catch {
            throw .badInput("\(input.name): \(error)")
        }
    }

    /// The canvas's pixels after a full update.
    func render() throws(RenderFailure) -> PixelStorage {
        if fullContent {
            let limit = NibLimits.default.maxCanvasPixels
            let scale = Double(canvas.scale)
            window.expandToShowFullScrollContent(maximumHeight: CGFloat(limit / (Double(canvas.size.width) * scale * scale)))
            if let scroll = window.firstVerticallyScrollableScrollView {
                let inset = scroll.adjustedContentInset
                let points = Double(window.bounds.height + scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height)
                throw .badInput("\(name): --full-content needs a canvas \(JSONValue.format(points)) points tall, over the limit of \(JSONValue.format(limit)) pixels at scale \(canvas.scale)")
            }
            if window.bounds.height > canvas.size.height {
                // The root view grows with the canvas when it filled it.
                if root.superview === window, root.frame.height < window.bounds.height, root.frame.height == canvas.size.height {
                    root.frame.size.height = window.bounds.height
                }
            }
        }
        guard let image = window.renderedImage() else {
            throw .badInput("\(name): the canvas (\(Int(canvas.size.width))x\(Int(canvas.size.height)) points at scale \(canvas.scale)) could not be rendered")
        }
        return image.storage
    }
}
