import Foundation
import Testing
@testable import UIKit

@MainActor struct ProgressImageTests {
    static func solid(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func progressAndTrackImagesReplaceTheTints() throws {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        progress.progressViewStyle = .bar
        progress.progress = 0.5
        progress.progressImage = Self.solid(.red)
        progress.trackImage = Self.solid(.green)
        let image = try #require(progress.offscreenImage(scale: 1).cgImage)
        #expect(image.rgba(x: 10, y: 2) == (255, 0, 0, 255))
        #expect(image.rgba(x: 49, y: 2) == (255, 0, 0, 255))
        #expect(image.rgba(x: 51, y: 2) == (0, 255, 0, 255))
        #expect(image.rgba(x: 90, y: 1) == (0, 255, 0, 255))
    }

    @Test func imagesAreClippedToTheRoundedBar() throws {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        progress.progress = 1
        progress.progressImage = Self.solid(.red)
        let image = try #require(progress.offscreenImage(scale: 1).cgImage)
        #expect(image.rgba(x: 50, y: 2) == (255, 0, 0, 255))
        #expect(image.rgba(x: 0, y: 0).a < 128) // the rounded end's corner
    }
}
