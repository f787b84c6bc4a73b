import QuickGlyphModel
import QuickGlyphSystem

/// An output that could not be written: the one message shape of `write-failed`.
struct WriteFailure: Error {
    /// What could not be written, as the message names it: "its output", "the manifest".
    var what: String
    var underlying: Error

    func finding(path: String) -> Finding {
        Finding(
            ToolDiagnostics.writeFailed, path: path, message: "cannot write \(what): \(ErrorText.describe(underlying))")
    }
}
