import Foundation

/// Where Auto Layout's console messages go: standard error, as UIKit logs
/// them, unless a test captures them.
@preconcurrency @MainActor
package enum LayoutLog {
    /// Receives every message instead of standard error when set (tests).
    package static var capture: ((String) -> Void)?

    package static func emit(_ message: String) {
        if let capture {
            capture(message)
            return
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Runs `body` and returns what it logged (nested captures are restored).
    package static func capturing(_ body: () throws -> Void) rethrows -> [String] {
        var lines: [String] = []
        let previous = capture
        capture = { lines.append($0) }
        defer { capture = previous }
        try body()
        return lines
    }
}
