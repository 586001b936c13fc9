import Foundation

/// A static HTML page that shows, for each failed snapshot, the expected, actual
/// and difference images side by side, followed by the list of those that passed.
///
/// Images are written into `images/` beside `index.html` as they are added, so a
/// run over thousands of files holds only names and messages in memory. The page
/// uses no script from outside and no timestamps: the same results give the same
/// bytes. A small inline script marks an image that failed to load, and records
/// how many loaded in `data-loaded-images` on `<body>` (what the browser test reads).
package struct HTMLReport {
    package enum Status: Sendable, Equatable {
        case passed
        case recorded
        case failed
        case badInput
    }

    package struct Entry: Sendable {
        package let name: String
        package let status: Status
        package let message: String?
        /// Paths relative to the report directory: expected, actual, difference.
        package let images: [(label: String, path: String)]
    }

    package let directory: URL
    package let title: String
    package private(set) var entries: [Entry] = []
    private var usedSlugs: Set<String> = []

    package init(directory: URL, title: String) {
        self.directory = directory
        self.title = title
    }

    /// Adds a failure with whichever of its PNG images exist (a missing reference
    /// has no expected image; a size mismatch still has a difference image).
    package mutating func addFailure(name: String, message: String, expected: Data?, actual: Data?,
                                     difference: Data?) throws(AtomicFileError) {
        let slug = uniqueSlug(for: name)
        var images: [(label: String, path: String)] = []
        for (label, data) in [("Expected", expected), ("Actual", actual), ("Difference", difference)] {
            guard let data else { continue }
            let path = "images/\(slug).\(label.lowercased()).png"
            try AtomicFile.write(data, to: directory.appendingPathComponent(path))
            images.append((label, path))
        }
        entries.append(Entry(name: name, status: .failed, message: message, images: images))
    }

    package mutating func add(name: String, status: Status, message: String? = nil) {
        entries.append(Entry(name: name, status: status, message: message, images: []))
    }

    /// Writes `index.html`, and `report.json` (the entries, which
    /// `render merge-reports` reads to join reports), and returns the page's URL.
    @discardableResult
    package func write() throws(AtomicFileError) -> URL {
        let url = directory.appendingPathComponent("index.html")
        try AtomicFile.write(Data(html().utf8), to: url)
        try AtomicFile.write(entriesJSON(), to: directory.appendingPathComponent("report.json"))
        return url
    }

    /// The entries as JSON: `[{"name", "status", "message", "images": [{"label", "path"}]}]`.
    func entriesJSON() -> Data {
        let list: [[String: Any]] = sortedEntries.map { entry in
            var item: [String: Any] = ["name": entry.name, "status": Self.statusName(entry.status),
                                       "images": entry.images.map { ["label": $0.label, "path": $0.path] }]
            if let message = entry.message { item["message"] = message }
            return item
        }
        return (try? JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
    }

    /// Adds the entries of the report in `other` (its `report.json`), copying
    /// their images into this report's `images/` under names of their own.
    package mutating func addEntries(ofReportIn other: URL) throws(MergeError) {
        let jsonURL = other.appendingPathComponent("report.json")
        guard let data = FileManager.default.contents(atPath: jsonURL.path) else {
            throw MergeError(path: jsonURL.path, reason: "not found (is \(other.path) a folder written by --report or SNAPSHOT_REPORT?)")
        }
        guard let list = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw MergeError(path: jsonURL.path, reason: "not a list of report entries")
        }
        for (n, item) in list.enumerated() {
            guard let name = item["name"] as? String, let status = (item["status"] as? String).flatMap(Self.status(named:)) else {
                throw MergeError(path: jsonURL.path, reason: "entry \(n) has no name or a status other than passed, recorded, failed, bad-input")
            }
            let slug = uniqueSlug(for: name)
            var images: [(label: String, path: String)] = []
            for image in item["images"] as? [[String: String]] ?? [] {
                guard let label = image["label"], let path = image["path"], !path.hasPrefix("/"), !path.contains("..") else {
                    throw MergeError(path: jsonURL.path, reason: "entry \(n) has an image without a label or a path inside the report")
                }
                let source = other.appendingPathComponent(path)
                guard let bytes = FileManager.default.contents(atPath: source.path) else {
                    throw MergeError(path: source.path, reason: "image of \(name) not found")
                }
                let target = "images/\(slug).\(label.lowercased()).png"
                do { try AtomicFile.write(bytes, to: directory.appendingPathComponent(target)) } catch {
                    throw MergeError(path: directory.appendingPathComponent(target).path, reason: error.description)
                }
                images.append((label, target))
            }
            entries.append(Entry(name: name, status: status, message: item["message"] as? String, images: images))
        }
    }

    package struct MergeError: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "\(path): \(reason)" }
    }

    private static func statusName(_ status: Status) -> String {
        switch status {
        case .passed: "passed"
        case .recorded: "recorded"
        case .failed: "failed"
        case .badInput: "bad-input"
        }
    }

    private static func status(named name: String) -> Status? {
        switch name {
        case "passed": .passed
        case "recorded": .recorded
        case "failed": .failed
        case "bad-input": .badInput
        default: nil
        }
    }

    package func count(of status: Status) -> Int { entries.filter { $0.status == status }.count }

    /// Entries in name order, so that a parallel run's report does not depend on
    /// which job finished first.
    var sortedEntries: [Entry] { entries.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element) }

    func html() -> String {
        let entries = sortedEntries
        var page = pageHead(entries)
        for entry in entries where entry.status == .failed || entry.status == .badInput {
            page += failureSection(entry)
        }
        page += passedList(entries)
        page += Self.pageEnd
        return page
    }

    /// The page up to the summary line: title, styles, counts.
    private func pageHead(_ entries: [Entry]) -> String {
        """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font: 14px/1.4 sans-serif; margin: 24px; color: #222; background: #fafafa; }
            .summary span { margin-right: 16px; }
            .failed-count { color: #c00; font-weight: bold; }
            section.failure { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px; margin: 16px 0; }
            section.failure h2 { font-size: 16px; margin: 0 0 8px; }
            pre { white-space: pre-wrap; background: #f3f3f3; padding: 8px; }
            .images { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
            figure { margin: 0; }
            figure img { max-width: 360px; max-height: 640px; border: 1px solid #ccc;
              background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
            figure.missing::after { content: "image missing"; color: #c00; }
            figcaption { font-weight: bold; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="summary"><span>\(entries.count) total</span><span>\(count(of: .passed)) passed</span>\
            <span class="failed-count">\(count(of: .failed)) failed</span>\
            <span>\(count(of: .badInput)) bad input</span><span>\(count(of: .recorded)) recorded</span></p>

            """
    }

    /// One failed or bad-input entry: its message and its images.
    private func failureSection(_ entry: Entry) -> String {
        var page = "<section class=\"failure\">\n<h2>\(escape(entry.name))</h2>\n"
        if let message = entry.message { page += "<pre>\(escape(message))</pre>\n" }
        if !entry.images.isEmpty {
            page += "<div class=\"images\">\n"
            for image in entry.images {
                page += "<figure><figcaption>\(image.label)</figcaption>"
                    + "<a href=\"\(escape(image.path))\"><img src=\"\(escape(image.path))\" alt=\"\(image.label)\" "
                    + "onerror=\"this.closest('figure').classList.add('missing')\"></a></figure>\n"
            }
            page += "</div>\n"
        }
        return page + "</section>\n"
    }

    /// The names of the entries that passed or were recorded.
    private func passedList(_ entries: [Entry]) -> String {
        let others = entries.filter { $0.status == .passed || $0.status == .recorded }
        guard !others.isEmpty else { return "" }
        var page = "<h2>Passed and recorded</h2>\n<ul>\n"
        for entry in others {
            page += "<li>\(escape(entry.name))\(entry.status == .recorded ? " (recorded)" : "")</li>\n"
        }
        return page + "</ul>\n"
    }

    /// The script that tells a headless browser how many images loaded, and the end of the page.
    private static let pageEnd = """
            <script>
            window.addEventListener("load", function () {
              var loaded = Array.prototype.filter.call(document.images, function (i) { return i.complete && i.naturalWidth > 0; });
              document.body.setAttribute("data-loaded-images", String(loaded.length));
              document.body.setAttribute("data-total-images", String(document.images.length));
            });
            </script>
            </body>
            </html>

            """

    /// A file-name-safe, unique version of `name`.
    private mutating func uniqueSlug(for name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_@")
        var base = String(name.map { allowed.contains($0) ? $0 : "-" })
        if base.isEmpty { base = "image" }
        var slug = base, n = 2
        while usedSlugs.contains(slug) {
            slug = "\(base)-\(n)"
            n += 1
        }
        usedSlugs.insert(slug)
        return slug
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
