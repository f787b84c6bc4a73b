import Foundation
import QuickGlyphAudit
import QuickGlyphBuild
import QuickGlyphCatalog
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphSystem

/// `check --fix`: checks, repairs in place every finding whose repair is mechanical and safe,
/// then checks again. A finding that needs a person (two colours, a missing icon, a title, code)
/// is never guessed at: it stays, with the reason it was left. Every file is read and written
/// through the guarded layer, the whole fix journalled first.
public struct Fixer: Sendable {
    public var auditor: Auditor
    /// Print what would change; change nothing.
    public var dryRun: Bool

    public init(auditor: Auditor, dryRun: Bool = false) {
        self.auditor = auditor
        self.dryRun = dryRun
    }

    public func run(paths: [String]) throws(CheckError) -> FixOutcome {
        let journalURL = FixJournal.location(for: paths)
        let files = AppFileGuard(trustedFolder: journalURL.deletingLastPathComponent())
        var finished: [String] = []
        if !dryRun {
            // First: a killed fix's half-written temporary files, which nothing later would remove.
            FixTemporaryFiles.remove(journal: journalURL, paths: paths, files: files)
            do throws(FixError) {
                finished = try finishInterrupted(at: journalURL, files: files)
            } catch {
                var outcome = FixOutcome(dryRun: dryRun, report: try auditor.check(paths: paths))
                outcome.failure = error
                return outcome
            }
        }
        let before = try auditor.check(paths: paths)
        var outcome = FixOutcome(dryRun: dryRun, report: before)
        outcome.finished = finished
        let (planned, left) = FixPlanner(report: before, files: files, options: options).plan()
        (outcome.repairs, outcome.notRepaired) = Self.preflight(planned, files: files)
        outcome.notRepaired = left + outcome.notRepaired
        let changes = outcome.repairs.flatMap(\.changes).filter(\.changes)
        guard !dryRun, !changes.isEmpty else { return outcome }
        do throws(FixError) {
            try FixJournal(changes).write(at: journalURL, files: files)
            for change in changes { try apply(change, files: files) }
            try FixJournal.remove(at: journalURL, files: files)
        } catch {
            outcome.failure = error
        }
        outcome.report = try auditor.check(paths: paths)
        return outcome
    }

    // MARK: - Writing

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

    /// Every file a repair changes, opened now as the write will open it: a repair whose file the guard
    /// refuses (a FIFO or a link where a PNG goes) or that changed since it was read is not made, and
    /// neither is any repair answering the same finding (a copy and the edits pointing at it): before
    /// the journal, so a refusal never leaves a fix half made for the next run to stumble on.
    static func preflight(_ repairs: [Repair], files: AppFileGuard) -> ([Repair], [NotRepaired]) {
        var failed: [Int: String] = [:]
        for (index, repair) in repairs.enumerated() {
            for change in repair.changes where change.changes {
                do throws(AppFileError) {
                    let file = try files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
                    if file.contents != change.before {
                        failed[index] = "\(change.path) changed after check --fix read it"
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

    /// Finishes the changes of a fix that was interrupted: a file still as planned from gets the
    /// planned bytes; one already written is passed; one changed by someone else meanwhile is left and said.
    private func finishInterrupted(at url: URL, files: AppFileGuard) throws(FixError) -> [String] {
        guard let journal = try FixJournal.read(at: url, files: files) else { return [] }
        var lines: [String] = []
        for change in journal.changes {
            let file: AppFile
            do throws(AppFileError) {
                file = try files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
            } catch {
                throw .file(error)
            }
            if file.contents == change.after { continue }
            guard file.contents.map(SHA256.hex) == change.before else {
                lines.append("\(change.path): changed since an interrupted check --fix planned it; left as it is")
                continue
            }
            try apply(FileChange(path: change.path, before: file.contents, after: change.after), files: files)
            lines.append("\(change.path): " + (change.after == nil ? "removed" : "written") + ", finishing an interrupted check --fix")
        }
        try FixJournal.remove(at: url, files: files)
        return lines
    }

    /// The build's options for a glyph drawn again: `--fit auto`, every scale, a bitmap enlarged when it must be (said in a note).
    private var options: OutputOptions {
        OutputOptions(scales: GlyphGeometry.scales, fit: .auto, higSizes: auditor.context.acceptsHIGSizes, allowUpscale: true)
    }
}
