import CoreGraphics
import Foundation
import UIKit

/// A layout file made into live views inside a window the size of its canvas:
/// what `render`, `render check` and `render tree` work from.
@MainActor
final class LayoutScene {
    let document: NibDocument
    let window: UIWindow
    let root: UIView
    /// Each made object's id in the file, for the tree printout.
    let ids: [ObjectIdentifier: String]

    /// Reads, checks and instantiates the file. Errors carry the file's
    /// line:column and JSON path; nothing is drawn from a bad file.
    init(path: String, options: LayoutRenderOptions) throws(RenderFailure) {
        var loaded: NibDocument
        do {
            loaded = try NibDocument.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .badInput(error.description)
        }
        do {
            loaded.canvas = try options.apply(to: loaded.canvas)
        } catch {
            throw .badInput("\(path): \(error)")
        }
        let document = loaded
        self.document = document
        let canvas = document.canvas
        let background = canvas.background?.makeUIColor()
        if document.objects.contains(where: \.isViewController) {
            // A storyboard: its initial scene (else its first controller), shown
            // as a window's root view controller.
            let controller = try Self.initialViewController(path: path, document: document)
            do {
                window = try LayoutFileScene.window(showing: controller, size: canvas.size, scale: CGFloat(canvas.scale),
                                                    traits: canvas.traits)
            } catch {
                throw .badInput(error.description)
            }
            window.backgroundColor = background
            root = controller.view
            ids = [:]
            return
        }
        let instantiation = NibInstantiation(document: document, owner: nil)
        let objects: [Any]
        do {
            // Colours a file gives a layer (borderColor) are CGColors, fixed
            // when decoded: they resolve with the canvas's traits.
            objects = try canvas.traits.performAsCurrent { () throws(LayoutFileError) -> [Any] in try instantiation.run() }
        } catch let error as LayoutFileError {
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(document.file): \(error)")
        }
        guard let root = objects.lazy.compactMap({ $0 as? UIView }).first else {
            throw .badInput("\(document.file): no top-level view or view controller to render")
        }
        var ids: [ObjectIdentifier: String] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id { ids[ObjectIdentifier(entry.instance)] = id }
        }
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: canvas.size)
        screen.scale = CGFloat(canvas.scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: canvas.size))
        window.screen = screen
        window.traitOverrides.traitValues = canvas.traits.values
        window.backgroundColor = background
        // A top-level view keeps its frame, as a nib's does; one without a size fills the canvas.
        if root.frame.size == .zero { root.frame = window.bounds }
        window.addSubview(root)
        self.window = window
        self.root = root
        self.ids = ids
    }

    /// The file's initial controller, its view loaded with the canvas's
    /// traits current (layer colours in the file are fixed when decoded).
    private static func initialViewController(path: String, document: NibDocument) throws(RenderFailure) -> UIViewController {
        let url = URL(fileURLWithPath: path)
        do {
            let controller = try document.canvas.traits.performAsCurrent { () throws(LayoutFileError) -> UIViewController? in
                try LayoutFileScene.initialViewController(contentsOf: url)
            }
            guard let controller else { throw RenderFailure.badInput("\(document.file): no view controller to render") }
            return controller
        } catch let error as LayoutFileError {
            throw .badInput(error.description)
        } catch let error as RenderFailure {
            throw error
        } catch {
            throw .badInput("\(path): cannot read: \(ImageFile.reason(error))")
        }
    }

    /// The canvas's pixels after a full update.
    func render() throws(RenderFailure) -> PixelStorage {
        guard let image = window.renderedImage() else {
            throw .badInput("\(document.file): the canvas could not be rendered")
        }
        return image.storage
    }
}
