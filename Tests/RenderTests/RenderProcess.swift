import CoreGraphics
import Foundation

/// Runs the built `render` tool as a user would, capturing its exit status and output.
enum RenderProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The tool sits beside the test bundle in the build folder.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("render")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/render")
    }()

    /// As `run`, with CI unset: what a developer's machine does.
    static func runWithoutCI(_ arguments: [String]) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        return try run(arguments, environment: environment)
    }

    /// `input`, when given, is piped to the tool's standard input (else it has none).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    input: Data? = nil) throws -> Result {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input {
            // Written from another thread: a large input must not block on a
            // full pipe; a tool that stops reading early is not a crash here.
            signal(SIGPIPE, SIG_IGN)
            let writer = stdin.fileHandleForWriting
            DispatchQueue.global().async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        } else {
            try? stdin.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, standard error on another thread: a
        // child that fills one pipe while this reads the other would block forever.
        let errorReader = err.fileHandleForReading
        nonisolated(unsafe) var errData = Data()
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errData = errorReader.readDataToEndOfFile()
            errorRead.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a PNG of `width`x`height` pixels of `word`, with `changes` applied.
    static func writePNG(_ url: URL, width: Int, height: Int, word: UInt32, changes: [(Int, Int, UInt32)] = []) throws {
        let storage = PixelStorage(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width { storage.bytes.storeBytes(of: word, toByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self) }
        }
        for (x, y, w) in changes { storage.bytes.storeBytes(of: w, toByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self) }
        try PNGCodec.encode(storage).write(to: url)
    }
}
