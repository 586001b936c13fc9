import Foundation
import Testing

/// Errors in the plugin's copies point at the user's original files and lines:
/// the generator is run on two files with deliberate errors (one inside an
/// override that moves from an extension into the class body), the copies are
/// type-checked by swiftc, and each error must name the original file and line.
@Suite struct LineMappingTests {
    static let fileA = """
    import Foundation

    @objc
    class Base: NSObject {
        @objc dynamic func greet() -> String { "hi" }
    }

    class Child: Base {
    }

    #if os(iOS)
    let platformName: Int = "iOS"
    #endif
    """

    static let fileB = """
    import Foundation

    extension Child {
        @objc
        override func greet() -> String {
            let count: Int = "two"
            return "hello"
        }
    }

    func after() -> Int { "three" }
    """

    /// Constructs the plugin cannot rewrite get an error of their own there
    /// (checked alone: after an #error swiftc checks no function bodies).
    static let fileC = """
    import Foundation

    func watch(_ object: NSObject) {
        _ = object.observe(\\.description) { _, _ in }
    }

    @objc protocol Sizing {
        @objc optional var rowCount: Int { get }
    }

    class Watcher: NSObject {
        func start(_ object: NSObject) {
            object.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
        }
        func stop(_ object: NSObject) {
            object.removeObserver(self, forKeyPath: "frame")
        }
        func selector() -> Selector { #selector(makeSelector()) }
        func makeSelector() -> Int { 1 }
    }
    """

    /// Each construct of `fileC` the plugin cannot rewrite: its line and the error's words.
    static let unsupported: [(line: Int, message: String)] = [
        (8, "Offscreen: the optional property requirement 'rowCount' has the non-optional type 'Int'"),
        (18, "Offscreen: cannot rewrite '#selector(makeSelector())'"),
    ]

    /// What the plugin adds inside lines (a dynamic property's change
    /// notifications, `kvcKeyPathString:`, `removeObserverIncludingSelectors`,
    /// the first `observeValue`'s `super` call) and the #if conditions it
    /// decides, with an error after each; type-checked against UIKit.
    static let fileD = """
    import UIKit

    class Model: NSObject {
        @objc dynamic var count: Int = 0 {
            didSet {
                let wrong: String = count
            }
        }
        @objc dynamic var name = "" ; let nameError: Int = "x"
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context); let bad: Int = keyPath
        }
        func watch() -> Int {
            let observation = observe(\\.count, options: [.new]) { _, _ in }; NotificationCenter.default.removeObserver(self); return observation
        }
    }

    #if os(iOS) && !targetEnvironment(simulator) && arch(arm64)
    let iosOnly: Int = "device"
    #elseif os(Linux)
    let linuxOnly: Int = "Linux"
    #endif
    let label: String = #keyPath(Model.count) + 1
    """

    /// The lines of `fileD` with an error.
    static let fileDErrorLines: Set<Int> = [6, 9, 11, 14, 19, 23]

    /// The generator sits beside the test bundle in the build folder (the
    /// plugin's build of it is named `-tool`).
    static let generator: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            for name in ["OffscreenCompatibilityGenerator-tool", "OffscreenCompatibilityGenerator"] {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/OffscreenCompatibilityGenerator-tool")
    }()

    /// Runs a tool, its output collected in a file (reading a pipe can be
    /// interrupted by the child's exit signal in Foundation on Linux).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    @Test func errorsInTheCopiesPointAtTheOriginalLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-line-mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift"), b = folder.appendingPathComponent("B.swift")
        try Self.fileA.write(to: a, atomically: true, encoding: .utf8)
        try Self.fileB.write(to: b, atomically: true, encoding: .utf8)
        let c = folder.appendingPathComponent("C.swift")
        try Self.fileC.write(to: c, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let generated = try Self.run(Self.generator.path, [
            "--registrations", out.appendingPathComponent("Registrations.swift").path,
            a.path, out.appendingPathComponent("A.swift").path,
            b.path, out.appendingPathComponent("B.swift").path,
            c.path, out.appendingPathComponent("C.swift").path,
        ])
        #expect(generated.status == 0, "\(generated.output)")

        let swiftc = try Self.run("/usr/bin/env", ["swiftc", "-typecheck", "-continue-building-after-errors", "-module-name", "Mapped",
                                                   out.appendingPathComponent("A.swift").path, out.appendingPathComponent("B.swift").path])
        let errors = swiftc.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        let locations = Set(errors.map { line in
            // "/path/A.swift:12:25: error: …" → "/path/A.swift:12"
            line.split(separator: ":").prefix(2).joined(separator: ":")
        })
        #expect(locations == ["\(a.path):12", "\(b.path):6", "\(b.path):11"], "\(swiftc.output)")
        #expect(!swiftc.output.contains(out.path), "a diagnostic points at a generated copy: \(swiftc.output)")

        let unsupported = try Self.run("/usr/bin/env", ["swiftc", "-typecheck", "-module-name", "Mapped", out.appendingPathComponent("C.swift").path])
        let unsupportedErrors = unsupported.output.split(separator: "\n").filter { $0.contains(": error: ") }
        for expected in Self.unsupported {
            #expect(unsupportedErrors.contains { $0.hasPrefix("\(c.path):\(expected.line):") && $0.contains(expected.message) },
                    "no error at line \(expected.line): \(unsupported.output)")
        }
        #expect(!unsupported.output.contains(out.path), "a diagnostic points at a generated copy: \(unsupported.output)")
    }

    @Test func errorsAroundKeyValueObservingAndConditionsPointAtTheOriginalLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-line-mapping-kvo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let d = folder.appendingPathComponent("D.swift")
        try Self.fileD.write(to: d, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let registrations = out.appendingPathComponent("Registrations.swift"), copy = out.appendingPathComponent("D.swift")
        let generated = try Self.run(Self.generator.path, ["--registrations", registrations.path, d.path, copy.path])
        #expect(generated.status == 0, "\(generated.output)")
        // UIKit's module sits beside the generator, in the build folder's Modules.
        let modules = Self.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try Self.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-continue-building-after-errors",
                                                   "-module-name", "Mapped", "-I", modules.path, copy.path, registrations.path])
        let errors = swiftc.output.split(separator: "\n").filter { $0.contains(": error: ") }
        let lines = Set(errors.compactMap { line -> Int? in
            let parts = line.split(separator: ":")
            guard parts.count > 1, String(parts[0]) == d.path else { return nil }
            return Int(parts[1])
        })
        #expect(lines == Self.fileDErrorLines, "\(swiftc.output)")
        #expect(errors.allSatisfy { $0.hasPrefix(d.path + ":") }, "an error points elsewhere than D.swift: \(swiftc.output)")
    }

    @Test func aFileThatIsNotUTF8IsRejectedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.swift")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: bad)
        let result = try Self.run(Self.generator.path, ["--registrations", folder.appendingPathComponent("R.swift").path,
                                                        bad.path, folder.appendingPathComponent("out.swift").path])
        #expect(result.status != 0)
        #expect(result.output.contains("Bad.swift: not UTF-8 text"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("R.swift").path))
    }
}
