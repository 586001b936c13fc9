import CoreGraphics
import Foundation
import Testing

/// How `render` reads its layout: from a path, from standard input (`-`), from
/// pipes (`<(…)`, `/dev/stdin`); what it says about paths that are not layout
/// files; and the ranges on numbers from files and options.
@Suite struct LayoutInputTests {
    let folder = RenderProcess.temporaryFolder()
    var card: URL { LayoutCommandTests.fixtures.appendingPathComponent("Layouts/card-with-avatar-and-lines.json") }
    var golden: URL { LayoutCommandTests.fixtures.appendingPathComponent("Goldens/card-with-avatar-and-lines.png") }

    func matchesGolden(_ url: URL) throws -> Bool {
        let image = try PNGCodec.decode(Data(contentsOf: url))
        let expected = try PNGCodec.decode(Data(contentsOf: golden))
        return image.width == expected.width && image.height == expected.height
            && memcmp(image.bytes, expected.bytes, image.byteCount) == 0
    }

    func write(_ text: String, _ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    // MARK: Standard input and pipes

    @Test func dashReadsTheLayoutFromStandardInput() throws {
        let out = folder.appendingPathComponent("stdin.png")
        let result = try RenderProcess.run(["-", "-o", out.path], input: Data(contentsOf: card))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try matchesGolden(out))
        let tree = try RenderProcess.run(["tree", "-"], input: Data(contentsOf: card))
        #expect(tree.status == 0)
        #expect(tree.stdout.hasPrefix("<UIView; id = card;"))
    }

