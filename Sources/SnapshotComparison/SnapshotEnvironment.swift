import Foundation

/// What the process environment says about snapshots (the variable names are
/// swift-snapshot-testing's, so one CI configuration serves both).
package struct SnapshotEnvironment: Sendable {
    /// `SNAPSHOT_TESTING_RECORD`: missing, all, failed or never.
    package var recordMode: SnapshotRecordMode
    /// `SNAPSHOT_ARTIFACTS` when set; else nil, and failure images go under the
    /// test's own package (see `artifactsDirectory(forTestFile:)`).
    package var artifactsOverride: URL?
    /// `CI` set to anything but empty, "0" or "false".
    package var isCI: Bool
    /// `SNAPSHOT_REPORT`: a folder for an HTML report of the run's failures.
    package var reportDirectory: URL?
    /// `SNAPSHOT_SHARD`: `<index>/<count>`, the slice of the tests whose snapshots
    /// this machine checks; nil when unset. `shardText` keeps a value that is not one.
    package var shard: SnapshotShard?
    package var shardText: String?

    package init(recordMode: SnapshotRecordMode, artifactsDirectory: URL?, isCI: Bool, reportDirectory: URL? = nil) {
        self.recordMode = recordMode
        self.artifactsOverride = artifactsDirectory
        self.isCI = isCI
        self.reportDirectory = reportDirectory
    }

    package static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotEnvironment {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let record = value("SNAPSHOT_TESTING_RECORD").flatMap(SnapshotRecordMode.init(rawValue:)) ?? .missing
        let ci = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        var result = SnapshotEnvironment(recordMode: record,
                                         artifactsDirectory: value("SNAPSHOT_ARTIFACTS").map { URL(fileURLWithPath: $0, isDirectory: true) },
                                         isCI: ci,
                                         reportDirectory: value("SNAPSHOT_REPORT").map { URL(fileURLWithPath: $0, isDirectory: true) })
        result.shardText = value("SNAPSHOT_SHARD")
        result.shard = result.shardText.flatMap(SnapshotShard.init)
        return result
    }

    /// Whether this machine checks the snapshots of `test` (`<TestFile>/<testName>`):
    /// true without `SNAPSHOT_SHARD`; with it, for one shard in `count`. Throws the
    /// message for a value that is not a shard.
    package func checksSnapshots(of test: String) throws(ShardError) -> Bool {
        guard let shardText else { return true }
        guard let shard else { throw ShardError(message: "SNAPSHOT_SHARD: " + SnapshotShard.invalid(shardText)) }
        return shard.contains(test)
    }

    package struct ShardError: Error {
        package let message: String
    }

    /// Where a test file's failure images go: `SNAPSHOT_ARTIFACTS` when set, else
    /// `.build/snapshot-artifacts` in the package that holds the test file (found
    /// by its `Package.swift`), else the temporary directory; so that packages do
    /// not share one folder and a clean of the package removes them.
    package func artifactsDirectory(forTestFile filePath: String) -> URL {
        if let artifactsOverride { return artifactsOverride }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    }
}
