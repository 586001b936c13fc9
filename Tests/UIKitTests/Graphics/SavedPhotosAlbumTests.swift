@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// `UIImageWriteToSavedPhotosAlbum` and `UISaveVideoAtPathToSavedPhotosAlbum`:
/// the album is a folder; the completion selector is performed on the main queue.
@MainActor
@Suite(.serialized) struct SavedPhotosAlbumTests {
    private final class Saver: NSObject {
        var saved: [(width: CGFloat, failed: Bool, context: Int)] = []
        var videos: [(path: String, failed: Bool)] = []

        func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {
            saved.append((image.size.width, error != nil, Int(contextInfo.load(as: UInt8.self))))
        }

        func video(_ videoPath: NSString, didFinishSavingWithError error: Error?, contextInfo: UnsafeMutableRawPointer?) {
            videos.append((videoPath.description, error != nil))
        }

        var imageSelector: Selector { Selector("image:didFinishSavingWithError:contextInfo:", Saver.image) }
        var videoSelector: Selector { Selector("video:didFinishSavingWithError:contextInfo:", Saver.video) }
    }

    private func albumFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("album-\(UUID().uuidString)")
        setenv(SavedPhotosAlbum.environmentKey, folder.path, 1)
        return folder
    }

    /// Waits until the main queue has run what was queued before.
    private func mainQueueTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    @Test func anImageIsWrittenAsAPNGAndTheTargetHearsOnTheMainQueue() async throws {
        let folder = try albumFolder()
        defer { unsetenv(SavedPhotosAlbum.environmentKey); try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let saver = Saver()
        var seven: UInt8 = 7
        UIImageWriteToSavedPhotosAlbum(image, saver, saver.imageSelector, &seven)
        UIImageWriteToSavedPhotosAlbum(image, saver, saver.imageSelector, nil)
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        // Written before the call returns; the completion comes later, as on iOS.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["IMG_0001.png", "IMG_0002.png", "IMG_0003.png"])
        #expect(saver.saved.isEmpty)
        await mainQueueTurn()
        #expect(saver.saved.map(\.width) == [3, 3] && saver.saved.map(\.failed) == [false, false])
        #expect(saver.saved.map(\.context) == [7, 0])
        let saved = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("IMG_0002.png").path))
        #expect(saved.size == CGSize(width: 3, height: 2))
        let p = try #require(saved.cgImage).rgba(x: 1, y: 1)
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)

        // An image without pixels fails with an error naming why.
        UIImageWriteToSavedPhotosAlbum(UIImage(), saver, saver.imageSelector, nil)
        await mainQueueTurn()
        #expect(saver.saved.last?.failed == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
    }

    @Test func aVideoFileIsCopiedAndAMissingOneFails() async throws {
        let folder = try albumFolder()
        defer { unsetenv(SavedPhotosAlbum.environmentKey); try? FileManager.default.removeItem(at: folder) }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).mp4")
        try Data([1, 2, 3]).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let saver = Saver()
        UISaveVideoAtPathToSavedPhotosAlbum(source.path, saver, saver.videoSelector, nil)
        UISaveVideoAtPathToSavedPhotosAlbum(source.path + ".missing", saver, saver.videoSelector, nil)
        await mainQueueTurn()
        #expect(saver.videos.map(\.failed) == [false, true] && saver.videos.first?.path == source.path)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("VID_0001.mp4").path) == Data([1, 2, 3]))
    }
}
