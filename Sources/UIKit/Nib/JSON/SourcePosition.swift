/// A place in a JSON text: 1-based line and column (the column counts Unicode
/// scalars, as editors show it), plus the byte offset for tooling.
package struct SourcePosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    package var description: String { "\(line):\(column)" }
}
