import QuickGlyphModel

/// A catalog or strings file beside the Info.plist that the build left as it
/// was: it does not parse, is not a regular file, or could not be replaced.
package struct NotMerged: Error {
    var path: String
    var reason: String
    var isWriteFailure = false
    /// A write in place that failed part-way and could not put the original back.
    var changedTheFile = false

    package init(path: String, reason: String, isWriteFailure: Bool = false, changedTheFile: Bool = false) {
        self.path = path
        self.reason = reason
        self.isWriteFailure = isWriteFailure
        self.changedTheFile = changedTheFile
    }

    package var finding: Finding {
        if changedTheFile {
            return Finding(ToolDiagnostics.writeFailed, path: path, message: reason)
        }
        if isWriteFailure {
            return Finding(
                ToolDiagnostics.writeFailed, path: path, message: "\(reason); the items' translations are not in it")
        }
        return Finding(
            ToolDiagnostics.stringsNotMerged, path: path,
            message: "\(reason); left untouched, so the items' translations are not written into it")
    }
}
