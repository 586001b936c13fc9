/// An error in a layout file: where it is (file, JSON path, line:column) and what
/// was expected there.
///
/// Offscreen's own type (layout files are Offscreen's JSON equivalent of nibs and
/// storyboards). Its `description` reads like a compiler diagnostic, e.g.
/// `demo.json:12:17: at $.objects[1].properties.alpha: expected a number, found string "half"`.
public struct LayoutFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name as given to the loader (usually its last path component).
    public var file: String
    /// The JSON path of the value at fault, e.g. `$.objects[2].properties.frame`;
    /// empty when the error concerns the file as a whole (it cannot be read).
    public var path: String
    /// 1-based line; 0 when the error has no position in the text.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// What was expected and what was found.
    public var message: String

    public init(file: String, path: String, line: Int, column: Int, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package init(file: String, at value: JSONValue, _ message: String) {
        self.init(file: file, path: value.path, line: value.position.line,
                  column: value.position.column, message: message)
    }

    public var description: String {
        var text = file
        if line > 0 { text += ":\(line):\(column)" }
        text += ": "
        if !path.isEmpty { text += "at \(path): " }
        return text + message
    }
}
