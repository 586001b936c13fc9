import ArgumentParser
import CoreGraphics
import Foundation
import UIKit

/// `render layout.json -o out.png` (the default command).
struct ImageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Render a layout file to a PNG (the default: `render layout.json -o out.png`).",
        discussion: "The PNG is written to a temporary file beside the output and renamed, so a reader never sees half of one.")

    @Argument(help: "The layout file, or - to read it from standard input.") var layout: String
    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write.", valueName: "out.png")) var output: String
    @OptionGroup var rendering: LayoutRenderOptions
    @Option(help: "PNG compression.") var compression: CompressionOption = .fast

    func run() throws {
        try Self.render(layout: layout, output: output, rendering: rendering.settings, compression: compression.codec)
    }

    /// Renders `layout` to the PNG `output`: the command's work, also called
    /// without the argument parser for the plain `render layout.json -o out.png`.
    static func render(layout: String, output: String, rendering: RenderSettings,
                       compression: PNGCodec.Compression) throws {
        let stem = URL(fileURLWithPath: layout).deletingPathExtension().lastPathComponent
        // The layout file is checked against the output now, the images it names
        // once it is read (it is parsed once), all before anything is drawn or written.
        let output = try OutputFile(output, defaultName: "\(stem).png", inputs: [(path: layout, role: "the layout file")])
        let pixels = try MainActor.assumeIsolated { () throws(RenderFailure) -> PixelStorage in
            let scene = try LayoutScene(path: layout, options: rendering, preparingSurface: true)
            try output.refuseReplacing(scene.imagesRead)
            return try scene.render()
        }
        // Every text is laid out and drawn: the font thread (if started) has nothing left to do.
        FontPreparation.finish()
        try ImageFile.write(pixels, to: output, compression: compression)
    }
}
