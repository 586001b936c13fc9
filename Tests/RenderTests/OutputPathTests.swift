import CoreGraphics
import Foundation
import Testing

/// Where `render` writes: never over one of its inputs, through device nodes,
/// FIFOs and standard output rather than over them, into an existing folder for
/// a path ending in /, and with messages that name the path as it was given.
@Suite struct OutputPathTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Snapshot")
    let folder = RenderProcess.temporaryFolder()
    var card: URL { Self.fixtures.appendingPathComponent("Layouts/card-with-avatar-and-lines.json") }

    /// A copy of the card layout in the temporary folder (tests may try to overwrite it).
    func layoutCopy() throws -> URL {
        let url = folder.appendingPathComponent("in.json")
        try FileManager.default.copyItem(at: card, to: url)
        return url
    }

    func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4e, 0x47]) }

    @Test func outputThatIsTheLayoutFileIsRefused() throws {
        let layout = try layoutCopy()
        let before = try Data(contentsOf: layout)
        let result = try RenderProcess.run([layout.path, "-o", layout.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o \(layout.path): is the layout file"))
        #expect(try Data(contentsOf: layout) == before)
        // The same file by another spelling.
        let other = try RenderProcess.run([layout.path, "-o", folder.path + "/./in.json"], in: folder)
        #expect(other.status == 2)
        #expect(try Data(contentsOf: layout) == before)
    }

    @Test func outputThatIsAnImageTheLayoutUsesIsRefused() throws {
        let image = folder.appendingPathComponent("dot.png")
        try RenderProcess.writePNG(image, width: 4, height: 4, word: 0xff00_ff00)
        let layout = folder.appendingPathComponent("uses-image.json")
        try Data("""
            {"formatVersion": 1, "canvas": {"size": [20, 20], "scale": 1},
             "objects": [{"class": "UIImageView", "properties": {"frame": [0, 0, 20, 20], "image": "dot.png"}}]}
            """.utf8).write(to: layout)
        let before = try Data(contentsOf: image)
        let result = try RenderProcess.run([layout.path, "-o", image.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("is an image the layout file uses"))
        #expect(try Data(contentsOf: image) == before)
        let check = try RenderProcess.run(["check", layout.path, "--golden", image.path, "--record", "all"])
        #expect(check.status == 2)
        #expect(try Data(contentsOf: image) == before)
    }

    /// A layout piped in names its images from the current directory; writing
    /// over one of them is refused as for a layout file, and nothing is written.
    @Test func outputThatIsAnImageOfAPipedLayoutIsRefused() throws {
        let image = folder.appendingPathComponent("dot.png")
        try RenderProcess.writePNG(image, width: 4, height: 4, word: 0xff00_ff00)
        let layout = Data("""
            {"formatVersion": 1, "canvas": {"size": [20, 20], "scale": 1},
             "objects": [{"class": "UIImageView", "properties": {"frame": [0, 0, 20, 20], "image": "dot.png"}}]}
            """.utf8)
        let before = try Data(contentsOf: image)
        let result = try RenderProcess.run(["-", "-o", "dot.png"], in: folder, input: layout)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("-o dot.png: is an image the layout file uses"))
        #expect(try Data(contentsOf: image) == before)
        // Another name for the output renders.
        let other = try RenderProcess.run(["-", "-o", "out.png"], in: folder, input: layout)
        #expect(other.status == 0, "\(other.stderr)")
        #expect(isPNG(try Data(contentsOf: folder.appendingPathComponent("out.png"))))
    }

    @Test func goldenThatIsTheLayoutFileIsRefused() throws {
        let layout = try layoutCopy()
        let before = try Data(contentsOf: layout)
        let result = try RenderProcess.run(["check", layout.path, "--golden", layout.path, "--record", "all"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--golden \(layout.path): is the layout file"))
        #expect(try Data(contentsOf: layout) == before)
    }

    @Test func dashAndDevStdoutWriteThePNGToStandardOutput() throws {
        for path in ["-", "/dev/stdout"] {
            let result = try RenderProcess.run([card.path, "-o", path, "--scale", "1"])
            #expect(result.status == 0, "\(path): \(result.stderr)")
            // (RenderProcess reads standard output as UTF-8: the signature's 0x89 is lost.)
            #expect(result.stdout.contains("PNG") && result.stdout.contains("IHDR") && result.stdout.contains("IEND"),
                    "\(path) wrote no PNG to standard output")
        }
        #expect(FileManager.default.fileExists(atPath: "/dev/stdout"))
    }

    @Test func deviceNodesAndFIFOsAreWrittenThroughNotReplaced() throws {
        let null = try RenderProcess.run([card.path, "-o", "/dev/null", "--scale", "1"])
        #expect(null.status == 0)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let link = folder.appendingPathComponent("out-link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/proc/self/fd/1")
        let viaLink = try RenderProcess.run([card.path, "-o", link.path, "--scale", "1"])
        #expect(viaLink.status == 0)
        #expect(viaLink.stdout.contains("IHDR"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "/proc/self/fd/1")
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A reader on the FIFO, so that the writer's open does not wait forever.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo.path]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let result = try RenderProcess.run([card.path, "-o", fifo.path, "--scale", "1"])
        let read = pipe.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(result.status == 0)
        #expect(isPNG(read))
        #expect(stat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func trailingSlashIsAFolderThatMustExist() throws {
        let missing = try RenderProcess.run([card.path, "-o", "newdir/", "--scale", "1"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("-o newdir/: a path ending in / names a folder"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("newdir").path))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let existing = try RenderProcess.run([card.path, "-o", "out/", "--scale", "1"], in: folder)
        #expect(existing.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/card-with-avatar-and-lines.png").path))
        let folderWithoutSlash = try RenderProcess.run([card.path, "-o", "out", "--scale", "1"], in: folder)
        #expect(folderWithoutSlash.status == 2)
        #expect(folderWithoutSlash.stderr.contains("-o out: is a folder, not a file"))
    }

    @Test func emptyOutputPathSaysSo() throws {
        let result = try RenderProcess.run([card.path, "-o", ""])
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o: the output path is empty"))
        #expect(!result.stderr.contains("rename"))
    }

    @Test func messagesNameThePathAsGiven() throws {
        try Data("x".utf8).write(to: folder.appendingPathComponent("afile"))
        let result = try RenderProcess.run([card.path, "-o", "afile/x.png", "--scale", "1"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write afile/x.png"))
    }
}
