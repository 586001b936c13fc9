import Foundation
import GoldenTesting

/// Paths of the package's layout fixtures and schema.
enum NibFixtures {
    static let packageRoot = Fixtures.packageRoot
    static let layouts = Fixtures.folder("Layouts")
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
