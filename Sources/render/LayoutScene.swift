import CoreGraphics
import Foundation
import UIKit

/// A layout file made into live views inside a window the size of its canvas:
/// what `render`, `render check` and `render tree` work from.
@MainActor
final class LayoutScene {
    let document: LayoutDocument
    let window: UIWindow
    let root: UIView
    /// Each made object's id in the file, for the tree printout.
    let ids: [ObjectIdentifier: String]

    /// Reads, checks and instantiates the file. Errors carry the file's
    /// line:column and JSON path; nothing is drawn from a bad file.
    init(path: String, options: LayoutRenderOptions) throws(RenderFailure) {
        var document: LayoutDocument
        do {
            document = try LayoutDocument.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .badInput(error.description)
        }
        do {
            document.canvas = try options.apply(to: document.canvas)
        } catch {
            throw .badInput("\(path): \(error)")
        }
        let instantiation = LayoutInstantiation(document: document, owner: nil)
        let objects: [Any]
        do {
            objects = try instantiation.run()
        } catch {
            throw .badInput(error.description)
        }
        guard let root = objects.lazy.compactMap({ $0 as? UIView }).first else {
            throw .badInput("\(document.file): no top-level view to render (view controllers and storyboards "
                            + "are not supported by this build yet)")
        }
        var ids: [ObjectIdentifier: String] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id { ids[ObjectIdentifier(entry.instance)] = id }
        }
        let canvas = document.canvas
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: canvas.size)
        screen.scale = CGFloat(canvas.scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: canvas.size))
        window.screen = screen
        window.backgroundColor = canvas.background?.makeUIColor(dark: canvas.appearance == .dark)
        // A top-level view keeps its frame, as a nib's does; one without a size fills the canvas.
        if root.frame.size == .zero { root.frame = window.bounds }
        window.addSubview(root)
        self.document = document
        self.window = window
        self.root = root
        self.ids = ids
    }

    /// The canvas's pixels after a full update.
    func render() throws(RenderFailure) -> PixelStorage {
        guard let image = window.renderedImage() else {
            throw .badInput("\(document.file): the canvas could not be rendered")
        }
        return image.storage
    }
}
