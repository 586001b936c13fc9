import Foundation
import PackagePlugin

/// Applies to a Linux test (or other) target and compiles an iOS app's Swift
/// files into it unchanged: the folders named in the target's
/// `offscreen-compatibility.json` (`{"sources": ["MyApp/Views"]}`, paths from
/// the package's root) are rewritten by OffscreenCompatibilityGenerator into
/// copies Swift on Linux accepts, which the target then compiles. See the
/// README, "Testing an existing iOS app's views on Linux".
@main
struct OffscreenCompatibility: BuildToolPlugin {
    struct Configuration: Decodable {
        var sources: [String]
    }

    struct ConfigurationError: Error, CustomStringConvertible {
        var description: String
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationURL = target.directoryURL.appending(path: "offscreen-compatibility.json")
        guard let data = FileManager.default.contents(atPath: configurationURL.path) else {
            throw ConfigurationError(description: "\(configurationURL.path): missing; OffscreenCompatibility needs it to name the iOS source folders, e.g. {\"sources\": [\"MyApp/Views\"]}")
        }
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw ConfigurationError(description: "\(configurationURL.path): expected {\"sources\": [\"folder\", ...]}: \(error)")
        }
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in configuration.sources {
            let url = root.appending(path: folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw ConfigurationError(description: "\(configurationURL.path): source folder \"\(folder)\" does not exist (\(url.path))")
            }
            if !isDirectory.boolValue {
                inputs.append(url)
                continue
            }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "swift" { inputs.append(file) }
            }
        }
        inputs.sort { $0.path < $1.path }

        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let registrations = outputFolder.appending(path: "OffscreenCompatibilityRegistrations.swift")
        var arguments = ["--registrations", registrations.path]
        var outputs = [registrations]
        var usedNames: Set<String> = []
        for input in inputs {
            // One output per input, named after the input's path so that equal file names do not collide.
            var name = input.path.dropFirst(root.path.count).split(separator: "/").joined(separator: "_")
            while usedNames.contains(name) { name = "_" + name }
            usedNames.insert(name)
            let output = outputFolder.appending(path: name)
            arguments += [input.path, output.path]
            outputs.append(output)
        }
        return [.buildCommand(
            displayName: "OffscreenCompatibility: rewriting \(inputs.count) iOS source files for \(target.name)",
            executable: try context.tool(named: "OffscreenCompatibilityGenerator").url,
            arguments: arguments,
            inputFiles: inputs + [configurationURL],
            outputFiles: outputs
        )]
    }
}
