import Foundation

/// A JUnit XML report (the format CI systems show as test results): one
/// `<testsuite>` whose `<testcase>`s are checked files, with a `<failure>` for a
/// mismatch and an `<error>` for bad input. `merge` joins several reports'
/// suites under one `<testsuites>`.
package struct JUnitReport {
    package enum Result: Sendable {
        case passed
        case failed(String)
        case error(String)
    }

    package struct Case: Sendable {
        package let name: String
        package let file: String?
        package let result: Result
        package init(name: String, file: String?, result: Result) {
            self.name = name
            self.file = file
            self.result = result
        }
    }

    package let suiteName: String
    package var cases: [Case] = []

    package init(suiteName: String) { self.suiteName = suiteName }

    package var xml: String {
        var failures = 0, errors = 0
        for c in cases {
            switch c.result {
            case .passed: break
            case .failed: failures += 1
            case .error: errors += 1
            }
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        text += "<testsuite name=\"\(Self.escape(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for c in cases {
            text += "<testcase classname=\"\(Self.escape(suiteName))\" name=\"\(Self.escape(c.name))\""
            if let file = c.file { text += " file=\"\(Self.escape(file))\"" }
            switch c.result {
            case .passed:
                text += "/>\n"
            case .failed(let message):
                text += ">\n<failure message=\"\(Self.escape(Self.firstLine(message)))\">\(Self.escape(message))</failure>\n</testcase>\n"
            case .error(let message):
                text += ">\n<error message=\"\(Self.escape(Self.firstLine(message)))\">\(Self.escape(message))</error>\n</testcase>\n"
            }
        }
        return text + "</testsuite>\n</testsuites>\n"
    }

    /// The `<testsuite>` elements of each report, in order, under one
    /// `<testsuites>` whose totals are their sums. Works for the reports
    /// `render check --junit` writes and for other tools' JUnit files
    /// (`swift test --xunit-output`): suites are copied as they are.
    package static func merge(_ reports: [(name: String, xml: String)]) throws(MergeError) -> String {
        var suites: [String] = []
        var totals = ["tests": 0, "failures": 0, "errors": 0, "skipped": 0]
        for report in reports {
            let found = suiteElements(report.xml)
            guard !found.isEmpty else { throw MergeError(file: report.name, reason: "no <testsuite> element") }
            for suite in found {
                for key in totals.keys {
                    totals[key]! += Int(attribute(key, of: suite) ?? "0") ?? 0
                }
                suites.append(suite)
            }
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites tests=\"\(totals["tests"]!)\" failures=\"\(totals["failures"]!)\" errors=\"\(totals["errors"]!)\">\n"
        for suite in suites { text += suite + "\n" }
        return text + "</testsuites>\n"
    }

    package struct MergeError: Error, CustomStringConvertible {
        package let file: String
        package let reason: String
        package var description: String { "\(file): \(reason)" }
    }

    /// Each `<testsuite ...>...</testsuite>` (or `<testsuite .../>`), as text.
    static func suiteElements(_ xml: String) -> [String] {
        var result: [String] = []
        var rest = xml[...]
        while let start = rest.range(of: "<testsuite ") ?? rest.range(of: "<testsuite>") {
            let tail = rest[start.lowerBound...]
            guard let openEnd = tail.firstIndex(of: ">") else { break }
            if tail[tail.index(before: openEnd)] == "/" {
                result.append(String(tail[...openEnd]))
                rest = tail[tail.index(after: openEnd)...]
                continue
            }
            guard let close = tail.range(of: "</testsuite>") else { break }
            result.append(String(tail[..<close.upperBound]))
            rest = tail[close.upperBound...]
        }
        return result
    }

    /// The value of `name="..."` in an element's opening tag.
    static func attribute(_ name: String, of element: String) -> String? {
        guard let openEnd = element.firstIndex(of: ">") else { return nil }
        let tag = element[..<openEnd]
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                // XML 1.0 has no other control characters.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// GitHub Actions' workflow commands: a line `::error file=…,line=…,title=…::message`
/// on standard output becomes an annotation on that file in the pull request.
package enum GitHubAnnotation {
    /// Whether the process runs in GitHub Actions (`GITHUB_ACTIONS=true`).
    package static func isEnabled(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    package static func error(file: String, line: Int, title: String, message: String) -> String {
        "::error file=\(property(file)),line=\(line),title=\(property(title))::\(data(message))"
    }

    /// Escapes a message as GitHub's runner reads it (`%`, CR and LF).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value: a message's escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
