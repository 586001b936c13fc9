import Foundation
import Testing
@testable import UIKit

@Suite struct TextDeterminismTests {
    func renderFresh() -> [UInt8] {
        let text = NSAttributedString(string: "Same text, same pixels. 同样的文字，同样的像素。",
                                      attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let layout = TextLayout(text, options: .init(width: 180))
        return TextGolden.render(size: CGSize(width: 200, height: layout.size.height)) { layout.draw(in: $0, at: .zero) }
    }

    @Test func sameTextInFreshLayoutsGivesIdenticalPixels() {
        let first = renderFresh()
        let second = renderFresh()
        #expect(first == second)
        // And something was drawn: not every pixel is the white background.
        #expect(first.dropFirst(8).contains { $0 != 0xFF })
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
