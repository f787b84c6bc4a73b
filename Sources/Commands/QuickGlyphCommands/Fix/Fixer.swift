import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// `check --fix`: checks, repairs in place every finding whose repair is mechanical and safe,
/// then checks again. A finding that needs a person (two colours, a missing icon, a title, code)
/// is never guessed at: it stays, with the reason it was left. Every file is read and written
/// through the guarded layer, the whole fix journalled first.
package struct Fixer: Sendable {
    var auditor: Auditor
    /// Print what would change; change nothing.
    var dryRun: Bool

    package init(auditor: Auditor, dryRun: Bool = false) {
        self.auditor = auditor
        self.dryRun = dryRun
    }

    package func run(paths: [String]) throws(CheckError) -> FixOutcome {
        let folders = FixFolders(paths: paths)
        var finished: [String] = []
        if !dryRun {
            do throws(FixError) {
                for folder in folders.all {
                    // What a killed fix left, read once: first its half-written temporary files, which nothing
                    // later would remove (even beside a journal that cannot be read), then its changes.
                    let journal = Result { () throws(FixError) in
                        try FixJournal.read(at: folder.journal, files: folder.files)
                    }
                    FixTemporaryFiles.remove(in: folder, journal: try? journal.get())
                    if let left = try journal.get() { finished += try finish(left, in: folder) }
                }
            } catch {
                var outcome = FixOutcome(dryRun: dryRun, report: try auditor.check(paths: paths))
                outcome.finished = finished
                outcome.failure = error
                return outcome
            }
        }
        let before = try auditor.check(paths: paths)
        var outcome = FixOutcome(dryRun: dryRun, report: before)
        outcome.finished = finished
        let (planned, left) = FixPlanner(report: before, files: folders.reading, options: options).plan()
        // Nowhere to keep the person's originals (a link, a file, a folder not ours): nothing is replaced.
        // Only a folder where a file of the person's is replaced needs that place.
        let replacing = planned.flatMap(\.changes).filter { $0.changes && $0.before != nil }.map(\.path)
        let keeping = folders.all.filter { folder in
            replacing.contains { folders.folder(holding: $0)?.path == folder.path }
        }
        if let refusal = keeping.lazy.compactMap(FixOriginals.refusal).first {
            var said = Set<String>()
            outcome.notRepaired =
                left
                + planned.flatMap(\.findings).filter { said.insert($0.diagnosticLine).inserted }.map {
                    NotRepaired(finding: $0, reason: "not made: \(refusal.description)")
                }
            outcome.failure = refusal
            return outcome
        }
        (outcome.repairs, outcome.notRepaired) = Self.preflight(planned, folders: folders)
        outcome.notRepaired = left + outcome.notRepaired
        outcome.originals = FixOriginals(outcome.repairs, folders: folders)
        guard !dryRun, !outcome.repairs.isEmpty else { return outcome }
        make(&outcome, folders: folders)
        outcome.report = try auditor.check(paths: paths)
        return outcome
    }

    // MARK: - Writing

    /// Writes every repair: each folder's journal first, then the changes, then the journals go. A
    /// write that fails stops the rest; the outcome then keeps as made only the repairs whose every
    /// file was written, as begun those a journal will finish, and the others as not made, with why.
    private func make(_ outcome: inout FixOutcome, folders: FixFolders) {
        // The originals first: each kept before the file is replaced, in the journal with the rest.
        let changes = outcome.originals.copies + outcome.repairs.flatMap(\.changes).filter(\.changes)
        var written = Set<String>()
        do throws(FixError) {
            let byFolder = folders.all.map { folder in
                (folder, changes.filter { folders.folder(holding: $0.path)?.path == folder.path })
            }
            .filter { !$0.1.isEmpty }
            for (folder, own) in byFolder {
                try FixJournal(own, folder: folder.path).write(at: folder.journal, files: folder.files)
            }
            for change in changes {
                // Every change has its folder: preflight left none outside them.
                guard let folder = folders.folder(holding: change.path) else { continue }
                try apply(change, files: folder.files)
                written.insert(change.path)
            }
            for (folder, _) in byFolder { try FixJournal.remove(at: folder.journal, files: folder.files) }
        } catch {
            outcome.failure = error
        }
        guard let failure = outcome.failure else { return }
        // Stopped before a file changed: the journals go too, so the next run does not make what
        // this one said it did not.
        if written.isEmpty {
            for folder in folders.all { try? FixJournal.remove(at: folder.journal, files: folder.files) }
        }
        let later = written.isEmpty ? "" : "; the next check --fix makes it"
        var made: [Repair] = []
        for repair in outcome.repairs {
            let paths = repair.changes.filter(\.changes).map(\.path)
            if paths.allSatisfy(written.contains) {
                made.append(repair)
            } else if paths.contains(where: written.contains) {
                outcome.begun.append(repair)
            } else {
                outcome.notRepaired += repair.findings.map {
                    NotRepaired(finding: $0, reason: "not made: \(failure.description)" + later)
                }
            }
        }
        outcome.repairs = made
    }

    /// One change through the guarded layer: only when the file still holds what was planned from.
    private func apply(_ change: FileChange, files: AppFileGuard) throws(FixError) {
        do throws(AppFileError) {
            let file = try files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
            guard file.contents == change.before else {
                throw AppFileError.writeFailed(path: change.path, reason: "it changed after check --fix read it")
            }
            if let after = change.after {
                try files.replace(file, with: after, claim: .edit)
            } else {
                try files.remove(file)
            }
        } catch {
            throw .file(error)
        }
    }

    /// Every file a repair changes, opened now as the write will open it and asked whether the write
    /// would be refused: a repair whose file is outside the folders given, that the guard refuses (a
    /// FIFO or a link where a PNG goes, a PNG with other names written in place, a folder it may not
    /// write in) or that changed since it was read is not made, and neither is any repair answering
    /// the same finding (a copy and the edits pointing at it): before the journal, so a refusal never
    /// leaves a fix half made for the next run to stumble on.
    static func preflight(
        _ repairs: [Repair], folders: FixFolders, mode: WriteMode = .current
    ) -> (
        [Repair], [NotRepaired]
    ) {
        var failed: [Int: String] = [:]
        for (index, repair) in repairs.enumerated() {
            for change in repair.changes where change.changes {
                guard let folder = folders.folder(holding: change.path) else {
                    failed[index] =
                        "\(change.path) is outside the folders check --fix was given ("
                        + DisplayText.list(folders.all.map(\.path)) + "); run it on a folder that holds it"
                    break
                }
                do throws(AppFileError) {
                    let file = try folder.files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
                    if file.contents != change.before {
                        failed[index] = "\(change.path) changed after check --fix read it"
                        break
                    }
                    if let refusal = folder.files.refusal(
                        toReplace: file, with: change.after, claim: .edit, mode: mode)
                    {
                        throw refusal
                    }
                    if let conflict = FixOriginals.conflict(change, in: folder) {
                        failed[index] = conflict
                        break
                    }
                } catch {
                    failed[index] = "\(change.path): \(error.description)"
                    break
                }
            }
        }
        let keys = repairs.map { Set($0.findings.map(\.diagnosticLine)) }
        var spreading = true
        while spreading {
            spreading = false
            for index in repairs.indices where failed[index] == nil {
                if let (_, reason) = failed.first(where: { !keys[$0.key].isDisjoint(with: keys[index]) }) {
                    failed[index] = reason
                    spreading = true
                }
            }
        }
        var left: [NotRepaired] = []
        var said = Set<String>()
        for index in failed.keys.sorted() {
            for finding in repairs[index].findings where said.insert(finding.diagnosticLine).inserted {
                left.append(NotRepaired(finding: finding, reason: failed[index]!))
            }
        }
        return (repairs.indices.filter { failed[$0] == nil }.map { repairs[$0] }, left)
    }

    /// Finishes the changes of a fix that was interrupted in `folder`, as far as its journal may ask
    /// (`FixJournalAdmission`): a file still as planned from gets the planned bytes; one already
    /// written is passed; one changed by someone else meanwhile, or an entry no fix writes, is left
    /// and said. A write that fails stops the fix, the journal kept for the next.
    private func finish(_ journal: FixJournal, in folder: FixFolders.Folder) throws(FixError) -> [String] {
        let files = folder.files
        var lines: [String] = []
        func leave(_ path: String, _ reason: String) {
            lines.append("\(folder.journal.path): an entry for \(DisplayText.quote(path)) was not acted on: \(reason)")
        }
        for change in journal.changes {
            guard Manifest.isInside(change.path) else {
                leave(change.path, "it names a file outside the folder check --fix was given")
                continue
            }
            let path = folder.path + "/" + change.path
            let file: AppFile
            do throws(AppFileError) {
                file = try files.open(URL(fileURLWithPath: path), limit: ImagesetOnDisk.artLimit)
            } catch {
                if error.stopsTheFix { throw .file(error) }
                leave(change.path, error.description)
                continue
            }
            if file.contents == change.after { continue }
            guard file.contents.map(SHA256.hex) == change.before else {
                lines.append("\(path): changed since an interrupted check --fix planned it; left as it is")
                continue
            }
            // A kept original is admitted by what the rest of the journal replaces, nothing else.
            if let refusal = FixOriginals.isKept(change.path)
                ? FixOriginals.admits(change, current: file.contents, journal: journal)
                : FixJournalAdmission.refusal(path: change.path, current: file.contents, after: change.after)
            {
                leave(change.path, refusal)
                continue
            }
            try apply(FileChange(path: path, before: file.contents, after: change.after), files: files)
            lines.append(
                "\(path): " + (change.after == nil ? "removed" : "written") + ", finishing an interrupted check --fix")
        }
        try FixJournal.remove(at: folder.journal, files: files)
        return lines
    }

    /// The build's options for a glyph drawn again: `--fit auto`, every scale, a bitmap enlarged when it
    /// must be (said in a note), and an SVG's exported artboard background left out (`--drop-background`):
    /// as a template that layer is one solid square, so no repair keeps it, and the repair's line names it.
    private var options: OutputOptions {
        OutputOptions(
            scales: GlyphGeometry.scales, fit: .auto, higSizes: auditor.context.acceptsHIGSizes, allowUpscale: true,
            dropBackground: true)
    }
}

extension AppFileError {
    /// Whether finishing an interrupted fix stops at this, keeping the journal for the next run: a
    /// write the machine refused (a full disk, a read-only folder). A file the guard refuses (a link on
    /// the way, a FIFO, a file with other names) is no file a fix wrote: that entry is said and left.
    fileprivate var stopsTheFix: Bool {
        switch self {
        case .unreadable, .writeFailed, .noRoom, .damaged: return true
        default: return false
        }
    }
}
