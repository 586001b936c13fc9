import UIKit
import XCTest

// XCTest methods are nonisolated, as in an iOS project's Swift 5 test target;
// XCTest runs them on the main thread.
final class IOSIdiomTests: XCTestCase {
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.cgImage!.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    func testACustomViewBuiltFromPlainCodeLaysOutAndDraws() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.layoutIfNeeded()
        XCTAssertEqual(card.titleLabel.frame.minX, 16, accuracy: 0.001)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: card.bounds, format: format).image { context in
            card.layer.render(in: context.cgContext)
        }
        // The badge layer laid out by layoutSubviews: red at its centre.
        XCTAssertEqual(pixel(image, 184, 16), [255, 0, 0, 255])
    }

    func testAViewControllerLoadsItsViewFromAPlainTestMethod() {
        let controller = CardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(controller.card.frame.width, 280)
        installSharedCard(in: window)
        XCTAssertTrue(sharedCard?.superview === window)
    }

    func testLayersBuiltOnABackgroundQueueArriveWhole() {
        let done = expectation(description: "layers")
        var received: CALayer?
        prepareLayersInBackground { layer in
            received = layer
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received?.sublayers?.count, 2)
        XCTAssertNotNil(received?.animation(forKey: "pulse"))
    }

    func testAnImageRenderedOnABackgroundQueueComesBackToTheMainQueue() {
        let done = expectation(description: "image")
        var image: UIImage?
        renderThumbnail(size: CGSize(width: 4, height: 4)) {
            image = $0
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(image.map { pixel($0, 1, 1) }, [51, 102, 204, 255])
    }

    func testGradientsTakeCFArraysAndNSArraysOfColours() {
        XCTAssertNotNil(makeGradient())
        XCTAssertNotNil(makeGradient(from: NSArray(array: [UIColor.green.cgColor])))
        XCTAssertNil(makeGradient(from: NSArray(array: ["not a colour"])))
        let colors = [UIColor.red.cgColor] as CFArray
        XCTAssertEqual((colors as? [CGColor])?.count, 1)
    }
}
