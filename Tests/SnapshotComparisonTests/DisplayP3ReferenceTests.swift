import CoreGraphics
import Foundation
import GoldenTesting
import SnapshotComparison
import Testing

/// A reference recorded on a recent iPhone is a PNG tagged Display P3; our
/// render is sRGB. The check compares them in sRGB.
@Suite struct DisplayP3ReferenceTests {
    private func redBox(_ width: Int, _ height: Int) -> PixelStorage {
        let s = PixelStorage(width: width, height: height)!
        for y in 0..<height { for x in 0..<width {
            (s.bytes + y * s.bytesPerRow + x * 4).storeBytes(of: 0xFFFF_0000 as UInt32, as: UInt32.self)
        } }
        return s
    }

    @Test(arguments: [false, true])
    func aDisplayP3ReferenceOfARedBoxMatchesAnSRGBRender(cicp: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("p3-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("red-box@3x.png")
        try TaggedPNG.box(sRGB: [255, 0, 0], width: 30, height: 20, cicp: cicp).write(to: reference)
        let check = ReferenceCheck(reference: reference, recordMode: .never, isCI: true,
                                   files: FailureFiles(folder: folder, stem: "red-box", kinds: [.actual, .difference]))
        let outcome = try check.run(redBox(30, 20))
        guard case .matched = outcome.result else {
            Issue.record("expected a match, got \(outcome.result)")
            return
        }
        // The same file against a render that is off by a level fails: the check is exact.
        let other = redBox(30, 20)
        other.bytes.storeBytes(of: 0xFFFE_0000 as UInt32, as: UInt32.self)
        if case .matched = try check.run(other).result { Issue.record("an off-by-one pixel matched") }
    }
}
