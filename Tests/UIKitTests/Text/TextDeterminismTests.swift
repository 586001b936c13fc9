import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@Suite struct TextDeterminismTests {
    func renderFresh() -> CGImage {
        let text = NSAttributedString(string: "Same text, same pixels. 同样的文字，同样的像素。",
                                      attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let layout = TextLayout(text, options: .init(width: 180))
        return TextCanvas.render(size: CGSize(width: 200, height: layout.size.height)) { layout.draw(in: $0, at: .zero) }
    }

    @Test func sameTextInFreshLayoutsGivesIdenticalPixels() {
        let first = renderFresh()
        let second = renderFresh()
        #expect(first.storage.samePixels(as: second.storage))
        // And something was drawn: not every pixel is the white background.
        #expect((0..<first.height).contains { y in
            (0..<first.width).contains { x in first.rgba(x: x, y: y) != (255, 255, 255, 255) }
        })
    }

    @Test func layoutFromAnotherThreadMeasuresTheSame() async {
        let measure: @Sendable () -> CGSize = {
            TextLayout(NSAttributedString(string: "Thread", attributes: [.font: UIFont.systemFont(ofSize: 17)]),
                       options: .init()).size
        }
        let here = measure()
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<8 { group.addTask(operation: measure) }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.allSatisfy { $0 == here })
    }
}
