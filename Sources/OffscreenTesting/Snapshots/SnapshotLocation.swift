import Foundation

/// Where one assertion's reference lives, named as swift-snapshot-testing names it.
@MainActor
package struct SnapshotLocation {
    /// The test file's name without extension (the `__Snapshots__` subfolder).
    package let testFileName: String
    package let testName: String
    /// The test file's path, as `#filePath` gave it.
    package let filePath: String
    /// `<testName>.<n or name>`.
    package let baseName: String
    package let referenceURL: URL

    package init(name: String?, snapshotDirectory: String?, filePath: String, testName: String) {
        self.filePath = filePath
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFileName)
        let identifier = name.map(Self.sanitize)
            ?? String(SnapshotCounter.next(for: directory.appendingPathComponent(testName).path))
        self.testName = Self.sanitize(testName)
        baseName = "\(self.testName).\(identifier)"
        referenceURL = directory.appendingPathComponent(baseName + ".png")
    }

    /// Runs of non-word characters become "-", none at either end
    /// (`testTitle()` → `testTitle`, `"dark mode"` → `dark-mode`).
    package static func sanitize(_ string: String) -> String {
        string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
