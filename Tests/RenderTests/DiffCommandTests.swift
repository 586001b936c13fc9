import CoreGraphics
import Foundation
import Testing

@Suite struct DiffCommandTests {
    let folder = RenderProcess.temporaryFolder()
    var a: URL { folder.appendingPathComponent("a.png") }
    var b: URL { folder.appendingPathComponent("b.png") }

    @Test func identicalImagesExitZero() throws {
        try RenderProcess.writePNG(a, width: 20, height: 10, word: 0xff33_6699)
        try RenderProcess.writePNG(b, width: 20, height: 10, word: 0xff33_6699)
        let result = try RenderProcess.run(["diff", a.path, b.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("are identical"))
    }

    @Test func changedPixelExitsOneSaysWhereAndWritesDiffAndStrip() throws {
        try RenderProcess.writePNG(a, width: 40, height: 30, word: 0xffff_ffff)
        try RenderProcess.writePNG(b, width: 40, height: 30, word: 0xffff_ffff, changes: [(12, 7, 0xff00_0000)])
        let diff = folder.appendingPathComponent("out/diff.png"), strip = folder.appendingPathComponent("strip.png")
        let result = try RenderProcess.run(["diff", a.path, b.path, "-o", diff.path, "--strip", strip.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("first at (12, 7)"))
        #expect(result.stderr.contains(diff.path))
        let diffPixels = try PNGCodec.decode(Data(contentsOf: diff))
        #expect(diffPixels.width == 40 && diffPixels.height == 30)
        #expect(diffPixels.bytes.load(fromByteOffset: 7 * diffPixels.bytesPerRow + 12 * 4, as: UInt32.self) == 0xffff_0000)
        #expect(try PNGCodec.decode(Data(contentsOf: strip)).width == 4 + 3 * (40 + 4))
    }

    @Test func toleranceOptionsHaveSwiftSnapshotTestingMeaning() throws {
        try RenderProcess.writePNG(a, width: 100, height: 100, word: 0xffff_ffff)
        try RenderProcess.writePNG(b, width: 100, height: 100, word: 0xffff_ffff, changes: [(1, 1, 0xff00_0000)])
        #expect(try RenderProcess.run(["diff", a.path, b.path, "--precision", "0.999"]).status == 0)
        try RenderProcess.writePNG(b, width: 100, height: 100, word: 0xfffd_fdfd)
        #expect(try RenderProcess.run(["diff", a.path, b.path, "--perceptual-precision", "0.99"]).status == 0)
        #expect(try RenderProcess.run(["diff", a.path, b.path, "--perceptual-precision", "0.999"]).status == 1)
    }

    @Test func sizeMismatchIsReportedNotACrash() throws {
        try RenderProcess.writePNG(a, width: 20, height: 10, word: 0xffff_ffff)
        try RenderProcess.writePNG(b, width: 21, height: 10, word: 0xffff_ffff)
        let diff = folder.appendingPathComponent("diff.png")
        let result = try RenderProcess.run(["diff", a.path, b.path, "-o", diff.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("21x10 px but the reference is 20x10 px"))
        #expect(FileManager.default.fileExists(atPath: diff.path))
    }

    @Test func unreadableInputExitsTwoNamingTheFile() throws {
        try RenderProcess.writePNG(a, width: 2, height: 2, word: 0xffff_ffff)
        try Data("not a png".utf8).write(to: b)
        let corrupt = try RenderProcess.run(["diff", a.path, b.path, "-o", folder.appendingPathComponent("d.png").path])
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("\(b.path): PNG decode"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
        let missing = try RenderProcess.run(["diff", a.path, folder.appendingPathComponent("nope.png").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.png: cannot read: No such file or directory"))
    }

    @Test func badArgumentsExitTwo() throws {
        let result = try RenderProcess.run(["diff", "a.png", "b.png", "--precision", "1.5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("precision must be between 0 and 1"))
        #expect(try RenderProcess.run(["diff", "only-one.png"]).status == 2)
        #expect(try RenderProcess.run(["--help"]).status == 0)
    }
}

/// `render diff`'s outputs: never an input, all of them or none.
@Suite struct DiffOutputTests {
    let folder = RenderProcess.temporaryFolder()
    var a: URL { folder.appendingPathComponent("a.png") }
    var b: URL { folder.appendingPathComponent("b.png") }

    @Test func outputThatIsEitherInputIsRefused() throws {
        try RenderProcess.writePNG(a, width: 4, height: 4, word: 0xffff_ffff)
        try RenderProcess.writePNG(b, width: 4, height: 4, word: 0xff00_0000)
        let before = try Data(contentsOf: a)
        for (option, path) in [("-o", a.path), ("-o", b.path), ("--strip", a.path)] {
            let result = try RenderProcess.run(["diff", a.path, b.path, option, path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(option) \(path): is the"))
        }
        #expect(try Data(contentsOf: a) == before)
    }

    /// The side-by-side image of a 16384-wide image cannot be made: refused
    /// before the difference image is written, so there are no half results.
    @Test func differentSizesWriteEveryOutputOrNone() throws {
        try RenderProcess.writePNG(a, width: 16384, height: 2, word: 0xffff_ffff)
        try RenderProcess.writePNG(b, width: 3, height: 2, word: 0xffff_ffff)
        let diff = folder.appendingPathComponent("d.png"), strip = folder.appendingPathComponent("s.png")
        let refused = try RenderProcess.run(["diff", a.path, b.path, "-o", diff.path, "--strip", strip.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: diff.path))
        #expect(!FileManager.default.fileExists(atPath: strip.path))
        let written = try RenderProcess.run(["diff", a.path, b.path, "-o", diff.path])
        #expect(written.status == 1)
        let pixels = try PNGCodec.decode(Data(contentsOf: diff))
        #expect(pixels.width == 16384 && pixels.height == 2)
    }
}
