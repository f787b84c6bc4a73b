import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// `--info-plist` and `--project`: the app's Info.plist keeps the static items, and the app
/// target names that file. A missing Info.plist is created holding only the items (Xcode
/// merges it with the keys it generates); with `--project`, a target that names none gets
/// INFOPLIST_FILE and, in a synchronized folder, the file kept out of its members
/// (`InfoPlistFileEdit`). When the last static item goes, what a build made is taken back:
/// the file it created (once it holds nothing else) and its lines in the project, and
/// nothing the app had. What is about to be made is journalled before it is, so a killed
/// build's Info.plist or edit is still known as quickglyph's by the next; in place, so is the
/// Info.plist's write itself (`InfoPlistWriteInPlace`), and a file it cut short is put back.
/// What the record says is only what was written: a write that fails leaves it as it was.
/// An Info.plist the project alone puts outside its folder is never created, and edited only
/// when `--info-plist` names it too (`XcodeAppTarget.outsideProject`).
struct InfoPlistFileSync {
    var configuration: BuildConfiguration
    var files: AppFileGuard
    /// `.quickglyph-xcode-journal` in the output folder.
    var journal: URL

    static let journalFilename = ".quickglyph-xcode-journal"

    /// - Parameters:
    ///   - items: the items, nil when they cannot be used (errors, or a glyph not built: then nothing changes).
    ///   - unbuilt: the glyphs items name that have no imageset.
    ///   - previous: what the last build (or a killed one's journal) recorded.
    func run(items: [QuickAction]?, unbuilt: [String], previous: XcodeProjectRecord?) -> StepOutcome {
        guard let url = configuration.infoPlist else { return StepOutcome() }
        let path = configuration.infoPlistDisplayPath ?? url.path
        var outcome = StepOutcome(appInputs: [path], appOutputs: [path])
        if let target = configuration.xcodeTarget {
            outcome.appInputs.append(target.pbxprojDisplayPath)
            outcome.appOutputs.append(target.pbxprojDisplayPath)
        }
        var record = previous ?? XcodeProjectRecord()
        let cut = XcodeJournal.read(in: journal.deletingLastPathComponent())?.infoPlistWrite
        sync(url, path: path, items: items, unbuilt: unbuilt, record: &record, cutShort: cut, outcome: &outcome)
        outcome.xcodeRecord = record.isEmpty ? nil : record
        return outcome
    }

