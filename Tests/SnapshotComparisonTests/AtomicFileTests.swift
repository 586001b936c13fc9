import Foundation
import Testing
@testable import SnapshotComparison

@Suite struct AtomicFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    @Test func writesReplacesAndLeavesNoTemporaryFiles() throws {
        let url = folder.appendingPathComponent("nested/dir/out.png")
        try AtomicFile.write(Data([1, 2, 3]), to: url)
        try AtomicFile.write(Data([4, 5]), to: url)
        #expect(try Data(contentsOf: url) == Data([4, 5]))
        let left = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(left == ["out.png"])
    }

    @Test func newFilesGetTheUmaskPermissionsNotMkstempOnes() throws {
        let url = folder.appendingPathComponent("perm.png")
        let old = umask(0o022)
        defer { umask(old) }
        try AtomicFile.write(Data([1]), to: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
    }

    @Test func failureLeavesTheDestinationAsItWasAndSaysWhy() throws {
        // A destination whose "directory" is a regular file cannot be written.
        let blocker = folder.appendingPathComponent("file")
        try Data([9]).write(to: blocker)
        #expect(throws: AtomicFileError.self) {
            try AtomicFile.write(Data([1]), to: blocker.appendingPathComponent("out.png"))
        }
        // Renaming over a directory fails after the temporary file was written.
        let directory = folder.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            try AtomicFile.write(Data([1]), to: directory)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("rename failed"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["file", "taken.png"])
    }
}
