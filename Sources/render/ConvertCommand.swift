import ArgumentParser
import Foundation
import UIKit

/// `render convert Card.xib -o Card.json`: an Xcode document as a layout file.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib or .storyboard as an Offscreen layout file (JSON).",
        discussion: "Image paths in the result are relative to the JSON's folder; a layout file's images must be inside its folder's tree, so write it beside the document or above it. What the layout format cannot say is listed as warnings.")

    @Argument(help: "The .xib or .storyboard, or - to read it from standard input.") var document: String
    @Option(name: .shortAndLong, help: ArgumentHelp("The JSON to write (- for standard output).", valueName: "out.json")) var output: String
    @Flag(help: "Turn elements Offscreen does not know into labelled placeholders instead of stopping.") var lenient = false

    func run() throws {
        let input = try LayoutInput.read(document)
        guard NibDocument.looksLikeXML(input.data) else {
            throw RenderFailure.badInput("\(input.name): is not XML; convert reads Xcode's .xib and .storyboard documents")
        }
        let stem = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        let out = try OutputFile(output, defaultName: "\(stem).json", inputs: [(path: document, role: "the document")])
        // Image paths are written relative to the JSON's folder (standard output: the current directory).
        let outputFolder: URL? = output == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: out.given).deletingLastPathComponent()
        let (json, info): (JSONValue, InterfaceBuilderInfo)
        do {
            (json, info) = try NibDocument.translateInterfaceBuilder(data: input.data, file: input.name, baseDirectory: input.directory,
                                                                     options: InterfaceBuilderOptions(lenient: lenient, imagePathsRelativeTo: outputFolder))
            // The result must read back as a layout file where it is written.
            let folder = outputFolder ?? input.directory
            var reader = NibDocumentReader(reader: NibValueReader(file: input.name, baseDirectory: folder), limits: .default)
            _ = try reader.read(json)
        } catch {
            let hint = error.message.contains("images must stay inside")
                ? " (convert: write the JSON beside the document or in a folder above it, so its images are inside the JSON's folder)" : ""
            throw RenderFailure.badInput(error.description + hint)
        }
        for warning in info.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
        try out.write(Data(LayoutFileWriter.text(json).utf8))
    }
}
