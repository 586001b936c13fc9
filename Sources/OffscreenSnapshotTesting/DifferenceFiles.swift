import CoreGraphics
import Foundation
import OffscreenTesting
import SnapshotComparison
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

/// Writes the difference image and the side-by-side strip of a failed
/// comparison into the package's artifacts folder (`SnapshotEnvironment`), named
/// after the Swift Testing test that is running (`<TestFile>/<test>.<n>.diff.png`,
/// replaced on the next run), or under XCTest after the XCTest test running
/// (`<TestClass>/<testMethod>.<n>.diff.png`, see `CurrentXCTest`): swift-snapshot-testing's
/// diffing closures are not told the test's name. Outside both, the names are a
/// hash of both images.
enum DifferenceFiles {
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    private static let lock = NSLock()

    static func write(expected: PixelStorage, actual: PixelStorage, comparison: ImageComparison,
                      tolerance: ImageTolerance) -> (String, [DiffAttachment]) {
        var message = comparison.message ?? "Newly-taken snapshot does not match reference."
        var attachments: [DiffAttachment] = []
        let environment = SnapshotEnvironment.current()
        let (folder, stem) = place(expected, actual, environment)
        let files = FailureFiles(folder: folder, stem: stem, kinds: [.difference, .strip])
        guard let difference = DifferenceImage.highlight(expected: expected, actual: actual, tolerance: tolerance) else {
            return (message, attachments)
        }
        do {
            let differencePNG = try PNGCodec.encode(difference)
            try AtomicFile.write(differencePNG, to: files.difference!)
            message += "\ndifference: \(files.difference!.path)"
            attachments.append(.data(differencePNG, name: "difference.png"))
            if let strip = DifferenceImage.strip(expected: expected, actual: actual, difference: difference) {
                try AtomicFile.write(try PNGCodec.encode(strip), to: files.strip!)
                message += "\nside by side (expected | actual | difference): \(files.strip!.path)"
            }
            if let directory = environment.reportDirectory {
                SnapshotReport.add(name: "\(folder.lastPathComponent)/\(stem)", message: message,
                                   expected: try PNGCodec.encode(expected), actual: try PNGCodec.encode(actual),
                                   difference: differencePNG, to: directory)
            }
        } catch {
            message += "\n(the difference image could not be written: \(error))"
        }
        return (message, attachments)
    }

    /// The folder and file-name stem for this failure.
    private static func place(_ expected: PixelStorage, _ actual: PixelStorage,
                              _ environment: SnapshotEnvironment) -> (URL, String) {
        #if canImport(Testing)
        if let test = Test.current {
            let file = test.sourceLocation.filePath
            let testFile = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let name = String(test.name.prefix { $0 != "(" })
            lock.lock()
            let key = "\(test.id)"
            let n = (counts[key] ?? 0) + 1
            counts[key] = n
            lock.unlock()
            return (environment.artifactsDirectory(forTestFile: file).appendingPathComponent(testFile), "\(name).\(n)")
        }
        #endif
        if let test = CurrentXCTest.name {
            let cwd = FileManager.default.currentDirectoryPath + "/Package.swift"
            lock.lock()
            let key = "\(test.className).\(test.testName)"
            let n = (counts[key] ?? 0) + 1
            counts[key] = n
            lock.unlock()
            return (environment.artifactsDirectory(forTestFile: cwd).appendingPathComponent(test.className),
                    "\(test.testName).\(n)")
        }
        let cwd = FileManager.default.currentDirectoryPath + "/Package.swift"
        return (environment.artifactsDirectory(forTestFile: cwd).appendingPathComponent("OffscreenSnapshotTesting"),
                String(hash(expected) ^ hash(actual) &* 31, radix: 16))
    }

    /// FNV-1a over the pixels (and the size).
    private static func hash(_ storage: PixelStorage) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for v in [storage.width, storage.height] { withUnsafeBytes(of: v) { $0.forEach(mix) } }
        for y in 0..<storage.height {
            let row = UnsafeRawBufferPointer(start: storage.bytes + y * storage.bytesPerRow, count: storage.width * 4)
            row.forEach(mix)
        }
        return h
    }
}
