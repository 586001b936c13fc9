import Foundation

/// Where a nib's layout file comes from: a file found by name, bytes, or a
/// name that was not found (reported at instantiation, as UIKit does).
package enum LayoutFileSource: Sendable {
    case file(URL)
    case data(Data, name: String, directory: URL)
    case missing(name: String, searched: [String])

    package static let fileExtension = "json"
    /// Extensions tried in turn for a name without one: the layout file,
    /// then Xcode's documents.
    package static let fileExtensions = ["json", "xib", "storyboard"]

    /// Looks for `name.json`: the bundle's resources, `UINib.searchPaths`, the
    /// current directory. `name` may already end in `.json`.
    @MainActor
    package static func locate(_ name: String, bundle: Bundle?, extensions: [String] = fileExtensions) -> LayoutFileSource {
        let hasExtension = fileExtensions.contains { name.hasSuffix(".\($0)") }
        let fileNames = hasExtension ? [name] : extensions.map { "\(name).\($0)" }
        let fileName = fileNames[0]
        var directories: [URL] = []
        if let resources = (bundle ?? Bundle.main).resourceURL { directories.append(resources) }
        directories += UINib.searchPaths
        directories.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        for directory in directories {
            for fileName in fileNames {
                let candidate = directory.appendingPathComponent(fileName)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return .file(candidate)
                }
            }
        }
        return .missing(name: fileName, searched: directories.map(\.path))
    }

    /// Whether a layout file of that name can be found (for a view
    /// controller's default `loadView()`).
    @MainActor
    package static func exists(_ name: String, bundle: Bundle?) -> Bool {
        if case .file = locate(name, bundle: bundle) { return true }
        return false
    }

    package func read(options: InterfaceBuilderOptions = .init()) throws(LayoutFileError) -> NibDocument {
        switch self {
        case .file(let url):
            return try NibDocument.load(contentsOf: url, options: options)
        case .data(let data, let name, let directory):
            return try NibDocument.parse(data: data, file: name, baseDirectory: directory, imageRoot: directory, options: options)
        case .missing(let name, let searched):
            throw LayoutFileError(file: name, path: "", line: 0, column: 0,
                                  message: "no layout file named \(name); looked in \(searched.joined(separator: ", ")) (add a directory with UINib.searchPaths)")
        }
    }
}
