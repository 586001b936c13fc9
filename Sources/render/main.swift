import ArgumentParser
import Foundation

// Exit codes are the tool's contract: 0 ok, 1 mismatch, 2 bad input. The parser's
// own usage errors (exit 64 by default) are bad input too, so they are mapped here.
MallocSettings.apply()
do {
    var command = try parseCommandLine()
    try command.run()
} catch let failure as RenderFailure {
    FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
    exit(failure.exitCode)
} catch {
    let code = RenderTool.exitCode(for: error)
    if code == .success { RenderTool.exit(withError: error) }
    if let explicit = error as? ExitCode { exit(explicit.rawValue) }
    FileHandle.standardError.write(Data((RenderTool.fullMessage(for: error) + "\n").utf8))
    exit(2)
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
