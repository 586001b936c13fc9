import Foundation
import Testing
@testable import render

/// `render layout.json -o out.png` runs without the argument parser; everything
/// else must still reach it, and both ways must draw the same bytes.
@Suite struct PlainImageArgumentsTests {
    @Test func theLayoutAndOutputInEitherOrder() throws {
        let forward = try #require(plainImageArguments(["card.json", "-o", "card.png"]))
        #expect(forward.layout == "card.json" && forward.output == "card.png")
        let backward = try #require(plainImageArguments(["-o", "card.png", "card.json"]))
        #expect(backward.layout == "card.json" && backward.output == "card.png")
        let long = try #require(plainImageArguments(["card.json", "--output", "out/"]))
        #expect(long.layout == "card.json" && long.output == "out/")
    }

    @Test func anythingElseGoesToTheParser() {
        #expect(plainImageArguments(["card.json", "-o", "card.png", "--scale", "2"]) == nil)
        #expect(plainImageArguments(["card.json", "card.png", "-o"]) == nil)
        #expect(plainImageArguments(["card.json", "--output=card.png"]) == nil)
        // Standard input and output, and a missing value, are the parser's to read.
        #expect(plainImageArguments(["-", "-o", "card.png"]) == nil)
        #expect(plainImageArguments(["card.json", "-o", "-"]) == nil)
        #expect(plainImageArguments(["card.json", "-o", ""]) == nil)
        // A subcommand's name is the subcommand, as the parser reads it.
        #expect(plainImageArguments(["check", "-o", "card.png"]) == nil)
        #expect(plainImageArguments(["help", "-o", "card.png"]) == nil)
    }

    /// The plain command draws what the parsed one draws with every default spelt out.
    @Test func drawsWhatTheParsedCommandDraws() throws {
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Snapshot/Layouts")
        let card = layouts.appendingPathComponent("card-with-avatar-and-lines.json").path
        let folder = RenderProcess.temporaryFolder()
        let plain = folder.appendingPathComponent("plain.png"), parsed = folder.appendingPathComponent("parsed.png")
        #expect(try RenderProcess.run([card, "-o", plain.path]).status == 0)
        #expect(try RenderProcess.run([card, "-o", parsed.path, "--compression", "fast"]).status == 0)
        let plainBytes = try Data(contentsOf: plain), parsedBytes = try Data(contentsOf: parsed)
        #expect(!plainBytes.isEmpty && plainBytes == parsedBytes)
    }
}