    /// - Parameter cutShort: the write in place a killed build journalled, if any.
    private func sync(
        _ url: URL, path: String, items: [QuickAction]?, unbuilt: [String], record: inout XcodeProjectRecord,
        cutShort: InfoPlistWriteInPlace?, outcome: inout StepOutcome
    ) {
        let resolved = url.standardizedFileURL.path
        // First of all, before anything reads it: a file a killed build cut short is put back as it was.
        if let cutShort, cutShort.path == resolved, !putBack(cutShort, url: url, path: path, outcome: &outcome) {
            return
        }
        guard let items else {
            let error: InfoPlistMergeError =
                !unbuilt.isEmpty
                ? .glyphsNotBuilt(unbuilt)
                : configuration.itemsFile == nil ? .noItemsFile : .itemsFileHasErrors
            let missing = FileStatus.kind(atPath: url.path) == .missing
            outcome.findings.append(
                missing
                    ? error.findingForMissingFile(path: path, projectGiven: configuration.xcodeTarget != nil)
                    : error.finding(path: path))
            return
        }
        let hasStatic = !items.staticItems.isEmpty
        if let outside = configuration.xcodeTarget?.outsideProject,
            let refusal = Self.refusal(
                outside, path: path, creating: hasStatic, exists: FileStatus.kind(atPath: url.path) != .missing)
        {
            outcome.findings.append(refusal)
            return
        }
        let existed = FileStatus.kind(atPath: url.path) != .missing
        if hasStatic, !existed {
            record.createdInfoPlist = resolved
            journalRecord(record, outcome: &outcome)
        }
        var merger = InfoPlistMerger(url: url, displayPath: path, files: files)
        merger.createsMissing = true
        if WriteMode.current == .inPlace {
            // Into the file itself: a kill can cut the write short, so what it held and is to hold is journalled first.
            let journal = self.journal, now = record
            merger.beforeWrite = { original, data throws(InfoPlistMergeError) in
                do {
                    let write = InfoPlistWriteInPlace(path: resolved, original: original, written: data)
                    try XcodeJournal(record: now, infoPlistWrite: write).write(to: journal)
                } catch {
                    throw .writeFailed(
                        reason: "it is written in place, and what it holds could not be journalled first in "
                            + "\(journal.path): \(ErrorText.describe(error))")
                }
            }
        }
        do throws(InfoPlistMergeError) {
            if try merger.merge(items) == .written {
                outcome.written.append(path)
                if !existed { outcome.created.append(path) }
            }
        } catch {
            outcome.findings.append(error.finding(path: path))
            return
        }
        // Whether the target names the file, and not by the build's edit: a person set INFOPLIST_FILE to it by hand
        // (as the build asked when it could not). Told before the build's own lines are taken out below.
        let namedByHand =
            configuration.xcodeTarget.map {
                $0.namesInfoPlist && (record.edit == nil || record.project != $0.projectURL.path)
            } ?? false
        if let target = configuration.xcodeTarget {
            syncProject(target, keeps: hasStatic, record: &record, outcome: &outcome)
        } else if hasStatic, record.createdInfoPlist == resolved, !existed {
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.infoPlistUnnamed, path: path,
                    message:
                        "\(DisplayText.escapingControls(path)) did not exist, so it was created holding only the quick actions; "
                        + "Xcode reads it once the app target's INFOPLIST_FILE names it: set Info.plist File to it in the target's "
                        + "Build Settings (and, in a synchronized folder, take it out of the target's members), or build with "
                        + "--project App.xcodeproj to have both done"))
        }
        // The created file goes after the lines that name it (Xcode fails on a setting that names no file): kept while
        // they could not be taken out, for the build that takes them out; the person's own from now on when their
        // setting names it.
        if !hasStatic, record.createdInfoPlist == resolved {
            let linesStay =
                configuration.xcodeTarget.map { record.edit != nil && record.project == $0.projectURL.path } ?? false
            if namedByHand {
                record.createdInfoPlist = nil
            } else if !linesStay, removeIfEmpty(url, path: path, outcome: &outcome) {
                record.createdInfoPlist = nil
            }
        }
    }

    /// The target names the file while there are static items, and no longer does once a build's own edit is undone.
    private func syncProject(
        _ target: XcodeAppTarget, keeps: Bool, record: inout XcodeProjectRecord, outcome: inout StepOutcome
    ) {
        // Read only when it must change: a project that names the file (as after the first build) is not read again.
        guard keeps ? target.needsEdit : record.edit != nil && record.project == target.projectURL.path else { return }
        let display = target.pbxprojDisplayPath
        let file: AppFile
        do throws(AppFileError) {
            file = try files.open(target.pbxprojURL, limit: SourceFile.limit)
        } catch {
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.projectNotEdited, path: display, message: "it cannot be read: \(error.description)")
            )
            return
        }
        guard let original = file.contents else { return }
        // What the record says until the write is done: a write that fails leaves the project as it was,
        // and so must the record, or a later build would take out lines a person then added by hand.
        let before = record
        let edited: Data
        if keeps {
            guard FileStatus.kind(atPath: configuration.infoPlist?.path ?? "") == .regular else { return }
            do throws(InfoPlistFileEditRefusal) {
                guard
                    let (data, edit) = try InfoPlistFileEdit.adding(
                        to: original, projectPath: target.projectURL.path, target: target.name,
                        infoPlist: configuration.infoPlist?.standardizedFileURL.path ?? "",
                        outputs: [Manifest.filename, ShortcutItemsPlist.filename].map {
                            configuration.outputDirectory.appendingPathComponent($0).standardizedFileURL.path
                        })
                else { return }
                edited = data
                record.project = target.projectURL.path
                record.edit = Self.merged(record.edit, edit)
            } catch {
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.projectNotEdited, path: display,
                        message:
                            "target \(target.name) was not made to name \(configuration.infoPlistDisplayPath ?? ""): "
                            + error.description))
                return
            }
        } else {
            guard let edit = record.edit, record.project == target.projectURL.path else { return }
            do throws(InfoPlistFileEditRefusal) {
                edited = try edit.undo(in: original)
                record.edit = nil
                record.project = nil
            } catch {
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.projectNotEdited, path: display,
                        message: "the build's own lines for target \(target.name) were not taken out: "
                            + error.description))
                return
            }
        }
        journalRecord(record, outcome: &outcome)
        do throws(AppFileError) {
            if try files.replace(file, with: edited, claim: .edit) == .written { outcome.written.append(display) }
        } catch {
            // Not written (or its original put back): the record is what it was, and so is the journal.
            record = before
            journalRecord(record, outcome: &outcome)
            let change =
                keeps
                ? "target \(target.name) was not made to name \(configuration.infoPlistDisplayPath ?? "")"
                : "the build's own lines for target \(target.name) were not taken out"
            let unchanged = error.changedTheFile ? "" : "; the project and the build's record of it are as they were"
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.projectNotEdited, path: display,
                    message: "\(change): \(error.description)" + unchanged))
        }
    }

    /// The project put the Info.plist outside its folder: nothing is created there, and an existing file is edited only
    /// when the command names it too (`XcodeAppTarget.outsideProject`). Nil when the merge may go on.
    private static func refusal(
        _ outside: XcodeAppTarget.OutsideProject, path: String, creating: Bool, exists: Bool
    ) -> Finding? {
        let shown = DisplayText.escapingControls(path)
        let place =
            "\(outside.setting) puts it outside the project's folder \(DisplayText.escapingControls(outside.folder))"
        if !exists {
            // No static item: nothing would be created.
            guard creating else { return nil }
            return Finding(
                ToolDiagnostics.infoPlistNotMerged, path: path,
                message: "quick actions not merged: it does not exist, and \(place), where a build creates nothing: "
                    + "create it there yourself (a property list holding an empty dictionary will do) and give "
                    + "--info-plist \(shown), or make INFOPLIST_FILE name a file inside the project")
        }
        guard !outside.named else { return nil }
        return Finding(
            ToolDiagnostics.infoPlistNotMerged, path: path,
            message:
                "quick actions not merged: \(place), and a build edits a file there only when the command names it "
                + "too: give --info-plist \(shown); the file was left as it is")
    }

    /// Two edits of the same target, one after the other: what both added.
    private static func merged(_ earlier: InfoPlistFileEdit?, _ later: InfoPlistFileEdit) -> InfoPlistFileEdit {
        guard var merged = earlier, merged.target == later.target, merged.setting == later.setting else { return later }
        merged.configurations += later.configurations.filter { !merged.configurations.contains($0) }
        if let outputs = later.outputEntries {
            merged.outputEntries =
                (merged.outputEntries ?? []) + outputs.filter { !(merged.outputEntries ?? []).contains($0) }
            merged.folder = merged.folder ?? later.folder
            merged.exceptionSet = merged.exceptionSet ?? later.exceptionSet
        }
        if merged.exceptionEntry == nil {
            merged.folder = later.folder
            merged.exceptionSet = later.exceptionSet
            merged.exceptionEntry = later.exceptionEntry
            merged.madeExceptionSet = later.madeExceptionSet
            merged.madeExceptionsList = later.madeExceptionsList
            merged.madeSection = later.madeSection
        }
        return merged
    }

    /// The created Info.plist, once it holds nothing (the merge took the key out): removed.
    private func removeIfEmpty(_ url: URL, path: String, outcome: inout StepOutcome) -> Bool {
        do throws(AppFileError) {
            let file = try files.open(url, limit: SourceFile.limit)
            guard let contents = file.contents else { return true }
            guard
                let root = try? PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
                    as? [String: Any],
                root.isEmpty
            else { return false }
            try files.remove(file)
            outcome.removed.append(path)
            return true
        } catch {
            outcome.findings.append(
                WriteFailure(what: "the Info.plist it created", underlying: error).finding(path: path))
            return false
        }
    }

    /// A file a build killed in the middle of writing it in place left part old, part new: put back as it was
    /// before that write (removed, when that build was creating it), so that this build's merge starts where
    /// a clean build's does. A file that is whole (the old bytes or the new) or changed since in any other way
    /// (a person's edit) is left to the merge. Returns false, with a finding naming the file and the way back,
    /// when it cannot be put back; the journal then stays, so the build after the repair still knows the write.
    private func putBack(_ cut: InfoPlistWriteInPlace, url: URL, path: String, outcome: inout StepOutcome) -> Bool {
        // Not opened (a link, a folder, too large): the merge says why, in its words.
        guard let file = try? files.open(url, limit: SourceFile.limit), let now = file.contents else { return true }
        let restore =
            "restore it from version control (git checkout -- \(DisplayText.escapingControls(url.lastPathComponent)), "
            + "run where it lives), then build again"
        let failure: String
        switch cut.judge(now) {
        case .whole:
            return true
        case .lost:
            failure =
                "a build killed while writing it in place left it cut short, before even its first bytes were back, "
                + "so what it held is not known: " + restore
        case .cutShort(let original):
            do throws(AppFileError) {
                if let original {
                    try files.replace(file, with: original, claim: .edit)
                } else {
                    try files.remove(file)
                }
                return true
            } catch {
                failure =
                    "a build killed while writing it in place left it cut short, and it could not be put back as it was "
                    + "before: \(error.description); "
                    + (original == nil
                        ? "remove it (a build created it, and makes it again), then build again" : restore)
            }
        }
        outcome.keepsXcodeJournal = true
        outcome.findings.append(
            Finding(
                ToolDiagnostics.infoPlistNotMerged, path: path,
                message: "quick actions not merged: " + failure))
        return false
    }

    /// What is about to be true, before it is: a build killed after the write still knows it as its own.
    private func journalRecord(_ record: XcodeProjectRecord, outcome: inout StepOutcome) {
        do {
            // Its paths as the manifest keeps them, relative to the output folder.
            try XcodeJournal(record: record).write(to: journal)
        } catch {
            outcome.findings.append(
                WriteFailure(what: "the journal of the Xcode project edit", underlying: error).finding(
                    path: journal.path))
        }
    }

    /// What a killed build journalled, if anything.
    static func journalled(in folder: URL) -> XcodeProjectRecord? {
        XcodeJournal.read(in: folder)?.record
    }
}
