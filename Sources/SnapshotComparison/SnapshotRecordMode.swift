/// When references are written, as in swift-snapshot-testing (same names, same
/// `SNAPSHOT_TESTING_RECORD` environment variable).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record only references that do not exist yet (the default). The assertion
    /// still fails, so a new reference is always looked at. On CI (`CI` set) nothing
    /// is written beside the tests: the image goes to the artifacts directory.
    case missing
    /// Record every snapshot, whatever the reference says; the assertion fails.
    case all
    /// Re-record references that do not match; the assertion fails.
    case failed
    /// Never write a reference; a missing one is a failure.
    case never
}
