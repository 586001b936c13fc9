import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Image view goldens at scale 3. Cells have a light grey background so the
/// view's bounds show; the photo is 30 x 20 points (quadrants red, green,
/// blue, yellow from the top left, a white disc in the middle).
@MainActor @Suite struct ImagesGoldenTests {
    func image(_ name: String) -> UIImage {
        UIImage(contentsOfFile: Fixtures.folder("Images").appendingPathComponent(name).path)!
    }

    @Test func everyContentModeInOneGrid() {
        let photo = image("photo@3x.png")
        let modes: [(String, UIView.ContentMode)] = [
            ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
            ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
            ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
            ("bottomRight", .bottomRight),
        ]
        let cells: [(String, UIView)] = modes.map { name, mode in
            let view = UIImageView(image: photo)
            view.frame = CGRect(x: 0, y: 0, width: 56, height: 44)
            view.contentMode = mode
            view.clipsToBounds = true
            view.backgroundColor = UIColor(white: 0.88, alpha: 1)
            return (name, view)
        }
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 60, height: 48), columns: 5)
        expectGolden(board.imageAtScale3, named: "image-view-content-modes@3x", in: "Images")
    }

    @Test func templatesTintResizableImagesKeepCapsAndScalesMatch() {
        let shape = image("shape@3x.png")
        let frame = image("frame@3x.png")
        func view(_ image: UIImage?, size: CGSize, _ configure: (UIImageView) -> Void = { _ in }) -> UIImageView {
            let v = UIImageView(image: image)
            v.frame = CGRect(origin: .zero, size: size)
            v.backgroundColor = UIColor(white: 0.88, alpha: 1)
            configure(v)
            return v
        }
        let badge1x = UIImage(contentsOfFile: Fixtures.folder("Images").appendingPathComponent("badge.png").path)!
        let badge3x = UIImage(contentsOfFile: Fixtures.folder("Images").appendingPathComponent("badge@3x.png").path)!
        let cells: [(String, UIView)] = [
            ("original", view(shape, size: CGSize(width: 28, height: 28))),
            ("template", view(shape.withRenderingMode(.alwaysTemplate), size: CGSize(width: 28, height: 28))),
            ("template purple", view(shape.withRenderingMode(.alwaysTemplate), size: CGSize(width: 28, height: 28)) { $0.tintColor = .systemPurple }),
            ("withTintColor", view(shape.withTintColor(.systemGreen), size: CGSize(width: 28, height: 28))),
            ("highlighted", view(shape, size: CGSize(width: 28, height: 28)) {
                $0.highlightedImage = shape.withTintColor(.black); $0.isHighlighted = true }),
            ("badge 1x", view(badge1x, size: CGSize(width: 28, height: 28)) { $0.contentMode = .center }),
            ("badge 3x", view(badge3x, size: CGSize(width: 28, height: 28)) { $0.contentMode = .center }),
            ("9-slice stretch", view(frame.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch),
                                     size: CGSize(width: 60, height: 36))),
            ("9-slice tile", view(frame.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .tile),
                                  size: CGSize(width: 60, height: 36))),
            ("plain stretched", view(frame, size: CGSize(width: 60, height: 36))),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 64, height: 40), columns: 5)
        expectGolden(board.imageAtScale3, named: "image-view-template-resizable-scales@3x", in: "Images")
    }

    @Test func drawInRectAtPointAndWithBlendModeAndAlpha() {
        let photo = image("photo@3x.png")
        let frame = image("frame@3x.png").resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 150, height: 50)).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 150, height: 50))
            photo.draw(at: CGPoint(x: 5, y: 5))
            photo.draw(in: CGRect(x: 40, y: 5, width: 45, height: 40))
            photo.draw(in: CGRect(x: 90, y: 5, width: 30, height: 20), blendMode: .normal, alpha: 0.4)
            frame.draw(in: CGRect(x: 90, y: 28, width: 55, height: 18))
        }
        let view = UIImageView(image: rendered)
        expectGolden(view.imageAtScale3, named: "image-draw-at-in-alpha-nine-slice@3x", in: "Images")
    }
}
