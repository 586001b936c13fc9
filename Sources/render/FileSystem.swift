import Foundation

/// The few file-system questions the commands ask.
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Names of the files directly inside `folder` that end in `suffix`, sorted.
    static func names(in folder: String, suffix: String) throws(RenderFailure) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(suffix) }.sorted()
        } catch {
            throw .badInput("\(folder): cannot list: \(ImageFile.reason(error))")
        }
    }

    /// PNG file names directly inside `folder`, sorted, leaving out the tool's own
    /// failure images (`*.actual.png`, `*.diff.png`, `*.strip.png`).
    static func pngNames(in folder: String) throws(RenderFailure) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .badInput("\(folder): cannot list: \(ImageFile.reason(error))")
        }
        return names.filter {
            $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") && !$0.hasSuffix(".diff.png") && !$0.hasSuffix(".strip.png")
        }.sorted()
    }
}
