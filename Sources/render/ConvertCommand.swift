import ArgumentParser
import Foundation
import UIKit

/// `render convert Card.xib -o Card.json`: an Xcode document as a layout
/// file; `render convert Card.json -o Card.xib`: a layout file as a `.xib`.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib or .storyboard as an Offscreen layout file (JSON), or a layout file as a .xib.",
        discussion: "The input's contents choose the direction: XML is read as an Xcode document and written as JSON, JSON as a layout file and written as a .xib. Image paths in a JSON are relative to its folder; a layout file's images must be inside its folder's tree, so write it beside the document or above it. What the other format cannot say is listed as warnings (document → JSON) or is an error naming its JSON path (JSON → .xib; --lenient leaves it out with a warning).")

    @Argument(help: "The .xib or .storyboard, or a layout file (.json); - reads it from standard input.") var document: String
    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write: a .json for a document, a .xib for a layout file (- for standard output).", valueName: "out.json|out.xib")) var output: String
    @Flag(help: "Document → JSON: turn elements Offscreen does not know into labelled placeholders instead of stopping. JSON → .xib: leave out what a .xib cannot hold, with a warning, instead of stopping.") var lenient = false

    func run() throws {
        let input = try LayoutInput.read(document)
        guard NibDocument.looksLikeXML(input.data) else {
            try writeInterfaceBuilder(input)
            return
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

    /// A layout file as a `.xib`, written only once all of it converted.
    func writeInterfaceBuilder(_ input: LayoutInput) throws {
        let stem = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        let out = try OutputFile(output, defaultName: "\(stem).xib", inputs: [(path: document, role: "the layout file")])
        let ext = URL(fileURLWithPath: out.given).pathExtension.lowercased()
        if case .replace = out.destination, ext != "xib" {
            let found = ext.isEmpty ? "no extension" : ".\(ext)"
            throw RenderFailure.badInput("-o \(out.given): has \(found); converting a layout file writes a .xib (name the output .xib), and a .xib or .storyboard converts to .json")
        }
        // Image names in the .xib are relative to its folder (standard output: the current directory).
        let folder = output == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: out.given).deletingLastPathComponent()
        let lenient = lenient
        let xml = try MainActor.assumeIsolated { () throws(RenderFailure) -> String in
            do throws(LayoutFileError) {
                let (xml, warnings) = try InterfaceBuilderWriter.convert(data: input.data, file: input.name, baseDirectory: input.directory,
                                                                         options: InterfaceBuilderWriter.Options(lenient: lenient, outputDirectory: folder))
                for warning in warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
                return xml
            } catch {
                throw .badInput(error.description)
            }
        }
        try out.write(Data(xml.utf8))
    }
}
