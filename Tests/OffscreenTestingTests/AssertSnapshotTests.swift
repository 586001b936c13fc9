import Foundation
import Testing
import UIKit
@testable import OffscreenTesting

/// A card: a blue rounded square with a border on white, and an orange dot.
@MainActor func makeCard(dot: UIColor = .orange) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    card.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 8, y: 8, width: 24, height: 24))
    square.backgroundColor = .blue
    square.layer.cornerRadius = 6
    square.layer.borderWidth = 2
    square.layer.borderColor = UIColor.black.cgColor
    card.addSubview(square)
    let circle = UIView(frame: CGRect(x: 40, y: 14, width: 12, height: 12))
    circle.backgroundColor = dot
    circle.layer.cornerRadius = 6
    card.addSubview(circle)
    return card
}

@MainActor @Suite struct AssertSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    var directory: String { folder.appendingPathComponent("refs").path }

    func verification(_ name: String, recordMode: SnapshotRecordMode?, isCI: Bool = false) -> SnapshotVerification {
        SnapshotVerification(
            location: SnapshotLocation(name: name, snapshotDirectory: directory, filePath: "/x/CardTests.swift", testName: "card()"),
            environment: SnapshotEnvironment(recordMode: .missing, artifactsDirectory: folder.appendingPathComponent("artifacts"), isCI: isCI),
            recordMode: recordMode)
    }

    @Test func recordedReferenceThenMatches() throws {
        let message = verifySnapshot(of: makeCard(), as: .image(scale: 2), named: "card", record: .all,
                                     snapshotDirectory: directory)
        #expect(message?.contains("Record mode is on") == true)
        let reference = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: directory + "/recordedReferenceThenMatches.card.png")))
        #expect(reference.width == 120 && reference.height == 80)
        #expect(verifySnapshot(of: makeCard(), as: .image(scale: 2), named: "card", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func mismatchFailsAndWritesActualExpectedAndDifferenceNamedInTheMessage() throws {
        let missing = verification("card", recordMode: .missing)
        _ = missing.verify(try SnapshotRenderer.render(makeCard(), scale: 1), tolerance: .exact)
        let message = try #require(missing.verify(try SnapshotRenderer.render(makeCard(dot: .green), scale: 1), tolerance: .exact))
        #expect(message.hasPrefix("Snapshot \"card.card\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference."))
        #expect(message.contains("within x 40...51, y 14...25"))
        for kind in ["actual", "expected", "diff", "strip"] {
            let url = missing.artifactURL(kind)
            #expect(url.path.hasSuffix("artifacts/CardTests/card.card.\(kind).png"))
            #expect(message.contains(url.path))
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        // The reference is untouched.
        let reference = try PNGCodec.decode(Data(contentsOf: missing.location.referenceURL))
        #expect(ImageComparison.compare(expected: reference, actual: try SnapshotRenderer.render(makeCard(), scale: 1)).verdict == .identical)
    }

    @Test func precisionOptionsTolerateSmallDifferences() throws {
        _ = verifySnapshot(of: makeCard(), as: .image(scale: 1), named: "c", record: .all, snapshotDirectory: directory)
        let shifted = makeCard(dot: UIColor(red: 1, green: 0.5, blue: 0.01, alpha: 1))
        #expect(verifySnapshot(of: shifted, as: .image(scale: 1), named: "c", record: .never, snapshotDirectory: directory)?
            .contains("Newly-taken snapshot does not match reference.") == true)
        #expect(verifySnapshot(of: makeCard(dot: UIColor(red: 1, green: 0.5, blue: 0.01, alpha: 1)),
                               as: .image(scale: 1, perceptualPrecision: 0.98), named: "c", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func missingReferenceIsRecordedAndFailsLocally() throws {
        let check = verification("new", recordMode: nil)
        let message = try #require(check.verify(try SnapshotRenderer.render(makeCard(), scale: 1), tolerance: .exact))
        #expect(message.contains("No reference was found on disk. Automatically recorded snapshot"))
        #expect(FileManager.default.fileExists(atPath: check.location.referenceURL.path))
    }

    @Test func missingReferenceOnCIGoesToArtifactsNotBesideTheTests() throws {
        let check = verification("new", recordMode: nil, isCI: true)
        let message = try #require(check.verify(try SnapshotRenderer.render(makeCard(), scale: 1), tolerance: .exact))
        #expect(message.contains("On CI"))
        #expect(message.contains(check.artifactURL("actual").path))
        #expect(!FileManager.default.fileExists(atPath: check.location.referenceURL.path))
        #expect(FileManager.default.fileExists(atPath: check.artifactURL("actual").path))
    }

    @Test func neverRecordsNothingAndFailedReRecords() throws {
        let never = verification("n", recordMode: .never)
        #expect(never.verify(try SnapshotRenderer.render(makeCard(), scale: 1), tolerance: .exact)?
            .contains("recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: never.location.referenceURL.path))

        let failed = verification("f", recordMode: .failed)
        _ = verification("f", recordMode: .all).verify(try SnapshotRenderer.render(makeCard(), scale: 1), tolerance: .exact)
        let green = try SnapshotRenderer.render(makeCard(dot: .green), scale: 1)
        #expect(failed.verify(green, tolerance: .exact)?.contains("A new snapshot was automatically recorded.") == true)
        #expect(failed.verify(green, tolerance: .exact) == nil)
    }

    @Test func referencesAreNamedAsSwiftSnapshotTestingNamesThem() {
        let file = "/repo/Tests/AppTests/CardViewTests.swift"
        let first = SnapshotLocation(name: nil, snapshotDirectory: nil, filePath: file, testName: "testLayout()")
        let second = SnapshotLocation(name: nil, snapshotDirectory: nil, filePath: file, testName: "testLayout()")
        let named = SnapshotLocation(name: "dark mode", snapshotDirectory: nil, filePath: file, testName: "testLayout()")
        #expect(first.referenceURL.path.hasSuffix("/repo/Tests/AppTests/__Snapshots__/CardViewTests/testLayout.1.png"))
        #expect(second.referenceURL.lastPathComponent == "testLayout.2.png")
        #expect(named.referenceURL.lastPathComponent == "testLayout.dark-mode.png")
    }

    @Test func deviceGivesSizeAndScale() throws {
        let view = UIView()
        view.backgroundColor = .white
        _ = verifySnapshot(of: view, as: .image(device: .iPhoneSE), named: "se", record: .all, snapshotDirectory: directory)
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: directory + "/deviceGivesSizeAndScale.se.png")))
        #expect(image.width == 750 && image.height == 1334)
    }

    @Test func layersSnapshotLikeViews() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.fillColor = UIColor.red.cgColor
        _ = verifySnapshot(of: layer, as: .image(scale: 1), named: "l", record: .all, snapshotDirectory: directory)
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: directory + "/layersSnapshotLikeViews.l.png")))
        #expect(image.width == 20)
        #expect(CGImage(storage: image).rgba(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(CGImage(storage: image).rgba(x: 15, y: 5).a == 0)
        #expect(verifySnapshot(of: layer, as: .image(scale: 1), named: "l", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test func zeroSizedViewSaysHowToGiveItASize() {
        let message = verifySnapshot(of: UIView(), as: .image, record: .never, snapshotDirectory: directory)
        #expect(message?.contains("pass size: (or device:)") == true)
    }

    /// Under Swift Testing a failure is an Issue (so withKnownIssue sees it).
    @Test func failuresAreSwiftTestingIssuesUnderSwiftTesting() {
        withKnownIssue {
            assertSnapshot(of: makeCard(), as: .image(scale: 1), record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference was found on disk at") }
        }
    }

    /// A committed reference: the same pixels on every machine.
    @Test func cardMatchesItsCommittedReference() {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Snapshot").path
        assertSnapshot(of: makeCard(), as: .image(scale: 3), named: "rounded-square-and-dot@3x", record: .never,
                       snapshotDirectory: fixtures, testName: "card")
    }
}

