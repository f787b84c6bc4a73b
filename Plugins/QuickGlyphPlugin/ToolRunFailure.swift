/// The tool's failure as the plugin's: PackagePlugin reports a thrown error as an
/// `error:` line and makes the command exit non-zero.
struct ToolRunFailure: Error, CustomStringConvertible {
    let description: String
}
