import Foundation

/// A file outside `--out` as `AppFileGuard.open` found it: its folder, held
/// open, and what it holds now (nil: nothing is there yet).
package struct AppFile {
    let path: String
    let folder: GuardedFolder?
    let name: String
    package let contents: Data?
    let identity: FileIdentity?
    let permissions: mode_t?
    /// How many names the file has (hard links): a write in place would change it under each.
    var links: Int = 1
}
