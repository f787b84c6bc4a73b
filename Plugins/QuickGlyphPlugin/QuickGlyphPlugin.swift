import Foundation
import PackagePlugin

/// `swift package quickglyph build …` and `swift package quickglyph check …`: the tool,
/// built from this package's source, run in the package that asked for it with the
/// arguments as typed. Its output is the tool's own; its failure is the command's.
@main
struct QuickGlyphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let run = ToolRun(
            tool: try context.tool(named: "quickglyph").url,
            arguments: arguments,
            directory: context.package.directoryURL)
        try run.perform()
    }
}
