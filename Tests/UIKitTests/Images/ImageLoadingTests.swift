import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct ImagesLoadingTests {
    let dir = Fixtures.folder("Images")

    func withSearchPath<T>(_ body: () throws -> T) rethrows -> T {
        let saved = UIImage.offscreenSearchPaths
        UIImage.offscreenSearchPaths = [dir]
        defer { UIImage.offscreenSearchPaths = saved }
        return try body()
    }

    func withScreenScale<T>(_ scale: CGFloat, _ body: () throws -> T) rethrows -> T {
        let saved = UIScreen.main.scale
        UIScreen.main.scale = scale
        defer { UIScreen.main.scale = saved }
        return try body()
    }

    func colour(_ image: UIImage) -> [UInt8] {
        let p = image.cgImage!.rgba(x: image.cgImage!.width - 1, y: image.cgImage!.height - 1)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func namedPicksTheVariantForTheScreenScale() throws {
        try withSearchPath {
            for (scale, expected) in [(3.0, [40, 80, 230, 255]), (2.0, [40, 170, 60, 255]), (1.0, [230, 40, 40, 255])] as [(CGFloat, [UInt8])] {
                let image = try #require(withScreenScale(scale) { UIImage(named: "badge") })
                #expect(image.scale == scale)
                #expect(image.size == CGSize(width: 16, height: 12))
                #expect(colour(image) == expected)
            }
        }
    }

    @Test func namedAcceptsTheExtensionAndFallsBackToOtherScales() throws {
        try withSearchPath {
            let withExtension = try #require(UIImage(named: "badge.png"))
            #expect(withExtension.size == CGSize(width: 16, height: 12))
            // Only @2x exists: used on a 3x and a 1x screen, at scale 2.
            for scale in [3.0, 1.0] as [CGFloat] {
                let image = try #require(withScreenScale(scale) { UIImage(named: "only-two") })
                #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 10))
            }
        }
    }

    @Test func missingOrBrokenImagesAreNil() {
        withSearchPath {
            #expect(UIImage(named: "no-such-image") == nil)
            #expect(UIImage(named: "") == nil)
            #expect(UIImage(named: "truncated") == nil)
            #expect(UIImage(named: "not-a-png") == nil)
        }
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("truncated.png").path) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("not-a-png.png").path) == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        #expect(UIImage(contentsOfFile: dir.path) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheFileName() throws {
        let image = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("photo@3x.png").path))
        #expect(image.scale == 3 && image.size == CGSize(width: 30, height: 20))
        let plain = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("badge.png").path))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 16, height: 12))
    }

    @Test func dataAndScaleGiveSizeInPoints() throws {
        let data = try Data(contentsOf: dir.appendingPathComponent("photo@3x.png"))
        #expect(UIImage(data: data)?.size == CGSize(width: 90, height: 60))
        #expect(UIImage(data: data, scale: 3)?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(data: data, scale: 2)?.scale == 2)
        // pngData round-trips the pixels.
        let image = try #require(UIImage(data: data, scale: 3))
        let png = try #require(image.pngData())
        let again = try #require(UIImage(data: png, scale: 3))
        #expect(again.cgImage!.rgba(x: 5, y: 5) == image.cgImage!.rgba(x: 5, y: 5))
    }

    @Test func variantsKeepPixelsAndChangeHowTheyDraw() throws {
        let image = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("shape@3x.png").path))
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.scale == 3 && template.cgImage === image.cgImage)
        let tinted = image.withTintColor(.systemGreen)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.size == image.size)
        let p = tinted.cgImage!.rgba(x: 20, y: 30)
        #expect([p.r, p.g, p.b, p.a] == [52, 199, 89, 255])
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        #expect(resizable.capInsets.left == 4 && resizable.resizingMode == .stretch)
        #expect(image.resizableImage(withCapInsets: .zero).resizingMode == .tile)
    }

    @Test func anImageViewTakesItsImagesSize() throws {
        let image = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("photo@3x.png").path))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 30, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(view.isUserInteractionEnabled == false)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 30, height: 20))
    }
}