    @Test func devStdinAndProcessSubstitutionWork() throws {
        let out = folder.appendingPathComponent("devstdin.png")
        let piped = try RenderProcess.run(["/dev/stdin", "-o", out.path], input: Data(contentsOf: card))
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try matchesGolden(out))
        // bash's <(…) names a pipe /dev/fd/N.
        let substituted = folder.appendingPathComponent("substituted.png")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "\"$0\" <(cat \"$1\") -o \"$2\"", RenderProcess.executable.path, card.path, substituted.path]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(try matchesGolden(substituted))
    }

    @Test func errorsFromStandardInputNameIt() throws {
        let bad = Data(#"{"objects": [{"class": "UIView", "properties": {"alpha": "half"}}]}"#.utf8)
        let result = try RenderProcess.run(["-", "-o", folder.appendingPathComponent("x.png").path], input: bad)
        #expect(result.status == 2)
        #expect(result.stderr == "error: <stdin>:1:58: at $.objects[0].properties.alpha: expected a number, found string \"half\"\n")
        let empty = try RenderProcess.run(["-", "-o", folder.appendingPathComponent("x.png").path], input: Data())
        #expect(empty.status == 2)
        #expect(empty.stderr == "error: <stdin>: is empty (nothing was piped in)\n")
    }

    // MARK: Paths that are not layout files

    @Test func aDirectoryAnEmptyFileAndANamedPipeSayWhatTheyAre() throws {
        let out = folder.appendingPathComponent("x.png").path
        let directory = try RenderProcess.run([folder.path, "-o", out])
        #expect(directory.status == 2)
        #expect(directory.stderr.hasPrefix("error: \(folder.path): is a directory"))

        let empty = try write("", "empty.json")
        let emptyResult = try RenderProcess.run([empty.path, "-o", out])
        #expect(emptyResult.status == 2)
        #expect(emptyResult.stderr == "error: \(empty.path): is empty\n")

        // Nobody writes to this pipe: an error at once, not a wait.
        let fifo = folder.appendingPathComponent("layout.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let fifoResult = try RenderProcess.run([fifo.path, "-o", out])
        #expect(fifoResult.status == 2)
        #expect(fifoResult.stderr.contains("\(fifo.path): is a named pipe and nothing was written to it; when reading from a pipe, use -"))

        let missing = try RenderProcess.run([folder.appendingPathComponent("nope.json").path, "-o", out])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read: No such file or directory"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func messagesNameThePathAsTheUserGaveIt() throws {
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        _ = try write(#"{"objects": [{"class": "UIView", "properties": {"alpha": 2}}]}"#, "sub/bad.json")
        let result = try RenderProcess.run(["sub/bad.json", "-o", "out.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: sub/bad.json:1:58: at $.objects[0].properties.alpha: expected a number from 0 to 1"))
    }

    @Test func aDirectoryUsedAsAnImageSaysSo() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("avatar.png"), withIntermediateDirectories: true)
        let layout = try write(#"{"objects": [{"class": "UIImageView", "properties": {"frame": [0, 0, 10, 10], "image": "avatar.png"}}]}"#, "image.json")
        let result = try RenderProcess.run([layout.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("image path \"avatar.png\" is a directory, not an image file"))
    }

    // MARK: Hostile numbers

    @Test func hugeNumbersInAFileAreErrorsForRenderAndTree() throws {
        let out = folder.appendingPathComponent("x.png").path
        let stack = try write(#"{"objects": [{"class": "UIStackView", "properties": {"frame": [0, 0, 100, 100], "spacing": 1e20}, "arrangedSubviews": [{"class": "UIView"}, {"class": "UIView"}]}]}"#, "stack.json")
        for arguments in [[stack.path, "-o", out], ["tree", stack.path]] {
            let result = try RenderProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("stack.json:1:92: at $.objects[0].properties.spacing: expected a number from -1000000 to 1000000, found 1e+20"))
        }
        let slider = try write(#"{"objects": [{"class": "UISlider", "properties": {"frame": [0, 0, 200, 40], "minimumValue": -1e308, "maximumValue": 1e308}}]}"#, "slider.json")
        for arguments in [[slider.path, "-o", out], ["tree", slider.path]] {
            let result = try RenderProcess.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("properties.minimumValue: expected a number from -1000000000 to 1000000000, found -1e+308"))
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func numbersAtTheEdgesOfTheirRangesRender() throws {
        let out = folder.appendingPathComponent("edges.png").path
        let layout = try write(#"""
            {"canvas": {"size": [200, 100], "scale": 1}, "objects": [{"class": "UIView", "subviews": [
              {"class": "UIStackView", "properties": {"frame": [0, 0, 100, 100], "spacing": 1000000},
               "arrangedSubviews": [{"class": "UIView", "properties": {"backgroundColor": "red"}}, {"class": "UIView"}]},
              {"class": "UISlider", "properties": {"frame": [0, 50, 200, 40], "minimumValue": -1e9, "maximumValue": 1e9, "value": 1e9}}
            ]}]}
            """#, "edges.json")
        let result = try RenderProcess.run([layout.path, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: out))).width == 200)
    }

    @Test func aMillionDigitNumberIsNotEchoedWhole() throws {
        let digits = String(repeating: "7", count: 1_000_000)
        let layout = try write(#"{"objects": [{"class": "UIView", "properties": {"alpha": \#(digits)}}]}"#, "digits.json")
        let result = try RenderProcess.run([layout.path, "-o", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.utf8.count < 400)
        #expect(result.stderr.contains("(1000000 characters) is out of range"))
    }

    // MARK: Options obey the canvas cap

    @Test func optionsOverTheCanvasCapNameTheOptionsNotTheFile() throws {
        let out = folder.appendingPathComponent("x.png").path
        let result = try RenderProcess.run([card.path, "-o", out, "--size", "8000x8000", "--scale", "2"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --size 8000x8000 with --scale 2: a canvas of 8000x8000 points at scale 2 is 256000000 pixels; the limit is 64000000 pixels (64 M); choose a smaller --size or --scale\n")
        let scaleOnly = try RenderProcess.run([card.path, "-o", out, "--size", "5000x5000"])
        #expect(scaleOnly.status == 2)
        #expect(scaleOnly.stderr.hasPrefix("error: --size 5000x5000: a canvas of 5000x5000 points at scale 2 is 100000000 pixels"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
