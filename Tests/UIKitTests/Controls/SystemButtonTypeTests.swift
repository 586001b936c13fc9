import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UIButton(type:)` for the glyph types: iOS's sizes, tinted glyphs.
@MainActor @Suite struct SystemButtonTypeTests {
    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func glyphTypesAreTwentyTwoPointsSquareAndCloseIsThirty() {
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure] {
            let b = UIButton(type: type)
            #expect(b.intrinsicContentSize == CGSize(width: 22, height: 22), "\(type)")
            b.sizeToFit()
            #expect(b.bounds.size == CGSize(width: 22, height: 22), "\(type)")
            #expect(b.currentImage?.size == CGSize(width: 22, height: 22), "\(type)")
            #expect(b.currentImage?.renderingMode == .alwaysTemplate, "\(type)")
        }
        let close = UIButton(type: .close)
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(close.currentImage?.renderingMode == .alwaysOriginal)
        #expect(UIButton(type: .system).currentImage == nil)
        #expect(UIButton(type: .custom).currentImage == nil)
    }

    @Test func aTitleSitsBesideTheGlyphAndTheButtonStaysTwentyTwoTall() {
        let b = UIButton(type: .contactAdd)
        b.setTitle("Add", for: .normal)
        let size = b.intrinsicContentSize
        let title = b.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(title.width > 20)
        #expect(size == CGSize(width: 22 + title.width, height: 22))
        b.sizeToFit()
        b.layoutIfNeeded()
        #expect(b.imageView!.frame == CGRect(x: 0, y: 0, width: 22, height: 22))
        #expect(b.titleLabel!.frame.minX == 22)
    }

    @Test func anImageSetByTheAppReplacesTheGlyph() {
        let b = UIButton(type: .infoLight)
        let own = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 12)).image { _ in }
        b.setImage(own, for: .normal)
        #expect(b.currentImage?.size == CGSize(width: 10, height: 12))
        b.setImage(nil, for: .normal)
        #expect(b.currentImage?.size == CGSize(width: 22, height: 22))
    }

    @Test(arguments: [2, 3] as [CGFloat])
    func thePlusIsDrawnInTheTintAtEveryScale(scale: CGFloat) {
        let b = UIButton(type: .contactAdd)
        b.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.sizeToFit()
        let image = b.offscreenImage(scale: scale).cgImage!
        #expect(image.width == Int(22 * scale))
        let s = Int(scale)
        // The plus's centre, the ring's top and its leading side: tint red, opaque.
        #expect(rgba(image, 11 * s, 11 * s) == [255, 0, 0, 255])
        #expect(rgba(image, 11 * s, s * 3 / 2) == [255, 0, 0, 255])
        #expect(rgba(image, s * 3 / 2, 11 * s) == [255, 0, 0, 255])
        // Between ring and plus, and the corner outside the ring: clear.
        #expect(rgba(image, 4 * s, 11 * s)[3] == 0)
        #expect(rgba(image, 1, 1)[3] == 0)
    }

    @Test func theInfoGlyphFollowsTheTintAndFadesWhilePressed() {
        let b = UIButton(type: .infoDark)
        b.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.sizeToFit()
        var image = b.offscreenImage(scale: 3).cgImage!
        // The "i"'s dot (centre 11, 6.7) and stem (x 11, y 10…17).
        #expect(rgba(image, 33, 20) == [0, 0, 255, 255])
        #expect(rgba(image, 33, 40) == [0, 0, 255, 255])
        b.isHighlighted = true
        image = b.offscreenImage(scale: 3).cgImage!
        #expect(rgba(image, 33, 40)[3] == 51)  // 20% while pressed, as system buttons fade
    }

    @Test func theCloseButtonIsAGreyCircleWithACrossNotTinted() {
        let b = UIButton(type: .close)
        b.tintColor = .systemRed
        b.sizeToFit()
        let image = b.offscreenImage(scale: 2).cgImage!
        // Circle: tertiarySystemFill (118, 118, 128 at 12%); cross centre: secondaryLabel (60, 60, 67 at 60%).
        let circle = rgba(image, 10, 30)
        #expect(zip(circle, [118, 118, 128, 31]).allSatisfy { abs($0 - $1) <= 1 }, "\(circle)")
        let centre = rgba(image, 30, 30)
        #expect(centre[0] < 80 && centre[2] < 90 && centre[3] > 150)
        #expect(rgba(image, 1, 1)[3] == 0)
    }

    @Test func golden() {
        func button(_ type: UIButton.ButtonType, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let b = UIButton(type: type)
            configure(b)
            b.sizeToFit()
            return b
        }
        let cells: [(String, UIView)] = [
            ("contactAdd", button(.contactAdd)),
            ("infoLight", button(.infoLight)),
            ("infoDark", button(.infoDark)),
            ("detailDisclosure", button(.detailDisclosure)),
            ("close", button(.close)),
            ("contactAdd + title", button(.contactAdd) { $0.setTitle("Add", for: .normal) }),
            ("tinted info", button(.infoLight) { $0.tintColor = .systemOrange }),
            ("pressed", button(.contactAdd) { $0.isHighlighted = true }),
            ("disabled", button(.contactAdd) { $0.isEnabled = false }),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 84, height: 36), columns: 5)
        expectGolden(board.imageAtScale3, named: "button-system-types@3x", in: "Controls")
    }
}
