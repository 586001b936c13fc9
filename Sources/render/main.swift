import ArgumentParser
import Foundation
import UIKit

// Exit codes are the tool's contract: 0 ok, 1 mismatch, 2 bad input. The parser's
// own usage errors (exit 64 by default) are bad input too, so they are mapped here.
MallocSettings.apply()
do {
    if let plain = plainImageArguments(Array(CommandLine.arguments.dropFirst())) {
        // Fonts are set up on the second core while the layout file is read and
        // laid out (FontPreparation; ImageCommand.render ends the thread).
        FontPreparation.start()
        MallocSettings.prefaultHeap()
        try ImageCommand.render(layout: plain.layout, output: plain.output, rendering: RenderSettings(), compression: .fast)
    } else {
        var command = try parseCommandLine()
        try command.run()
    }
} catch let failure as RenderFailure {
    FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
    exitAfterFailure(failure.exitCode)
} catch {
    let code = RenderTool.exitCode(for: error)
    if code == .success { RenderTool.exit(withError: error) }
    if let explicit = error as? ExitCode { exitAfterFailure(explicit.rawValue) }
    FileHandle.standardError.write(Data((RenderTool.fullMessage(for: error) + "\n").utf8))
    exitAfterFailure(2)
}

/// Ends the process after an error has been reported. While the font thread is
/// still setting up (a layout file that is missing or bad fails before any text
/// is laid out), the process ends at once with `_exit`: it neither waits for the
/// fonts nor runs exit handlers under a thread inside fontconfig or Pango.
/// Nothing is left to flush: messages go to standard error unbuffered, and a
/// half-written output is removed before the error reaches here.
func exitAfterFailure(_ code: Int32) -> Never {
    if FontPreparation.isRunning {
        fflush(nil)
        _exit(code)
    }
    exit(code)
}

/// The command the arguments name. The usual `render layout.json -o out.png` (no
/// subcommand's name among the arguments) is parsed as the default command alone:
/// parsing from the root builds the parsers of every subcommand first, a few
/// milliseconds of a process that renders in tens. Whatever that does not turn
/// into an ImageCommand (help, which it answers with a help command, or a mistake)
/// is parsed again from the root, so help, errors and exit codes are the root's.
func parseCommandLine() throws -> ParsableCommand {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = Set(RenderTool.configuration.subcommands.map { $0._commandName } + ["help"])
    if !arguments.isEmpty, !arguments.contains(where: names.contains),
       let command = try? ImageCommand.parseAsRoot(arguments), command is ImageCommand {
        return command
    }
    return try RenderTool.parseAsRoot(arguments)
}

/// The layout file and output of the plainest command, `render layout.json -o
/// out.png` (or `-o out.png layout.json`, `--output` for `-o`) and nothing else,
/// which runs without the argument parser: building it takes a few milliseconds of
/// a process that renders in tens (reflection of the command's options, and the
/// protocol conformance lookups that scan every conformance record at their first
/// use). Nil for anything else, which the parser reads: more arguments, a value
/// that starts with `-` (an option, or `-` for standard input or output), an empty
/// one, or a layout named like a subcommand (`render check -o x`), so that help,
/// errors and exit codes stay the parser's.
func plainImageArguments(_ arguments: [String]) -> (layout: String, output: String)? {
    guard arguments.count == 3 else { return nil }
    let outputNames = ["-o", "--output"]
    let layout: String, output: String
    if outputNames.contains(arguments[1]) {
        (layout, output) = (arguments[0], arguments[2])
    } else if outputNames.contains(arguments[0]) {
        (layout, output) = (arguments[2], arguments[1])
    } else {
        return nil
    }
    for value in [layout, output] where value.isEmpty || value.hasPrefix("-") { return nil }
    let names = RenderTool.configuration.subcommands.map { $0._commandName } + ["help"]
    return names.contains(layout) ? nil : (layout, output)
}
