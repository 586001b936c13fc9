import ArgumentParser
import Foundation
import UIKit

/// `render convert Card.xib -o Card.json`: an Xcode document as a layout file.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib or .storyboard as an Offscreen layout file (JSON).",
        discussion: "Image paths in the result are relative to the document's folder: write the JSON beside the document. What the layout format cannot say is listed as warnings.")

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
        let (json, info): (JSONValue, InterfaceBuilderInfo)
        do {
            (json, info) = try NibDocument.translateInterfaceBuilder(data: input.data, file: input.name, baseDirectory: input.directory,
                                                                     options: InterfaceBuilderOptions(lenient: lenient))
            // The result must read back as a layout file.
            var reader = NibDocumentReader(reader: NibValueReader(file: input.name, baseDirectory: input.directory), limits: .default)
            _ = try reader.read(json)
        } catch {
            throw RenderFailure.badInput(error.description)
        }
        for warning in info.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
        try out.write(Data(LayoutFileWriter.text(json).utf8))
    }
}
