/// An Xcode 16 folder whose files Xcode adds to a target by itself
/// (`PBXFileSystemSynchronizedRootGroup`): every file below it belongs to the
/// target except the ones its exception sets name for that target.
package struct XcodeSynchronizedFolder: Sendable, Equatable {
    /// The folder, absolute.
    package var path: String
    /// Paths relative to `path`, files or folders, that are not members of the target; sorted.
    package var exceptions: [String]

    package init(path: String, exceptions: [String]) {
        self.path = path
        self.exceptions = exceptions
    }

    /// Whether the file at this absolute, normalized path is in the folder and not excepted.
    func contains(_ file: String) -> Bool {
        guard let relative = ProjectPath.relative(file, below: path) else { return false }
        return !exceptions.contains { ProjectPath.relative(relative, below: $0) != nil }
    }
}
