import Foundation

/// One file a repair writes, adds or removes, with the bytes it holds now: what a dry run
/// prints, what the journal records, and what the fixer writes through the guarded layer.
package struct FileChange: Sendable, Equatable, Codable {
    package var path: String
    /// What the file holds now; nil when it is new.
    package var before: Data?
    /// What it will hold; nil when it is removed.
    package var after: Data?

    package init(path: String, before: Data?, after: Data?) {
        self.path = path
        self.before = before
        self.after = after
    }

    package var changes: Bool { before != after }
}
