import ArgumentParser

/// The `render` command: layout files to PNG, golden checks and image diffs.
struct RenderTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render UIKit layout files to PNG and compare images.",
        discussion: "Exit status: 0 ok, 1 images do not match, 2 bad input.",
        subcommands: [ImageCommand.self, CheckCommand.self, DiffCommand.self, TreeCommand.self, MergeReportsCommand.self,
                      ConvertCommand.self],
        defaultSubcommand: ImageCommand.self)
}
