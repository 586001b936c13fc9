import ArgumentParser
import Foundation

// Exit codes are the tool's contract: 0 ok, 1 mismatch, 2 bad input. The parser's
// own usage errors (exit 64 by default) are bad input too, so they are mapped here.
do {
    var command = try RenderTool.parseAsRoot()
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
