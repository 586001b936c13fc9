import Foundation
import Testing
@testable import UIKit

/// Image files are decoded once while images made from them live (as
/// `UIImage(named:)` caches on iOS), and a layout file's images share a
/// budget of decoded pixels.
@MainActor @Suite struct ImageFileCacheTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theHandMadePNGDecodesToItsSize() throws {
        let image = try CGImage(pngData: BlankPNG.data(width: 1001, height: 3))
        #expect(image.width == 1001 && image.height == 3)
        let p = image.rgba(x: 1000, y: 2)
        #expect([p.r, p.g, p.b, p.a] == [0, 0, 0, 255])
        #expect(BlankPNG.data(width: 8192, height: 8192).count < 64 * 1024)
    }

    @Test func imagesFromOneFileSharePixels() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("icon@2x.png").path
        try BlankPNG.data(width: 40, height: 20).write(to: URL(fileURLWithPath: path))
        let a = try #require(UIImage(contentsOfFile: path))
        let b = try #require(UIImage(contentsOfFile: path))
        #expect(a.cgImage!.storage === b.cgImage!.storage)
        #expect(a.size == CGSize(width: 20, height: 10) && b.scale == 2)
        // Another path to the same file (a symbolic link) is the same file.
        let link = dir.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let c = try #require(UIImage(contentsOfFile: link))
        #expect(c.cgImage!.storage === a.cgImage!.storage)
    }

    @Test func aFileChangedOnDiskIsReadAgain() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("badge.png")
        try BlankPNG.data(width: 10, height: 10).write(to: url)
        let before = try #require(UIImage(contentsOfFile: url.path))
        try BlankPNG.data(width: 12, height: 10).write(to: url)
        let after = try #require(UIImage(contentsOfFile: url.path))
        #expect(before.size.width == 10)
        #expect(after.size.width == 12)
    }

    @Test func aDirectoryOrAMissingFileIsNoImage() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(UIImage(contentsOfFile: dir.path) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
        #expect(throws: ImageFileError.unreadable("\(dir.path) is a directory, not an image file")) {
            try ImageFileCache.shared.image(atPath: dir.path)
        }
    }

    @Test func tenImageViewsOfOneFileInALayoutShareOneDecode() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try BlankPNG.data(width: 2048, height: 2048).write(to: dir.appendingPathComponent("big.png"))
        let views = (0..<10).map { i in
            #"{"class": "UIImageView", "id": "v\#(i)", "properties": {"frame": [0, \#(i * 10), 10, 10], "image": "big.png"}}"#
        }
        let layout = #"{"objects": [{"class": "UIView", "subviews": [\#(views.joined(separator: ", "))]}]}"#
        let url = dir.appendingPathComponent("layout.json")
        try Data(layout.utf8).write(to: url)
        let instantiation = NibInstantiation(document: try NibDocument.load(contentsOf: url), owner: nil)
        let root = try #require(try instantiation.run().first as? UIView)
        let images = root.subviews.compactMap { ($0 as? UIImageView)?.image?.cgImage }
        #expect(images.count == 10)
        #expect(images.allSatisfy { $0.storage === images[0].storage })
        // Counted once against the render's budget.
        #expect(instantiation.imageBudget.used == 2048 * 2048)
    }

    @Test func aLayoutOverTheDecodedPixelBudgetFailsNamingTheImage() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        try BlankPNG.data(width: 1, height: 1).write(to: dir.appendingPathComponent("images/dot.png"))
        // 16384 x 16384 is 256 M pixels: alone it fits, after any other image it does not,
        // and the budget says so before decoding it (1 GB).
        try BlankPNG.data(width: 16384, height: 16384).write(to: dir.appendingPathComponent("images/huge.png"))
        let layout = #"""
        {"objects": [{"class": "UIView", "subviews": [
          {"class": "UIImageView", "properties": {"image": "images/dot.png"}},
          {"class": "UIImageView", "properties": {"image": "images/huge.png"}}]}]}
        """#
        let url = dir.appendingPathComponent("layout.json")
        try Data(layout.utf8).write(to: url)
        let instantiation = NibInstantiation(document: try NibDocument.load(contentsOf: url), owner: nil)
        #expect(throws: LayoutFileError.self) { try instantiation.run() }
        do {
            _ = try instantiation.run()
        } catch {
            #expect(error.description.hasSuffix(
                "image \"images/huge.png\" (16384x16384 pixels) would bring the images of this render to 268435457 decoded pixels, over the limit of 256 M pixels"))
            #expect(error.description.contains("layout.json:3:"))
        }
    }

    @Test func theBudgetCountsEachFileOnce() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["a", "b", "c"] {
            try BlankPNG.data(width: 60, height: 60).write(to: dir.appendingPathComponent("\(name).png"))
        }
        let budget = DecodedPixelBudget(limit: 10_000)
        let cache = ImageFileCache.shared
        for _ in 0..<3 { _ = try cache.image(atPath: dir.appendingPathComponent("a.png").path, budget: budget, name: "a.png") }
        _ = try cache.image(atPath: dir.appendingPathComponent("b.png").path, budget: budget, name: "b.png")
        #expect(budget.used == 7200)
        #expect(throws: ImageFileError.overBudget(
            "image c.png (60x60 pixels) would bring the images of this render to 10800 decoded pixels, over the limit of 10000 pixels")) {
            try cache.image(atPath: dir.appendingPathComponent("c.png").path, budget: budget, name: "c.png")
        }
    }
}
