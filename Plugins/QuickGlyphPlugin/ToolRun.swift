import Foundation
import PackagePlugin

/// One run of the `quickglyph` executable. It inherits the plugin's standard output and
/// error, which SwiftPM and Xcode show as the command's output, so the tool's findings
/// and messages reach the user as the tool printed them.
struct ToolRun {
    let tool: URL
    let arguments: [String]
    /// Relative paths in the arguments (`glyphs`, `--out output`) are read from here.
    let directory: URL

    /// Runs the tool and waits for it.
    /// - Throws: `ToolRunFailure` when the tool ends with a status other than 0 or by a
    ///   signal, so that `swift package` (and Xcode) report the command as failed.
    func perform() throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let command = (["quickglyph"] + arguments.prefix(1)).joined(separator: " ")
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0:
            return
        case .exit:
            throw ToolRunFailure(description: "\(command) exited with status \(process.terminationStatus)")
        case .uncaughtSignal:
            throw ToolRunFailure(description: "\(command) was ended by signal \(process.terminationStatus)")
        @unknown default:
            throw ToolRunFailure(description: "\(command) ended abnormally (status \(process.terminationStatus))")
        }
    }
}
