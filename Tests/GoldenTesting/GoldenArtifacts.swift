import Foundation

/// Where a failed golden comparison leaves its pictures: `$OFFSCREEN_ARTIFACTS`,
/// else `$SNAPSHOT_ARTIFACTS` (the folder snapshot assertions use, so CI collects
/// both from one place), else the temporary directory; then `Golden/<folder>`.
enum GoldenArtifacts {
    static func folder(for goldenFolder: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = [environment["OFFSCREEN_ARTIFACTS"], environment["SNAPSHOT_ARTIFACTS"]]
            .compactMap { $0 }.first { !$0.isEmpty }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("Golden").appendingPathComponent(goldenFolder)
    }
}
