/// A helper's parameter at one call site: the argument's tokens and a reader
/// of the file they are in (the call site's, or the helper's for a default value).
struct ArgumentBinding {
    var reader: SwiftValueReader
    var range: Range<Int>
    /// Whether the argument is written at the call site (not the parameter's default).
    var atCallSite: Bool
}
