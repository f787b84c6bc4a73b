/// The languages quick actions are made in, by file extension.
package enum SourceLanguage: String, Sendable, Equatable, CaseIterable {
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`): the same tokens matter.
    case objectiveC

    /// `swift` for `a/b.swift`, `objectiveC` for `.m` and `.mm`; nil for anything else.
    package init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
