import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// Writes the items' translations where the app's InfoPlist table is: into the
/// output folder (owned like every output there), or, with `--info-plist`,
/// beside that Info.plist, merged into the catalog or strings files already
/// there. Beside the plist only what the manifest says an earlier build wrote
/// is ever changed or removed: every other key, comment and field is the app's.
struct LocalizedStringsSync {
    var configuration: BuildConfiguration
    var ownership: OutputOwnership
    /// Every file beside the plist is read and written through it.
    var files: AppFileGuard

    /// By file (its path as the build names it), then key: the languages the build wrote.
    typealias Managed = [String: [String: [String]]]

    /// - Parameter translations: nil when the items file is missing or has errors:
    ///   the output folder then holds no translations, and nothing beside the plist is touched.
    /// - Returns: the files written into the output folder as `owned`; those beside the Info.plist as
    ///   the app's inputs and outputs (an app's own catalog or strings files are read as well as kept
    ///   up to date), and what the build wrote into them as `managedStrings`.
    func run(_ translations: TitleTranslations?, previous: Managed?) -> StepOutcome {
        guard let plistPath = configuration.infoPlistDisplayPath ?? configuration.infoPlist?.path else {
            return writeIntoOutput(translations)
        }
        // A manifest is input from a repository: only what lies where this option writes is the build's.
        var findings: [Finding] = []
        let manifestPath = configuration.outputDirectory.appendingPathComponent(Manifest.filename).relativePath
        let trusted = Self.trusted(
            previous ?? [:], plistPath: plistPath, manifestPath: manifestPath, findings: &findings)
        var outcome: StepOutcome
        // The project alone put the Info.plist outside its folder: nothing beside it is touched (the Info.plist's
        // finding says why).
        let untouchable = configuration.xcodeTarget?.outsideProject.map { !$0.named } ?? false
        if let translations, !untouchable {
            outcome = mergeBeside(plistPath: plistPath, translations, previous: trusted)
            outcome.findings = findings + outcome.findings
        } else {
            // Keep what was there and the record of it: a broken items file must not strip the app's strings.
            outcome = StepOutcome(
                findings: findings, appOutputs: trusted.keys.sorted(), managedStrings: trusted.isEmpty ? nil : trusted)
        }
        outcome.appInputs = outcome.appOutputs
        return outcome
    }

