/// Errors that end the tool with one of its documented exit codes:
/// 1 when images do not match, 2 when the input is bad. Argument errors from
/// the parser also exit 2 (see main.swift).
enum RenderFailure: Error, CustomStringConvertible {
    case mismatch(String)
    case badInput(String)

    var exitCode: Int32 {
        switch self {
        case .mismatch: 1
        case .badInput: 2
        }
    }

    var description: String {
        switch self {
        case .mismatch(let message), .badInput(let message): message
        }
    }
}
