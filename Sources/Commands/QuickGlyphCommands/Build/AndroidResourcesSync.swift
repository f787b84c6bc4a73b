import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// `--android RES_DIR`: the app shortcuts written into an Android module's `res/`,
/// owned as the output folder's files are. Only files the manifest (or the journal
/// of an interrupted build) says quickglyph wrote there are ever replaced or
/// removed; every file is written through the app-file guard (no link followed,
/// regular files only), into files of quickglyph's own names, so the app's
/// `strings.xml` and everything else in `res/` stays exactly as it is.
struct AndroidResourcesSync {
    var configuration: BuildConfiguration
    var files: AppFileGuard
    var journal: BuildJournal?
    var removeFile: @Sendable (URL) throws -> Void
    /// Where a glyph whose iOS images were current is drawn, when the files are made again: the build's workers.
    var conversion: any GlyphConversion

    /// - Parameters:
    ///   - itemsHash: the SHA-256 of the items file's bytes as the build read them.
    ///   - glyphs: what the build pass drew and read of each glyph.
    ///   - fits: under `--fit auto`, each glyph's fit as the iOS build drew it.
    /// - Returns: files written and removed as paths the user would write them (the res/ folder joined
    ///   with the file); the record of res/, the shortcuts it holds and the launcher's popup.
    func run(
        items parsed: ItemsFile.Parsed?, itemsHash: String?, sources: [GlyphSource], glyphs: AndroidGlyphs,
        fits: [String: GlyphFit] = [:], previous: AndroidResourcesRecord?
    ) -> StepOutcome {
        guard let folder = configuration.androidResources else { return StepOutcome() }
        let display = configuration.androidResourcesDisplayPath ?? folder.path
        let resolved = folder.standardizedFileURL.path
        // Files recorded for another res/ folder are that folder's: not touched from here, and no longer recorded.
        var outcome = StepOutcome()
        let trusted = previous?.folder == resolved ? trust(previous!.files, findings: &outcome.findings) : []
        outcome.findings += distrustedJournalNames()
        outcome.androidRecord = trusted.isEmpty ? nil : AndroidResourcesRecord(folder: resolved, files: trusted)
        let itemsPath = configuration.itemsDisplayPath ?? configuration.itemsFile?.path ?? display
        if let place = forbiddenPlace(folder) {
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.androidNotWritten, path: display,
                    message: "the Android shortcuts were not written: \(display) is inside \(place); "
                        + "name the app module's own res/ folder"))
            return outcome
        }
        // The app's own shortcuts are never shadowed: then nothing is written, and with `shortcuts` nil the manifest is
        // not merged.
        let own = AndroidOwnShortcutsScan(configuration: configuration, files: files)
            .findings(
                res: folder, display: display, itemsFile: itemsPath,
                recorded: (previous?.files ?? []) + (journal?.recorded ?? []))
        if !own.isEmpty {
            outcome.findings += own
            return outcome
        }
        guard let parsed else {
            let reason =
                configuration.itemsFile == nil
                ? "there is no items file (shortcuts.json) to take the shortcuts from"
                : "the items file has errors"
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.androidNotWritten, path: itemsPath,
                    message: "the Android shortcuts were not written into \(display): \(reason); "
                        + "what an earlier build wrote there is kept"))
            return outcome
        }
        let defaults = intentDefaults(parsed)
        let inputs = inputsKey(
            items: parsed.items, itemsHash: itemsHash, glyphs: glyphs, fits: fits, defaults: defaults)
        if let previous, let inputs,
            let unchanged = unchanged(previous, inputs: inputs, trusted: trusted, folder: folder)
        {
            // Nothing changed since the last build, and its files are as it left them: the findings it
            // gave, nothing drawn, nothing written.
            outcome.findings += findings(
                for: AndroidResourceSet.problems(
                    items: parsed.items, drawn: Set(unchanged.drawn ?? []),
                    package: defaults.package, launcher: defaults.launcher),
                items: parsed.items, itemsPath: itemsPath, defaults: defaults)
            outcome.androidRecord = unchanged
            if unchanged.files.contains(where: { $0.path == AndroidResourceSet.shortcutsPath }) {
                outcome.androidShortcuts = parsed.items.staticItems.count
            }
            outcome.findings += manifestNote(display: display)
            return outcome
        }
        let used = Set(parsed.items.staticItems.compactMap(\.icon.fileName))
        let (masks, drawFindings) = glyphs.masks(
            of: used, sources: sources, configuration: configuration, fits: fits,
            conversion: conversion)
        outcome.findings += drawFindings
        let painter = AndroidIconPainter()
        let set: AndroidResourceSet
        do throws(EncodeError) {
            set = try AndroidResourceSet(
                items: parsed.items, package: defaults.package, launcher: defaults.launcher, masks: masks,
                painter: painter,
                encoder: RGBAPNGEncoder(level: configuration.options.compression))
        } catch {
            outcome.findings.append(
                Finding(
                    ToolDiagnostics.encodingFailed, path: display, message: "cannot encode an Android icon: \(error)"))
            return outcome
        }
        outcome.findings += findings(for: set.problems, items: parsed.items, itemsPath: itemsPath, defaults: defaults)
        if set.problems.contains(where: \.stopsTheOutput) { return outcome }
        // The same masks and painter as the icons just made: the picture shows the written pixels.
        outcome.androidPopup = AndroidShortcutPopup(
            items: parsed.items, masks: masks, painter: painter,
            iconPixels: Int(LauncherPopupStyle.iconSide) * MenuPreview.scale)

        let ownership = OutputOwnership(
            root: folder, recordedFiles: trusted, journal: journal, mayOwn: AndroidResourceSet.isOwnName)
        var owned: [Manifest.File] = []
        for relative in set.files.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let data = set.files[relative]!
            let shown = Self.join(display, relative)
            do {
                if try write(data, to: relative, ownership: ownership, display: display) {
                    outcome.written.append(shown)
                }
                owned.append(Manifest.File(path: relative, sha256: SHA256.hex(data), bytes: data.count))
            } catch {
                outcome.findings.append(WriteFailure(what: "it", underlying: error).finding(path: shown))
                // Still ours to replace next time, when it was.
                if let earlier = ownership.recorded[relative]?.last { owned.append(earlier) }
            }
        }
        var sync = OutputSync(configuration: configuration, ownership: ownership, removeFile: removeFile)
        // A locale or a density quickglyph no longer writes leaves no empty values-de/ or drawable-hdpi/ behind.
        sync.isRemovedWhenEmpty = { !$0.isEmpty && !$0.contains("/") }
        let stale = sync.removeStale(keeping: Set(owned.map(\.path)))
        owned += stale.owned
        outcome.removed = stale.removed.map { Self.join(display, $0) }
        outcome.findings += stale.findings
        // Recorded as current only when every file was written: otherwise the next build makes them again.
        let complete = !outcome.findings.contains { $0.severity == .error }
        outcome.androidRecord =
            owned.isEmpty
            ? nil
            : AndroidResourcesRecord(
                folder: resolved, files: owned.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
                inputs: complete ? inputs : nil, drawn: masks.keys.sorted())
        if owned.contains(where: { $0.path == AndroidResourceSet.shortcutsPath }) {
            outcome.androidShortcuts = parsed.items.staticItems.count
        }
        outcome.findings += manifestNote(display: display)
        return outcome
    }

    /// The line the manifest needs, as a note; none with --android-manifest, where the merge reports on it.
    private func manifestNote(display: String) -> [Finding] {
        guard configuration.androidManifest == nil else { return [] }
        let manifest = Self.join((display as NSString).deletingLastPathComponent, "AndroidManifest.xml")
        return [
            Finding(
                ToolDiagnostics.androidManifestEntry, path: manifest,
                message: "add \(AndroidResourceSet.manifestEntry) inside the launcher activity (the one "
                    + "with MAIN and LAUNCHER) of \(manifest), or Android does not read the shortcuts")
        ]
    }

    /// The package every intent targets and the activity a shortcut opens when its item names none: the
    /// items file's root `android` object, else what `--android-manifest`'s module says: its launcher
    /// activity, named in full with the manifest's `package` attribute or else the Gradle file's `namespace`
    /// (or the root's package), and as the package the Gradle file's `applicationId`, else the manifest's
    /// package or namespace. A manifest that cannot be read gives no default here; the merge of the same
    /// file reports why. `missing` says why a launcher that is there could not be named in full.
    private func intentDefaults(_ parsed: ItemsFile.Parsed) -> IntentDefaults {
        if let targetClass = parsed.androidTargetClass {
            return IntentDefaults(package: parsed.androidPackage, launcher: targetClass)
        }
        guard let url = configuration.androidManifest, let data = try? files.read(url, limit: .androidManifest) else {
            return IntentDefaults(package: parsed.androidPackage, launcher: nil)
        }
        let (gradle, looked) = gradleFile(beside: url)
        guard let target = AndroidLauncherTarget(manifest: data, namespace: gradle?.namespace ?? parsed.androidPackage)
        else {
            var defaults = IntentDefaults(package: parsed.androidPackage, launcher: nil)
            if let name = AndroidLauncherTarget.relativeLauncherWithoutPackage(manifest: data) {
                let gradleText =
                    gradle.map {
                        "no namespace in \($0.path) (looked for namespace \"…\" or namespace = \"…\" in its android block)"
                    }
                    ?? "no build.gradle(.kts) beside it to read a namespace from (looked for \(DisplayText.list(looked)))"
                defaults.missing =
                    "\(url.path) names its launcher activity \(DisplayText.quote(name)) relative to a package, but it has no "
                    + "package attribute and there is \(gradleText); add the namespace to the module's android block, "
                    + "or give the items file's root \"android\" object a targetClass"
            }
            return defaults
        }
        let package = parsed.androidPackage ?? gradle?.applicationID ?? target.manifestPackage ?? gradle?.namespace
        return IntentDefaults(package: package, launcher: target.className)
    }

    /// The module's `build.gradle.kts` or `build.gradle`: beside `src/` in Gradle's layout
    /// (`app/src/main/AndroidManifest.xml`), else beside the manifest; read through the guard, size-limited.
    /// With the paths looked at, in order.
    private func gradleFile(beside manifest: URL) -> (AndroidGradleFile?, [String]) {
        var module = manifest.deletingLastPathComponent()
        if module.lastPathComponent == "main", module.deletingLastPathComponent().lastPathComponent == "src" {
            module = module.deletingLastPathComponent().deletingLastPathComponent()
        }
        var looked: [String] = []
        for name in ["build.gradle.kts", "build.gradle"] {
            let url = module.appendingPathComponent(name)
            looked.append(url.path)
            guard let data = try? files.read(url, limit: AndroidGradleFile.sizeLimit) else { continue }
            return (AndroidGradleFile(path: url.path, text: String(decoding: data, as: UTF8.self)), looked)
        }
        return (nil, looked)
    }

    private func findings(
        for problems: [AndroidResourceProblem], items: [QuickAction], itemsPath: String, defaults: IntentDefaults
    ) -> [Finding] {
        problems.map { problem in
            let diagnostic: DiagnosticDescription
            var position: SourcePosition?
            var message = problem.description
            // An item's own problem points at the item, as check's findings point at their line.
            func itemPosition(_ index: Int) -> SourcePosition? {
                items.indices.contains(index) ? items[index].declaredAt.position : nil
            }
            switch problem {
            case .unresolvedType, .duplicateID, .clashingNames: diagnostic = ToolDiagnostics.androidNotWritten
            case .glyphNotDrawn: diagnostic = ToolDiagnostics.writeFailed
            case let .intentUnresolved(index, type):
                diagnostic = AndroidIntentUnresolvedRule.description
                position = itemPosition(index)
                if let missing = defaults.missing {
                    message =
                        "items[\(index)] (\(type)): the Android shortcut's intent has no action, targetClass or data, so "
                        + "Android starts whatever activity of the package handles a bare VIEW, usually none: \(missing)"
                }
            case let .noIcon(index, _, _):
                diagnostic = ToolDiagnostics.androidIconNone
                position = itemPosition(index)
            case let .labelTooLong(index, _, _, _, _, _):
                // check's rule over the labels written, said where the fix goes: build and check agree.
                diagnostic = AndroidLabelTooLongRule.description
                position = items.indices.contains(index) ? items[index].positions[.title] : nil
            }
            return Finding(diagnostic, path: itemsPath, message: message, position: position)
        }
    }

    /// Everything the files are made from, hashed: the tool's version and output options, the items
    /// file, and each used glyph's fit and source bytes, as this build read them (nothing is read again).
    /// Nil when one was not read (then nothing is skipped).
    private func inputsKey(
        items: [QuickAction], itemsHash: String?, glyphs: AndroidGlyphs, fits: [String: GlyphFit],
        defaults: IntentDefaults
    ) -> String? {
        guard let itemsHash else { return nil }
        var text = "android resources 3\n" + Manifest.optionsHash(for: configuration.options) + "\n" + itemsHash + "\n"
        // A manifest whose launcher changed changes every default intent.
        text += "intent \(defaults.package ?? "-") \(defaults.launcher ?? "-")\n"
        for name in Set(items.staticItems.compactMap(\.icon.fileName)).sorted() {
            guard let source = glyphs.sources[name] else { return nil }
            text += name + " " + String(describing: fits[name]?.factor ?? 1) + "\n"
            for file in source.scales.map({ $0.map { ($0.path, $0.sha256) } }) ?? [(source.path, source.sha256)] {
                text += file.0 + " " + file.1 + "\n"
            }
        }
        return SHA256.hex(Data(text.utf8))
    }

    /// The previous record, when this build would write exactly its files: the same inputs, no
    /// interrupted build to repair, no picture that needs the icons drawn, and every file as it was written.
    private func unchanged(
        _ previous: AndroidResourcesRecord, inputs: String, trusted: [Manifest.File], folder: URL
    ) -> AndroidResourcesRecord? {
        guard previous.inputs == inputs, previous.drawn != nil, trusted == previous.files,
            journal?.recorded.isEmpty ?? true,
            configuration.previewDisplayPath == nil, configuration.reportDisplayPath == nil
        else { return nil }
        let ownership = OutputOwnership(
            root: folder, recordedFiles: trusted, journal: nil, mayOwn: AndroidResourceSet.isOwnName)
        guard
            previous.files.allSatisfy({
                (try? ownership.checkFolders(of: $0.path)) != nil && ownership.isIntact($0.path)
            })
        else {
            return nil
        }
        return previous
    }

    /// The glyph folder or the output folder, when res/ is one of them or inside one, however
    /// spelled: a recursive build would read its PNGs as glyphs, and the output folder is the manifest's.
    private func forbiddenPlace(_ folder: URL) -> String? {
        let resolved = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let places = [
            (configuration.glyphsDirectory, "the glyph folder \(configuration.glyphsDisplayPath)"),
            (configuration.outputDirectory, "the output folder \(configuration.outputDirectory.relativePath)"),
        ]
        return places.first { place, _ in
            let path = place.resolvingSymlinksInPath().standardizedFileURL.path
            return resolved == path || resolved.hasPrefix(path.hasSuffix("/") ? path : path + "/")
        }?.1
    }

    /// The recorded files quickglyph could have written: a manifest is input from a repository, and one
    /// edited to claim another file of the app's res/ (its `strings.xml`) must not get it replaced or removed.
    private func trust(_ files: [Manifest.File], findings: inout [Finding]) -> [Manifest.File] {
        files.filter { file in
            let ours = AndroidResourceSet.isOwnName(file.path)
            if !ours {
                let manifest = configuration.outputDirectory.appendingPathComponent(Manifest.filename).relativePath
                findings.append(
                    Finding(
                        ToolDiagnostics.manifestUnreadable, path: manifest,
                        message: "the manifest names \(DisplayText.quote(file.path)) among the files an earlier "
                            + "build wrote into the Android res/ folder, but quickglyph writes no file of that "
                            + "name; it is not touched and no longer recorded"))
            }
            return ours
        }
    }

    /// Writes one file unless it holds these bytes already; true when written. A file
    /// there that quickglyph did not write, or anything but a regular file, is refused.
    private func write(_ data: Data, to relative: String, ownership: OutputOwnership, display: String) throws -> Bool {
        let url = ownership.url(relative)
        do {
            try ownership.checkFolders(of: relative)
        } catch OwnershipError.linkedFolder(let folder) {
            // The folders below res/ are checked as --out's are; the message names res/'s, not --out.
            throw AppFileError.linkOnTheWay(path: url.path, component: Self.join(display, folder))
        } catch OwnershipError.notOurs(let folder, _) {
            throw AppFileError.notAFolderOnTheWay(path: url.path, component: Self.join(display, folder))
        }
        let file = try files.open(url)
        if file.contents == data { return false }
        // Judged on the bytes the guard read, the ones it replaces: a version quickglyph recorded writing there.
        let versions = Set((ownership.recorded[relative] ?? []).map(\.sha256))
        let claim = AppFileGuard.Claim.generated(
            what: "an Android resource quickglyph wrote",
            isOurs: { versions.contains(SHA256.hex($0)) })
        if let contents = file.contents, !versions.contains(SHA256.hex(contents)) {
            throw AppFileError.notOurs(path: url.path, what: "an Android resource quickglyph wrote")
        }
        // Recorded first: if the build is killed after the rename, the next one knows the file.
        try journal?.record(Manifest.File(path: relative, sha256: SHA256.hex(data), bytes: data.count))
        return try files.replace(file, with: data, claim: claim) == .written
    }

    /// The journal's names that are no file quickglyph writes into res/: the journal is a file a pull
    /// request can change, and such a name is the app's. `OutputOwnership` leaves them out; this says so.
    private func distrustedJournalNames() -> [Finding] {
        guard let journal else { return [] }
        let path = configuration.outputDirectory.appendingPathComponent(BuildJournal.androidFilename).relativePath
        return Set(journal.recorded.map(\.path).filter { !AndroidResourceSet.isOwnName($0) }).sorted().map { name in
            Finding(
                ToolDiagnostics.manifestUnreadable, path: path,
                message:
                    "the journal names \(DisplayText.quote(name)) among the files a killed build was writing into the "
                    + "Android res/ folder, but quickglyph writes no file of that name; it is not touched")
        }
    }

    private static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
    }
}

/// What a shortcut's intent defaults to when its item names no activity, and why there is no launcher to default to
/// when `--android-manifest` names one that cannot be named in full.
struct IntentDefaults {
    var package: String?
    var launcher: String?
    var missing: String?
}