/// `SNAPSHOT_REPORT` (read through `SnapshotEnvironment`): a failed assertion
/// adds itself, with its images, to the same HTML page `render check --report` writes.
@MainActor @Suite struct SnapshotReportTests {
    @Test func aFailureIsAddedToTheReportWithItsImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        let environment = SnapshotEnvironment(recordMode: .never, artifactsDirectory: folder.appendingPathComponent("artifacts"),
                                              isCI: false, reportDirectory: folder.appendingPathComponent("report"))
        let location = SnapshotLocation(name: "box", snapshotDirectory: folder.appendingPathComponent("refs").path,
                                        filePath: "/x/ReportTests.swift", testName: "testBox()")
        func box(_ color: UIColor) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            view.backgroundColor = color
            return view
        }
        let verification = SnapshotVerification(location: location, environment: environment, recordMode: .all)
        _ = verification.verify(try SnapshotRenderer.render(box(.red), scale: 1), tolerance: .exact)
        let failing = SnapshotVerification(location: location, environment: environment, recordMode: .never)
        #expect(failing.verify(try SnapshotRenderer.render(box(.blue), scale: 1), tolerance: .exact)?
            .contains("does not match reference") == true)
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("ReportTests/testBox.box"))
        #expect(page.contains("1 failed"))
        for kind in ["expected", "actual", "difference"] {
            #expect(FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("report/images/ReportTests-testBox-box.\(kind).png").path))
        }
    }
}