    /// The manifest's record of the strings files an earlier build wrote, less
    /// any entry that is not a translations file beside this Info.plist (the
    /// `.lproj` folders below its folder, or its String Catalog): such an entry
    /// is a manifest edited by hand or by a pull request, or one from an earlier
    /// `--info-plist`, and the files it names are not touched.
    static func trusted(
        _ previous: Managed, plistPath: String, manifestPath: String, findings: inout [Finding]
    ) -> Managed {
        let folder = URL(fileURLWithPath: (plistPath as NSString).deletingLastPathComponent).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var kept: Managed = [:]
        for path in previous.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let keys = previous[path]!
            let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
            let name = (resolved as NSString).lastPathComponent
            let isTranslations =
                name == StringsFormat.catalogFilename
                || (name == StringsFormat.table + ".strings" && Localizations.language(of: resolved) != nil)
            if resolved.hasPrefix(prefix), isTranslations {
                kept[path] = keys
            } else {
                findings.append(
                    Finding(
                        ToolDiagnostics.manifestUnreadable, path: manifestPath,
                        message: "the manifest names \(DisplayText.quote(path)) among the strings files an earlier "
                            + "build wrote, but it is not a translations file beside \(plistPath); it is not touched "
                            + "and no longer recorded"))
            }
        }
        return kept
    }

    private func writeIntoOutput(_ translations: TitleTranslations?) -> StepOutcome {
        var outcome = StepOutcome()
        guard let translations, !translations.isEmpty else { return outcome }
        let files: [(String, Data)]
        switch configuration.stringsFormat {
        case .xcstrings:
            files = [(StringsFormat.catalogFilename, StringCatalogWriter.merge(translations, into: nil))]
        case .lproj:
            files = translations.languages.map {
                (
                    StringsFormat.stringsPath(language: $0),
                    StringsFileWriter.merge(translations.table(language: $0), into: nil)
                )
            }
        }
        for (relative, data) in files {
            do {
                if try ownership.write(data, to: relative) == .written { outcome.written.append(relative) }
                outcome.owned.append(Manifest.File(path: relative, sha256: SHA256.hex(data), bytes: data.count))
            } catch {
                outcome.findings.append(
                    WriteFailure(what: "it", underlying: error).finding(path: ownership.url(relative).path))
            }
        }
        return outcome
    }

    /// What one file beside the plist should hold: the whole translation for a
    /// catalog, one language's for a strings file; empty for a file that only
    /// loses what an earlier build wrote into it.
    private enum Target {
        case catalog(TitleTranslations)
        case strings([String: String], language: String)
    }

    private func mergeBeside(plistPath: String, _ translations: TitleTranslations, previous: Managed) -> StepOutcome {
        var targets: [String: Target] = [:]
        let folder = (plistPath as NSString).deletingLastPathComponent
        // Only listed here: each file is read once, by the merge that rewrites it (files that do not
        // parse are found too, and the merge reports them). The output folder may sit below the
        // plist: what an earlier build wrote there is its own, not the app's.
        let found = Localizations.files(besidePlist: plistPath, table: StringsFormat.table)
        let output = configuration.outputDirectory.standardizedFileURL.path + "/"
        let existing =
            found
            .filter { !URL(fileURLWithPath: $0).standardizedFileURL.path.hasPrefix(output) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        switch configuration.stringsFormat {
        case .xcstrings:
            let path =
                existing.first { ($0 as NSString).lastPathComponent == StringsFormat.catalogFilename }
                ?? Self.join(folder, StringsFormat.catalogFilename)
            targets[path] = .catalog(translations)
        case .lproj:
            var byLanguage: [String: String] = [:]
            for path in existing {
                guard let language = Localizations.language(of: path), byLanguage[language] == nil else { continue }
                byLanguage[language] = path
            }
            // New languages go where the app keeps its others: beside the first .lproj folder, else beside the plist.
            let base =
                byLanguage.values.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.first.map {
                    (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                } ?? folder
            for language in translations.languages {
                let path = byLanguage[language] ?? Self.join(base, StringsFormat.stringsPath(language: language))
                targets[path] = .strings(translations.table(language: language), language: language)
            }
        }
        // A file written before and not now (another format, a language gone): what was ours in it goes.
        for path in previous.keys where targets[path] == nil {
            let nothing = TitleTranslations(items: [], developmentLanguage: translations.developmentLanguage)
            targets[path] =
                path.hasSuffix(".xcstrings")
                ? .catalog(nothing)
                : .strings([:], language: Localizations.language(of: path) ?? "")
        }
        var outcome = StepOutcome()
        var managed: Managed = [:]
        for path in targets.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let before = previous[path] ?? [:]
            do {
                if let now = try sync(path: path, target: targets[path]!, managed: before, into: &outcome),
                    !now.isEmpty
                {
                    managed[path] = now
                    outcome.appOutputs.append(path)
                }
            } catch {
                // Untouched: it keeps what was ours in it, and the record of it, for the next build.
                outcome.findings.append(error.finding)
                if !before.isEmpty { managed[path] = before }
            }
        }
        outcome.managedStrings = managed.isEmpty ? nil : managed
        return outcome
    }

    /// Merges into one file; returns what is now the build's in it (nil: nothing, and nothing written).
    private func sync(
        path: String, target: Target, managed: [String: [String]],
        into outcome: inout StepOutcome
    ) throws(NotMerged) -> [String: [String]]? {
        let file: AppFile
        do throws(AppFileError) {
            // A regular file only, reached through no link: a FIFO or a linked folder is not the app's strings.
            file = try files.open(URL(fileURLWithPath: path))
        } catch {
            throw NotMerged(path: path, reason: error.description)
        }
        let data = file.contents
        let merged: Data
        let now: [String: [String]]
        switch target {
        case .catalog(let translations):
            if data == nil, translations.isEmpty { return nil }
            do throws(StringsMergeRefusal) {
                // Read back with Foundation, as iOS reads it: every key it held and every new one, or nothing is
                // written.
                merged = try StringCatalogWriter.mergeChecked(translations, into: data, managed: managed)
            } catch {
                throw NotMerged(path: path, reason: error.reason)
            }
            now = translations.entries.mapValues { $0.keys.sorted() }
        case let .strings(table, language):
            if data == nil, table.isEmpty { return nil }
            do throws(StringsMergeRefusal) {
                merged = try StringsFileWriter.mergeChecked(table, into: data, managed: Set(managed.keys))
            } catch {
                throw NotMerged(path: path, reason: error.reason)
            }
            now = table.mapValues { _ in [language] }
        }
        if data == nil, let target = configuration.xcodeTarget, let outside = target.outsideProject,
            target.isOutsideProject(path)
        {
            throw NotMerged(
                path: path,
                reason: "it does not exist, and \(outside.setting) puts the Info.plist outside the "
                    + "project's folder \(outside.folder), where a build creates nothing (no folder, no file): "
                    + "create it there yourself")
        }
        do throws(AppFileError) {
            // The app's file keeps its permissions, and in place gets its bytes back if the write fails part-way.
            if try files.replace(file, with: merged, claim: .edit) == .written { outcome.written.append(path) }
        } catch {
            throw NotMerged(
                path: path, reason: "cannot write it: \(error.description)", isWriteFailure: true,
                changedTheFile: error.changedTheFile)
        }
        return now
    }

    private static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
    }
}
