import ArgumentParser
import UIKit

/// `render tree layout.json`: the laid-out view hierarchy.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print a layout file's view hierarchy after layout, like UIKit's recursiveDescription.")

    @Argument(help: "The layout file, or - to read it from standard input.") var layout: String
    @OptionGroup var rendering: LayoutRenderOptions
    @Flag(help: "Also print what VoiceOver reads of each view: accessibility label, value, hint, traits and identifier.")
    var accessibility = false

    func run() throws {
        let (layout, rendering, accessibility) = (layout, rendering.settings, accessibility)
        let text = try MainActor.assumeIsolated { () throws(RenderFailure) -> String in
            let scene = try LayoutScene(path: layout, options: rendering)
            scene.window.layoutIfNeeded()
            return ViewTreeDescription.describe(scene.root, ids: scene.ids, accessibility: accessibility)
        }
        print(text)
    }
}
