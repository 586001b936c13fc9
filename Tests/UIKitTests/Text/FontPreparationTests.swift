import Foundation
import Testing
@testable import UIKit

/// `FontPreparation` (render's font thread): a font made while it runs is loaded
/// on it, and `finish()` ends it.
@Suite("Font preparation")
struct FontPreparationTests {
    @Test("a UIFont made while the thread runs has its face loaded by it; finish() ends the thread")
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
        FontPreparation.finish()
        #expect(!FontPreparation.isRunning)
    }
}
