import Foundation

/// What the process environment says about snapshots (the variable names are
/// swift-snapshot-testing's, so one CI configuration serves both).
package struct SnapshotEnvironment: Sendable {
    /// `SNAPSHOT_TESTING_RECORD`: missing, all, failed or never.
    package var recordMode: SnapshotRecordMode
    /// `SNAPSHOT_ARTIFACTS`, else the temporary directory.
    package var artifactsDirectory: URL
    /// `CI` set to anything but empty, "0" or "false".
    package var isCI: Bool

    package init(recordMode: SnapshotRecordMode, artifactsDirectory: URL, isCI: Bool) {
        self.recordMode = recordMode
        self.artifactsDirectory = artifactsDirectory
        self.isCI = isCI
    }

    package static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotEnvironment {
        let record = environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotRecordMode.init(rawValue:)) ?? .missing
        let artifacts = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        let ci = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        return SnapshotEnvironment(recordMode: record, artifactsDirectory: URL(fileURLWithPath: artifacts, isDirectory: true),
                                   isCI: ci)
    }
}
