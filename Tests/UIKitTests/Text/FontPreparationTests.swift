import Foundation
import Testing
@testable import UIKit

/// `FontPreparation` (render's font thread): a font made while it runs is loaded
/// on it, a label decoded while it runs has its text laid out on it, and
/// `finish()` ends it.
@Suite("Font preparation")
struct FontPreparationTests {
    @Test("a UIFont made while the thread runs has its face loaded by it, a decoded label its text laid out; finish() ends the thread")
    func loadsFontsMadeWhileItRuns() async throws {
        // A face no other test uses: its metrics are only there if the thread read them.
        let face = FontFace(design: .monospaced, weight: 100, italic: true)
        func loaded() -> Bool { TextSystem.shared.withLock { TextSystem.shared.faceMetrics[face] != nil } }
        #expect(!loaded())
        FontPreparation.start()
        #expect(FontPreparation.isRunning)
        _ = UIFont(face: face, size: 31)
        let deadline = Date().addingTimeInterval(30)
        while !loaded(), Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(loaded())
        // A label decoded from a layout file queues its text in its font.
        let file = #"{"objects": [{"class": "UILabel", "properties": {"text": "设置 Settings", "font": {"system": 23}}}]}"#
        let doc = try NibDocument.parse(data: Data(file.utf8), file: "label.json", baseDirectory: NibFixtures.layouts)
        let coder = LayoutFileCoder(object: doc.objects[0], reader: NibValueReader(file: "label.json", baseDirectory: NibFixtures.layouts),
                                    makeObject: { value, _, _ in value })
        let label = try #require(await UILabel(coder: coder))
        #expect(await label.text == "设置 Settings")
        while FontPreparation.textsLaidOut == 0, Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(FontPreparation.textsLaidOut >= 1)
        FontPreparation.finish()
        #expect(!FontPreparation.isRunning)
    }
}
