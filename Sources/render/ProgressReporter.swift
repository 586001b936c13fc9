import Foundation

/// Progress over many files, on standard error so standard output stays clean.
///
/// On a terminal one line is redrawn in place (`\r`, a bar, the count and the
/// current name, cut to the terminal's width); otherwise (CI logs, pipes) each
/// finished item gets its own plain line, which is what a log reader wants.
struct ProgressReporter {
    let total: Int
    let interactive: Bool
    let columns: Int
    private(set) var done = 0
    private var output: (String) -> Void

    init(total: Int, interactive: Bool = isatty(STDERR_FILENO) != 0, columns: Int? = nil,
         output: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.interactive = interactive
        self.columns = columns ?? Self.terminalColumns()
        self.output = output
    }

    /// One item finished with `outcome` ("ok", "FAILED", ...).
    mutating func advance(name: String, outcome: String) {
        done += 1
        if interactive {
            let width = 24
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            var line = "[\(bar)] \(done)/\(total) \(name)"
            if line.count > columns - 1 { line = String(line.prefix(max(0, columns - 1))) }
            // Clear to the end of the line so a shorter name leaves nothing behind.
            output("\r\(line)\u{1B}[K")
            if done == total { output("\n") }
        } else {
            output("[\(done)/\(total)] \(name): \(outcome)\n")
        }
    }

    /// Puts a message on its own line without breaking the bar.
    func note(_ message: String) {
        output(interactive ? "\r\u{1B}[K\(message)\n" : "\(message)\n")
    }

    private static func terminalColumns() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
