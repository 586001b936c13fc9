import CoreGraphics
import Foundation

/// Asserts that `value` renders as its reference image, recording the reference
/// when there is none (see `SnapshotRecordMode`). Works the same from XCTest and
/// from Swift Testing; failures go to whichever runs the test.
///
/// References live where swift-snapshot-testing keeps them:
/// `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the test file (or
/// `<testName>.<name>.png` when `name` is given), or in `snapshotDirectory`.
/// On failure the actual, expected and difference images (and all three side by
/// side) are written to `$SNAPSHOT_ARTIFACTS/<TestFile>/` (default: the temporary
/// directory) and the message names them.
///
/// Disfavoured so that a file importing both this and swift-snapshot-testing's
/// SnapshotTesting calls the latter's `assertSnapshot` (with `.image` from
/// OffscreenSnapshotTesting) instead of failing with "ambiguous use of 'image'";
/// `SnapshotStrategy` values (`as: SnapshotStrategy.image`) still reach this one.
@MainActor @_disfavoredOverload
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    record recording: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: strategy, named: name, record: recording,
                                       snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
                                       testName: testName, line: line, column: column) else { return }
    SnapshotIssue.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` without the reporting: the failure message, or nil when the
/// snapshot matches. Disfavoured beside swift-snapshot-testing's, as `assertSnapshot` is.
@MainActor @_disfavoredOverload
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    record recording: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotLocation(name: name, snapshotDirectory: snapshotDirectory,
                                    filePath: "\(filePath)", testName: testName)
    let environment = SnapshotEnvironment.current()
    do {
        // SNAPSHOT_SHARD: another machine checks this test's snapshots; nothing is rendered here.
        guard try environment.checksSnapshots(of: "\(location.testFileName)/\(location.testName)") else { return nil }
    } catch {
        return error.message
    }
    let verification = SnapshotVerification(location: location, environment: environment, recordMode: recording)
    let actual: PixelStorage
    do {
        actual = try strategy.render(try value())
    } catch let failure as SnapshotRenderer.Failure {
        return "Couldn't snapshot value: \(failure.description)"
    } catch {
        return "Couldn't snapshot value: \(error)"
    }
    return verification.verify(actual, tolerance: strategy.tolerance)
}
