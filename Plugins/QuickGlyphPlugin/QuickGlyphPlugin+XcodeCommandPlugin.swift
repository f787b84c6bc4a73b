#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same command from an Xcode project's menu, run in the project's folder.
extension QuickGlyphPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let run = ToolRun(
            tool: try context.tool(named: "quickglyph").url,
            arguments: XcodeArguments(arguments).toolArguments,
            directory: context.xcodeProject.directoryURL)
        try run.perform()
    }
}
#endif
