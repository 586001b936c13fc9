import Foundation

/// The repository's `Fixtures/` folder, found from this file's own path so that
/// every test target reaches it the same way, wherever `swift test` runs from.
package enum Fixtures {
    /// The package's root folder.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/GoldenTesting
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// `<package root>/Fixtures`.
    package static let root = packageRoot.appendingPathComponent("Fixtures")

    /// `Fixtures/<name>`, e.g. `folder("CoreGraphics")`.
    package static func folder(_ name: String) -> URL {
        root.appendingPathComponent(name)
    }
}
