import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// The changes of one `--fix` in one folder it was given, written whole before the first file
/// changes and removed after the last: a fix killed part-way (or stopped by a full disk) leaves it,
/// and the next `--fix` finishes the same changes before it checks anything, so a repair is made
/// whole, with the bytes the first run drew, however often it is interrupted. Each file is still
/// replaced by rename, so each is whole or untouched at every moment.
///
/// The journal lies in the app's folder, where a pull request can put one: it is input, never
/// trusted. Its paths are relative to its own folder, and `FixJournalAdmission` says which of its
/// entries the next run may act on.
struct FixJournal: Codable, Sendable, Equatable {
    static let filename = ".quickglyph-fix-journal.json"
    /// 2: paths relative to the journal's folder (1 kept absolute paths, and is refused).
    static let version = 2

    struct Change: Codable, Sendable, Equatable {
        /// Below the journal's folder, with no `.`, `..` or empty part.
        var path: String
        /// SHA-256 of what the file held when the fix was planned; nil when it was new.
        var before: String?
        /// What it is to hold; nil when it is to be removed.
        var after: Data?
    }

    var version = FixJournal.version
    var changes: [Change]

    /// The journal of `changes`, every one of them inside `folder` (absolute, standardized).
    init(_ changes: [FileChange], folder: String) {
        self.changes = changes.map { change in
            Change(
                path: RelativePath.of(FixFolders.absolute(change.path), from: folder),
                before: change.before.map(SHA256.hex), after: change.after)
        }
    }

    /// The journal an interrupted fix left, if any.
    static func read(at url: URL, files: AppFileGuard) throws(FixError) -> FixJournal? {
        let data: Data?
        do throws(AppFileError) {
            data = try files.read(
                url, limit: FileSizeLimit(bytes: 64_000_000, what: "check --fix reads of its journal"))
        } catch {
            throw .file(error)
        }
        guard let data else { return nil }
        guard let journal = try? JSONDecoder().decode(FixJournal.self, from: data), journal.version == version else {
            throw .unreadable(
                path: url.path,
                reason: "the journal an interrupted check --fix left cannot be read; "
                    + "remove it and run check --fix again")
        }
        return journal
    }

    func write(at url: URL, files: AppFileGuard) throws(FixError) {
        guard let data = try? JSONFormatting.encode(self) else {
            throw .unreadable(path: url.path, reason: "the journal could not be encoded")
        }
        do throws(AppFileError) {
            try files.replace(try files.open(url), with: data, claim: Self.claim)
        } catch {
            throw .file(error)
        }
    }

    static func remove(at url: URL, files: AppFileGuard) throws(FixError) {
        do throws(AppFileError) {
            let file = try files.open(url)
            if let contents = file.contents, !isJournal(contents) {
                throw AppFileError.notOurs(path: url.path, what: "a journal check --fix wrote")
            }
            try files.remove(file)
        } catch {
            throw .file(error)
        }
    }

    static var claim: AppFileGuard.Claim {
        AppFileGuard.Claim.generated(what: "a journal check --fix wrote", isOurs: isJournal)
    }

    static func isJournal(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(FixJournal.self, from: data)) != nil
    }
}
