import Foundation

/// The open icon set that stands in for Apple's SF Symbols: Material Design
/// Icons, from the Debian package `fonts-materialdesignicons-webfont` (SIL
/// Open Font License; pinned like the text fonts, see docs/symbols.md).
///
/// Its SVG font holds every glyph as path data on a 512-unit em (24-unit
/// design grid, y up, baseline 64 units above the bottom). The file is read
/// once; a glyph's path is parsed the first time it is asked for.
package enum SymbolGlyphSet {
    package static let debianPackage = "fonts-materialdesignicons-webfont"
    package static let fileName = "materialdesignicons-webfont.svg"
    static let expectedPath = "/usr/share/fonts/svg/materialdesignicons-webfont/" + fileName
    /// The em the path data is drawn on.
    package static let unitsPerEm: CGFloat = 512
    /// The em's top (ascent) in the font's y-up units.
    static let ascent: CGFloat = 448

    package struct MissingFileError: Error, CustomStringConvertible {
        package var description: String {
            "Offscreen symbols: \(fileName) not found at \(expectedPath). Install the Debian package "
                + "\(debianPackage) (scripts/install-deps.sh installs it)."
        }
    }

    /// The path data of every glyph by name, or the error reading the file.
    private static let pathData: Result<[String: String], MissingFileError> = {
        guard let text = try? String(contentsOfFile: expectedPath, encoding: .utf8) else { return .failure(MissingFileError()) }
        var table: [String: String] = [:]
        var rest = text[...]
        while let start = rest.range(of: "<glyph ") {
            guard let end = rest[start.upperBound...].range(of: "/>") else { break }
            let element = rest[start.upperBound..<end.lowerBound]
            if let name = attribute("glyph-name", in: element), let d = attribute("d", in: element) { table[name] = d }
            rest = rest[end.upperBound...]
        }
        return .success(table)
    }()

    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let r = element.range(of: " \(name)=\"") ?? element.range(of: "\n\(name)=\"")
            ?? (element.hasPrefix("\(name)=\"") ? element.range(of: "\(name)=\"") : nil) else { return nil }
        guard let close = element[r.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(element[r.upperBound..<close])
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var parsed: [String: CGPath] = [:]

    /// Whether the set can be read (the Debian package is installed).
    package static var isAvailable: Bool {
        if case .success = pathData { return true }
        return false
    }

    /// Whether the set has a glyph named `name`.
    package static func contains(_ name: String) -> Bool {
        (try? pathData.get())?[name] != nil
    }

    /// The glyph `name` on a y-down em of `unitsPerEm`: x 0…512, y 0 at the
    /// em's top, 512 at its bottom (the design grid's 24 units scaled).
    package static func path(named name: String) -> CGPath? {
        if let cached = lock.withLock({ parsed[name] }) { return cached }
        guard let d = (try? pathData.get())?[name], let path = parse(d) else { return nil }
        lock.withLock { parsed[name] = path }
        return path
    }

    /// SVG path data (absolute M L H V C S Z, as the font uses) to a y-down path.
    static func parse(_ d: String) -> CGPath? {
        let path = CGMutablePath()
        var numbers: [CGFloat] = []
        var command: Character = " "
        var current = CGPoint.zero
        var lastControl: CGPoint?
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: ascent - y) }
        func flush() -> Bool {
            switch command {
            case "M", "L":
                guard numbers.count % 2 == 0 else { return false }
                for i in stride(from: 0, to: numbers.count, by: 2) {
                    current = p(numbers[i], numbers[i + 1])
                    if command == "M" && i == 0 { path.move(to: current) } else { path.addLine(to: current) }
                }
                lastControl = nil
            case "H":
                for x in numbers { current = CGPoint(x: x, y: current.y); path.addLine(to: current) }
                lastControl = nil
            case "V":
                for y in numbers { current = CGPoint(x: current.x, y: ascent - y); path.addLine(to: current) }
                lastControl = nil
            case "C":
                guard numbers.count % 6 == 0 else { return false }
                for i in stride(from: 0, to: numbers.count, by: 6) {
                    let c1 = p(numbers[i], numbers[i + 1]), c2 = p(numbers[i + 2], numbers[i + 3])
                    current = p(numbers[i + 4], numbers[i + 5])
                    path.addCurve(to: current, control1: c1, control2: c2)
                    lastControl = c2
                }
            case "S":
                guard numbers.count % 4 == 0 else { return false }
                for i in stride(from: 0, to: numbers.count, by: 4) {
                    // The first control point mirrors the previous curve's second.
                    let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                    let c2 = p(numbers[i], numbers[i + 1])
                    current = p(numbers[i + 2], numbers[i + 3])
                    path.addCurve(to: current, control1: c1, control2: c2)
                    lastControl = c2
                }
            case "Z", "z":
                path.closeSubpath()
                lastControl = nil
            case " ":
                break
            default:
                return false
            }
            numbers.removeAll(keepingCapacity: true)
            return true
        }
        var token = ""
        func endNumber() {
            if !token.isEmpty, let v = Double(token) { numbers.append(CGFloat(v)) }
            token = ""
        }
        for ch in d {
            if ch.isLetter && ch != "e" && ch != "E" {
                endNumber()
                guard flush() else { return nil }
                command = ch
            } else if ch == " " || ch == "," || ch == "\n" {
                endNumber()
            } else if ch == "-" && !token.isEmpty && !(token.last == "e" || token.last == "E") {
                endNumber()
                token = "-"
            } else {
                token.append(ch)
            }
        }
        endNumber()
        guard flush() else { return nil }
        return path.isEmpty ? nil : path
    }
}
