import Foundation

/// Paths of the package's fixtures and schema, found from this file's location.
enum NibFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let layouts = packageRoot.appendingPathComponent("Fixtures/Layouts")
    static let schema = packageRoot.appendingPathComponent("schema/offscreen-layout.schema.json")

    static func layout(_ name: String) -> URL { layouts.appendingPathComponent(name) }

    static var allLayouts: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layouts.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map(layout)
    }

    /// A fresh temporary directory for files a test writes.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
