import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite struct ControlsButtonGoldenTests {
    var shape: UIImage { UIImage(contentsOfFile: Fixtures.folder("Images").appendingPathComponent("shape@3x.png").path)! }
    var frameImage: UIImage { UIImage(contentsOfFile: Fixtures.folder("Images").appendingPathComponent("frame@3x.png").path)! }

    func button(_ type: UIButton.ButtonType, _ configure: (UIButton) -> Void) -> UIButton {
        let b = UIButton(type: type)
        configure(b)
        b.sizeToFit()
        return b
    }

    @Test func systemAndCustomButtonsInEveryState() {
        let small = UIImage(cgImage: shape.cgImage!, scale: 6, orientation: .up)  // 12 x 12 points
        let cells: [(String, UIView)] = [
            ("system", button(.system) { $0.setTitle("Button", for: .normal) }),
            ("highlighted", button(.system) { $0.setTitle("Button", for: .normal); $0.isHighlighted = true }),
            ("disabled", button(.system) { $0.setTitle("Button", for: .normal); $0.isEnabled = false }),
            ("selected", button(.system) { $0.setTitle("Button", for: .normal); $0.isSelected = true }),
            ("image + title", button(.system) { $0.setTitle("Like", for: .normal); $0.setImage(small, for: .normal) }),
            ("per-state title", button(.system) { $0.setTitle("Follow", for: .normal); $0.setTitle("Following", for: .selected); $0.isSelected = true }),
            ("title colour", button(.system) { $0.setTitle("Delete", for: .normal); $0.setTitleColor(.systemRed, for: .normal) }),
            ("custom", button(.custom) {
                $0.setTitle("Custom", for: .normal); $0.backgroundColor = .systemIndigo
                $0.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) }),
            ("custom pressed image", button(.custom) { $0.setImage(shape, for: .normal); $0.isHighlighted = true }),
            ("custom disabled image", button(.custom) { $0.setImage(shape, for: .normal); $0.isEnabled = false }),
            ("background image", button(.custom) {
                $0.setBackgroundImage(frameImage.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)), for: .normal)
                $0.setTitle("Framed", for: .normal); $0.setTitleColor(.black, for: .normal)
                $0.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }),
            ("left aligned, insets", button(.system) {
                $0.setTitle("Left", for: .normal); $0.contentHorizontalAlignment = .left
                $0.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
                $0.backgroundColor = UIColor(white: 0.92, alpha: 1) }),
        ]
        cells.last!.1.frame.size = CGSize(width: 110, height: 30)
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 120, height: 40), columns: 4)
        expectGolden(board.imageAtScale3, named: "button-states@3x", in: "Controls")
    }

    @Test func configurationStyles() {
        func configured(_ c: UIButton.Configuration, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let b = UIButton(configuration: c)
            configure(b)
            b.sizeToFit()
            return b
        }
        var withImage = UIButton.Configuration.filled()
        withImage.title = "Add"; withImage.image = UIImage(cgImage: shape.cgImage!, scale: 6, orientation: .up); withImage.imagePadding = 6
        var subtitle = UIButton.Configuration.tinted()
        subtitle.title = "Download"; subtitle.subtitle = "12 MB"; subtitle.titlePadding = 2
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Capsule"; capsule.cornerStyle = .capsule; capsule.baseBackgroundColor = .systemGreen
        var large = UIButton.Configuration.gray()
        large.title = "Large"; large.buttonSize = .large; large.baseForegroundColor = .systemRed
        func titled(_ c: UIButton.Configuration, _ t: String) -> UIButton.Configuration { var c = c; c.title = t; return c }
        let cells: [(String, UIView)] = [
            ("plain", configured(titled(.plain(), "Plain"))),
            ("gray", configured(titled(.gray(), "Gray"))),
            ("tinted", configured(titled(.tinted(), "Tinted"))),
            ("filled", configured(titled(.filled(), "Filled"))),
            ("filled pressed", configured(titled(.filled(), "Filled")) { $0.isHighlighted = true }),
            ("filled disabled", configured(titled(.filled(), "Filled")) { $0.isEnabled = false }),
            ("plain pressed", configured(titled(.plain(), "Plain")) { $0.isHighlighted = true }),
            ("image + padding", configured(withImage)),
            ("subtitle", configured(subtitle)),
            ("capsule, base colour", configured(capsule)),
            ("large, foreground", configured(large)),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 120, height: 56), columns: 4)
        expectGolden(board.imageAtScale3, named: "button-configurations@3x", in: "Controls")
    }
}
