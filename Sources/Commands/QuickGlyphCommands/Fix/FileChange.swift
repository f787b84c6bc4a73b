import Foundation

/// One file a repair writes, adds or removes, with the bytes it holds now: what a dry run
/// prints, what the journal records, and what the fixer writes through the guarded layer.
struct FileChange: Sendable, Equatable, Codable {
    var path: String
    /// What the file holds now; nil when it is new.
    var before: Data?
    /// What it will hold; nil when it is removed.
    var after: Data?

    init(path: String, before: Data?, after: Data?) {
        self.path = path
        self.before = before
        self.after = after
    }

    var changes: Bool { before != after }
}
