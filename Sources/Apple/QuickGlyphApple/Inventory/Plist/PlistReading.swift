/// How a plist's text was read. A preprocessed Info.plist (`INFOPLIST_PREPROCESS
/// = YES`) has `#if`/`#include` lines no plist parser accepts; quickglyph sets
/// those lines aside, keeping the line numbers of the rest.
package enum PlistReading: String, Sendable, Equatable {
    /// The file parsed as it is.
    case asWritten
    /// Directive lines set aside, the text of every branch kept.
    case directivesSetAside
    /// Only the first branch of each `#if` kept (as if every condition held),
    /// because keeping every branch did not parse.
    case firstBranches
    /// Only the `#else` branch of each `#if` kept (as if no condition held).
    case elseBranches
}
