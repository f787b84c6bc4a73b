/// Why a catalog or strings file beside the Info.plist is left as it was: it
/// does not parse, or the merge would leave a file Foundation (and so iOS)
/// reads differently from what the build means to write. The reason names the
/// line or the key, and says what to fix.
package struct StringsMergeRefusal: Error, Equatable, CustomStringConvertible {
    package var reason: String

    init(reason: String) {
        self.reason = reason
    }

    package var description: String { reason }
}
