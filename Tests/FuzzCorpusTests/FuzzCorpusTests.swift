import Foundation
import FuzzEntries
import GoldenTesting
import Testing

/// Every seed and every input the fuzzers found (Fuzz/seed-folders.txt), fed
/// through the same function the fuzz target calls: each must be accepted or
/// rejected with a message that says where and what, never crash the process.
private enum FuzzCorpus {
    /// The package-relative path of each file in `target`'s seed folders.
    static func files(of target: String) -> [String] {
        let list = Fixtures.packageRoot.appendingPathComponent("Fuzz/seed-folders.txt")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
        var files: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2, fields[0] == target else { continue }
            let folder = Fixtures.packageRoot.appendingPathComponent(fields[1])
            let suffix = fields.count > 2 ? fields[2] : ""
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { name in
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory) else { return false }
                return !isDirectory.boolValue && !name.hasPrefix(".") && name.hasSuffix(suffix)
            }.sorted().map { "\(fields[1])/\($0)" }
        }
        return files
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path)))
    }
}

@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
    @Test("Every target has seeds")
    func everyTargetHasSeeds() {
        for target in ["layout-file", "png", "constraint-equation", "visual-format"] {
            #expect(!FuzzCorpus.files(of: target).isEmpty, "\(target) has no seed files")
        }
    }

    @Test("Found inputs are kept small", arguments: ["layout-file", "png", "constraint-equation", "visual-format"])
    func foundInputsAreSmall(target: String) throws {
        for path in FuzzCorpus.files(of: target) where path.hasPrefix("Fixtures/Fuzz/") {
            #expect(try FuzzCorpus.bytes(path).count <= 8192, "\(path) is over 8 KB; minimise it (libFuzzer -minimize_crash=1)")
        }
    }

    @Test("Layout files load or name the file in their error", arguments: FuzzCorpus.files(of: "layout-file"))
    @MainActor
    func layoutFile(path: String) throws {
        let directory = Fixtures.folder("Layouts")
        let outcome = FuzzEntry.layoutFile(try FuzzCorpus.bytes(path), directory: directory)
        if case .rejected(let message) = outcome {
            #expect(message.hasPrefix("\(FuzzEntry.layoutFileName):"), "\(message)")
        }
    }

    @Test("PNG data decodes or says why not", arguments: FuzzCorpus.files(of: "png"))
    func png(path: String) throws {
        let outcome = FuzzEntry.png(try FuzzCorpus.bytes(path))
        if case .rejected(let message) = outcome {
            #expect(message.hasPrefix("PNG decode"), "\(message)")
        }
        if path.contains("/malformed-") {
            #expect(outcome != .accepted, "\(path) decoded although it is malformed")
        }
    }

    @Test("Constraint equations parse or point at the fault", arguments: FuzzCorpus.files(of: "constraint-equation"))
    func constraintEquation(path: String) throws {
        let outcome = FuzzEntry.constraintEquation(try FuzzCorpus.bytes(path))
        if case .rejected(let message) = outcome {
            #expect(message.hasPrefix("\(FuzzEntry.layoutFileName):1:"), "\(message)")
        }
    }

    @Test("Visual formats parse or log UIKit's parse error", arguments: FuzzCorpus.files(of: "visual-format"))
    @MainActor
    func visualFormat(path: String) throws {
        let outcome = FuzzEntry.visualFormat(try FuzzCorpus.bytes(path))
        if case .rejected(let message) = outcome {
            #expect(message.hasPrefix("Unable to parse constraint format"), "\(message)")
        }
    }
}
