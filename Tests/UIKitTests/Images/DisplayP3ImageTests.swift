import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UIImage(contentsOfFile:)` of a PNG tagged Display P3 gives sRGB pixels.
@MainActor @Suite struct DisplayP3ImageTests {
    @Test func aDisplayP3FileLoadsAsSRGB() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("p3-\(UUID().uuidString)@2x.png")
        try TaggedPNG.box(sRGB: [255, 0, 0], width: 8, height: 8, cicp: false).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try #require(UIImage(contentsOfFile: url.path))
        let p = image.cgImage!.rgba(x: 3, y: 3)
        #expect([p.r, p.g, p.b, p.a] == [255, 0, 0, 255])
        let view = UIImageView(image: image)
        let drawn = view.offscreenImage(scale: 2).cgImage!.rgba(x: 4, y: 4)
        #expect([drawn.r, drawn.g, drawn.b] == [255, 0, 0])
    }

    @Test func displayP3ColoursAreConvertedOnceTheSameWayEverywhere() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        // sRGB (0, 122, 255) is this in Display P3 (Little CMS): it comes back.
        let p3 = TaggedPNG.sRGBToDisplayP3([0, 122, 255])
        let color = UIColor(displayP3Red: CGFloat(p3[0]) / 255, green: CGFloat(p3[1]) / 255, blue: CGFloat(p3[2]) / 255, alpha: 1)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r * 255 - 0) < 1.5 && abs(g * 255 - 122) < 1.5 && abs(b * 255 - 255) < 1.5)
        let viaTranslator = InterfaceBuilderTranslator.displayP3ToSRGB(Double(p3[0]) / 255, Double(p3[1]) / 255, Double(p3[2]) / 255)
        #expect(abs(viaTranslator.0 - Double(r)) < 1e-9 && abs(viaTranslator.1 - Double(g)) < 1e-9)
    }
}
