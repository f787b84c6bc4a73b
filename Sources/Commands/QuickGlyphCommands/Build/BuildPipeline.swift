import Dispatch
import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// The whole build: glyph folder in; template PNGs, asset catalog, Info.plist
/// fragment and manifest out, and with `--info-plist` the app's Info.plist updated. Glyphs render in parallel and
/// independently:
/// one bad glyph never stops the others. Unchanged glyphs are not rendered.
package struct BuildPipeline: Sendable {
    var configuration: BuildConfiguration
    /// How a stale output is deleted: a seam for tests, since root may delete anything.
    var removeFile: @Sendable (URL) throws -> Void = { try FileManager.default.removeItem(at: $0) }
    /// How glyphs are converted: in this process unless the caller gives worker
    /// processes (the CLI does, so that a renderer's crash costs one glyph).
    package var conversion: any GlyphConversion = InProcessConversion()

    package init(configuration: BuildConfiguration) {
        self.configuration = configuration
    }

    /// - Parameter waiting: called once when another build into the same
    ///   folder holds it for more than a moment; this one waits its turn.
    package func run(
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        waiting: (() -> Void)? = nil
    ) throws(BuildError) -> BuildReport {
        let discovery = try discoverGlyphs()
        let folder = try HeldOutputFolder(configuration: configuration, waiting: waiting ?? {})
        defer { withExtendedLifetime(folder) {} }
        // Looked up once the output folder exists: what it must never write outside it.
        let appFiles = configuration.appFileGuard()
        var report = BuildReport(
            findings: discovery.findings, rendered: [], skipped: [], failed: [], writtenFiles: [], removedFiles: [])
        let previous = try readPreviousManifest(folder.manifestURL, into: &report)
        let ownership = OutputOwnership(
            root: configuration.outputDirectory, previous: previous, journal: folder.journal)
        removeKilledBuildsTemporaryFiles(ownership: ownership, journal: folder.journal, appFiles: appFiles)
        let optionsHash = Manifest.optionsHash(for: configuration.options)
        // Read before the glyphs are drawn: the ones its items use under --android are drawn for Android in the same
        // call.
        let items = readItems(
            glyphNames: Set(discovery.sources.map(\.name)), unreadSubfolders: discovery.unreadSubfolders)
        var builder = glyphBuilder(
            previous: previous, optionsHash: optionsHash, ownership: ownership, items: items.parsed)
        let fits = planFits(discovery.sources, previous: previous, optionsHash: optionsHash, builder: &builder)
        report.add(fits.outcome)

        let outcomes = buildAll(discovery.sources, with: builder, progress: progress)
        var glyphs = gatherGlyphs(outcomes, of: discovery.sources, previous: previous, into: &report)
        report.add(glyphs.outcome)
        // Read first, but reported after the glyphs.
        report.add(items.outcome)
        let actions = items.parsed?.items
        report.items = actions ?? []
        Self.recordUse(by: actions ?? [], in: &glyphs.built)
        if let itemsPath = items.parsed.flatMap({ _ in configuration.itemsDisplayPath }) {
            report.add(Self.unusedGlyphs(glyphs.built, itemsFile: itemsPath))
        }

        // No file of the app may name an image that does not exist: while an item's glyph has no
        // imageset, every file made from the items keeps the last good build's.
        let unbuilt = Self.unbuiltGlyphs(of: actions ?? [], refused: glyphs.refused, previous: previous)
        let keptOutput = unbuilt.isEmpty ? [] : Self.itemsFiles(keptFrom: previous)
        report.add(keepAppFiles(for: unbuilt, items: items.parsed, keptOutput: keptOutput, previous: previous))
        let appActions = unbuilt.isEmpty ? actions : nil
        let appItems = unbuilt.isEmpty ? items.parsed : nil

        let sync = OutputSync(configuration: configuration, ownership: ownership, removeFile: removeFile)
        let shared = sync.writeShared(items: appActions)
        report.add(shared)
        let strings = writeStrings(appItems, previous: previous, ownership: ownership, files: appFiles)
        report.add(strings)
        var files = glyphs.outcome.owned + shared.owned + strings.owned
        // Claimed again, so they are not removed as stale: nothing above wrote them this time.
        files += keptOutput
        let stale = removeStale(with: sync, keeping: files, glyphs: glyphs.built)
        report.add(stale)
        files += stale.owned
        let infoPlist = InfoPlistFileSync(configuration: configuration, files: appFiles, journal: folder.xcodeJournal)
            .run(
                items: appActions, unbuilt: unbuilt.map(\.glyph),
                previous: InfoPlistFileSync.journalled(in: configuration.outputDirectory) ?? previous?.xcode)
        report.add(infoPlist)
        report.add(writeSwift(items: appActions, files: appFiles))
        report.add(writeObjC(items: appActions, files: appFiles))
        let android = writeAndroidResources(
            items: items.parsed, itemsHash: items.hash, sources: discovery.sources, outcomes: outcomes,
            fits: builder.fits, previous: previous, journal: folder.androidJournal, files: appFiles)
        report.add(android)
        report.androidPopup = android.androidPopup
        // Kept until now for --android's glyphs whose iOS images were current.
        conversion.finish()
        let androidManifest = mergeAndroidManifest(
            shortcuts: android.androidShortcuts, previous: previous,
            journal: folder.androidManifestJournal, files: appFiles)
        report.add(androidManifest)

        let manifest = Manifest(
            version: Manifest.currentVersion, generator: "quickglyph \(QuickGlyph.version)",
            catalog: configuration.catalogFolder, options: configuration.options, optionsHash: optionsHash,
            glyphs: glyphs.built, refused: glyphs.refused, items: (actions ?? []).map(Manifest.Item.init),
            files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, measures: fits.measures,
            strings: strings.managedStrings,
            android: androidRecord(android, entry: androidManifest, previous: previous),
            xcode: configuration.infoPlist == nil ? previous?.xcode : infoPlist.xcodeRecord)
        let saved = writeManifest(
            manifest, over: previous, in: folder, keepingXcodeJournal: infoPlist.keepsXcodeJournal)
        report.add(saved)
        // Nil when it could not be written: its one finding says why.
        report.manifest = saved.findings.isEmpty ? manifest : nil
        report.add(writePreview(of: report, files: appFiles))
        report.add(
            writeFileLists(
                folders: discovery.folders, sources: discovery.sources, manifest: manifest, files: appFiles,
                report: report))
        return report
    }

    /// The glyph folder's sources, under a catalog name that can be written.
    private func discoverGlyphs() throws(BuildError) -> GlyphDiscovery {
        let config = configuration
        guard GlyphDiscovery.problem(with: config.catalogName) == nil else {
            throw .invalidCatalogName(config.catalogName)
        }
        let discovery: GlyphDiscovery
        do {
            discovery = try GlyphDiscovery(
                directory: config.glyphsDirectory, displayPath: config.glyphsDisplayPath,
                recursive: config.recursive, excluding: [config.outputDirectory])
        } catch {
            let path = config.glyphsDirectory.path
            guard FileStatus.kind(atPath: path) == .missing else {
                throw .glyphFolderUnreadable(path: config.glyphsDisplayPath, reason: ErrorText.describe(error))
            }
            // A mistyped folder: the folder beside it that it most likely meant.
            let parent = (path as NSString).deletingLastPathComponent
            let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)) ?? [])
                .filter {
                    !$0.hasPrefix(".")
                        && FileStatus.isDirectory(atPath: (parent as NSString).appendingPathComponent($0))
                }.sorted()
            let near = NameSuggestion.nearest(to: (path as NSString).lastPathComponent, among: siblings)
            let shownParent = (config.glyphsDisplayPath as NSString).deletingLastPathComponent
            throw .glyphFolderMissing(
                path: config.glyphsDisplayPath,
                suggestion: near.map {
                    shownParent.isEmpty ? $0 : (shownParent as NSString).appendingPathComponent($0)
                },
                isDefault: config.glyphsDirectoryIsDefault)
        }
        // Nothing to build and no items that may need none (system icons only): an error, before the
        // output folder is touched, so that the last build's catalog is not emptied by a mistyped folder.
        guard !discovery.sources.isEmpty || config.itemsFile != nil else {
            let output = FileIdentity(path: config.outputDirectory.path)
            let unusable = ((try? FileManager.default.contentsOfDirectory(atPath: config.glyphsDirectory.path)) ?? [])
                .filter { name in
                    !name.hasPrefix(".")
                        && (output == nil
                            || FileIdentity(path: config.glyphsDirectory.appendingPathComponent(name).path) != output)
                }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            throw .noGlyphs(
                path: config.glyphsDisplayPath, recursive: config.recursive, unusable: unusable,
                notes: discovery.findings.map(\.diagnosticLine),
                shownAs: BuildError.folderShown(config.glyphsDisplayPath, isDefault: config.glyphsDirectoryIsDefault))
        }
        return discovery
    }

    /// The manifest the previous build left, read under the lock; nil when there is none or it is
    /// unreadable (then everything is rebuilt, and the report says so).
    private func readPreviousManifest(_ url: URL, into report: inout BuildReport) throws(BuildError) -> Manifest? {
        switch ManifestOnDisk.inspect(url) {
        case .missing:
            return nil
        case .ours(let manifest):
            if manifest == nil {
                let finding = Finding(
                    ToolDiagnostics.manifestUnreadable, path: url.path,
                    message: "the previous manifest is unreadable or from another version; rebuilding everything")
                report.add(StepOutcome(findings: [finding]))
            }
            return manifest
        case .notOurs(let reason):
            // Again under the lock (it may have appeared meanwhile): outputs without a manifest would be no one's.
            throw .manifestNotOurs(path: url.path, reason: reason)
        }
    }

    /// Under the lock no other build is writing: any temporary file of ours is a killed build's. Every
    /// output is recorded in the journal before its temporary file is made, so the folders below the
    /// root can hold one only when the journal does (the manifest's own is in the root): a no-op
    /// build after a clean one lists no imageset folder.
    private func removeKilledBuildsTemporaryFiles(
        ownership: OutputOwnership, journal: BuildJournal, appFiles: AppFileGuard
    ) {
        StaleTemporaryFiles.remove(in: journal.recorded.isEmpty ? [ownership.root] : ownership.folders)
        // Beside the app's files too, written or not this time: what a killed build left there, whatever its --out.
        appFiles.removeStaleTemporaryFiles(in: configuration.appFolders)
    }

    /// The items file, checked by the same quick-action rules `check` runs, its
    /// glyph icons resolved against the glyph folder; nil when there is none or
    /// when it has an error (a plist missing an action would be worse than none); the SHA-256 of the bytes read;
    /// and what the rules found.
    private func readItems(
        glyphNames: Set<String>, unreadSubfolders: [String]
    ) -> (parsed: ItemsFile.Parsed?, hash: String?, outcome: StepOutcome) {
        guard let url = configuration.itemsFile else { return (nil, nil, StepOutcome()) }
        let path = configuration.itemsDisplayPath ?? url.path
        let data: Data
        do throws(FileReadError) {
            // A regular file of sane size only: a FIFO named as the items file must not block the build.
            data = try SourceFile.read(url.path)
        } catch {
            let finding = Finding(
                ShortcutsInvalidRule.description, path: path,
                message: ItemsFileError.unreadable(reason: error.reason).description)
            return (nil, nil, StepOutcome(findings: [finding]))
        }
        let parsed = ItemsFile.parse(data, path: path)
        var subject = ShortcutsSubject(itemsFile: path, parsed: parsed)
        subject.availableIcons = glyphNames
        subject.iconSearchPlaces = [configuration.glyphsDisplayPath]
        subject.glyphFolder = configuration.glyphsDisplayPath
        subject.glyphFolderRecursive = configuration.recursive
        subject.glyphSubfoldersUnread = unreadSubfolders
        subject.deploymentTarget = configuration.xcodeTarget?.deploymentTarget
        subject.target = configuration.xcodeTarget?.name
        subject.translate(with: Localizations(besidePlist: url.path))
        let context = RuleContext(acceptsHIGSizes: configuration.options.higSizes)
        let findings = RuleRegistry.shortcutsRules.flatMap { $0.init().validate(subject, context: context) }
        guard parsed.errors.isEmpty, !findings.contains(where: { $0.severity == .error }) else {
            return (nil, nil, StepOutcome(findings: findings))
        }
        return (parsed, SHA256.hex(data), StepOutcome(findings: findings))
    }

    /// The one builder every worker shares: under `--android` it draws the items' glyphs for Android
    /// too, and the catalog folder is found real once rather than by every glyph.
    private func glyphBuilder(
        previous: Manifest?, optionsHash: String, ownership: OutputOwnership,
        items: ItemsFile.Parsed?
    ) -> GlyphBuilder {
        var builder = GlyphBuilder(
            configuration: configuration, previous: previous, optionsHash: optionsHash, ownership: ownership,
            conversion: conversion)
        if configuration.androidResources != nil, let items {
            builder.androidGlyphs = Set(items.items.staticItems.compactMap(\.icon.fileName))
        }
        if ownership.isRealFolder(configuration.catalogFolder) {
            builder.verifiedFolders = [Substring(configuration.catalogFolder)]
        }
        return builder
    }

    /// `--fit auto`: every glyph's ink measured before any is drawn, each fit planned from all of them
    /// and handed to the builder; the measures are the manifest's.
    private func planFits(
        _ sources: [GlyphSource], previous: Manifest?, optionsHash: String,
        builder: inout GlyphBuilder
    ) -> (measures: [String: InkMeasure]?, outcome: StepOutcome) {
        guard configuration.options.fit == .auto else { return (nil, StepOutcome()) }
        let survey = InkSurvey(
            configuration: configuration, previous: previous, optionsHash: optionsHash, conversion: conversion
        )
        .run(sources)
        let plan = FitPlan(names: sources.map(\.name), measures: survey.byName)
        builder.fits = plan.fits
        builder.knownSources = survey.hashes
        let paths = Dictionary(sources.map { ($0.name, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        return (
            survey.bySource,
            StepOutcome(findings: plan.findings(folder: configuration.glyphsDisplayPath) { paths[$0] ?? $0 })
        )
    }

    /// Builds on `jobs` threads; each worker takes the next glyph, so memory
    /// grows with the number of workers, not of glyphs. Results keep input order.
    private func buildAll(
        _ sources: [GlyphSource], with builder: GlyphBuilder,
        progress: (@Sendable (Int, Int) -> Void)?
    ) -> [GlyphOutcome] {
        let results = ResultSlots<GlyphOutcome>(count: sources.count)
        let workers = min(configuration.jobs, max(1, sources.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                let done = results.store(builder.build(sources[index]), at: index)
                progress?(done, sources.count)
            }
        }
        return results.values
    }

    /// Gathers what became of each glyph: which were rendered, unchanged or failed into the report;
    /// the manifest's glyphs and refusals; and one outcome of every glyph's files and findings, in
    /// glyph order, whose `owned` are the files a failed glyph keeps from an earlier build.
    private func gatherGlyphs(
        _ outcomes: [GlyphOutcome], of sources: [GlyphSource], previous: Manifest?, into report: inout BuildReport
    )
        -> (built: [String: Manifest.Glyph], refused: [String: Manifest.Refusal], outcome: StepOutcome)
    {
        var glyphs: [String: Manifest.Glyph] = [:]
        var refused: [String: Manifest.Refusal] = [:]
        var all = StepOutcome()
        for (source, outcome) in zip(sources, outcomes) {
            switch outcome {
            case let .built(glyph, written, findings, _):
                glyphs[source.name] = glyph
                report.rendered.append(source.name)
                all.written += written
                all.findings += findings
            case let .skipped(glyph):
                glyphs[source.name] = glyph
                report.skipped.append(source.name)
                all.findings += glyph.findings.map { $0.finding(path: source.displayPath) }
            case let .failed(findings, refusal, _):
                report.failed.append(source.name)
                all.findings += findings
                refused[source.name] = refusal
                // A glyph that fails keeps what an earlier build made of it: nothing is lost.
                if let old = previous?.glyphs[source.name] {
                    all.owned += old.files
                } else if let previous {
                    let prefix = configuration.imagesetPath(glyph: source.name) + "/"
                    all.owned += previous.files.filter { $0.path.hasPrefix(prefix) }
                }
            }
        }
        return (glyphs, refused, all)
    }

    /// The items' glyphs that have no imageset after this build: refused now, and not kept from an
    /// earlier build. Each once, with the first item naming it.
    static func unbuiltGlyphs(
        of items: [QuickAction], refused: [String: Manifest.Refusal],
        previous: Manifest?
    ) -> [(index: Int, glyph: String)] {
        var seen: Set<String> = []
        var unbuilt: [(index: Int, glyph: String)] = []
        for (index, item) in items.enumerated() {
            guard let name = item.icon.fileName, refused[name] != nil, previous?.glyphs[name] == nil,
                seen.insert(name).inserted
            else { continue }
            unbuilt.append((index, name))
        }
        return unbuilt
    }

    /// Says, at the first item that names a glyph without an imageset, which app files keep
    /// the last good build's quick actions.
    private func keepAppFiles(
        for unbuilt: [(index: Int, glyph: String)], items: ItemsFile.Parsed?,
        keptOutput: [Manifest.File], previous: Manifest?
    ) -> StepOutcome {
        guard let first = unbuilt.first, let url = configuration.itemsFile else { return StepOutcome() }
        let path = configuration.itemsDisplayPath ?? url.path
        let output = configuration.outputDirectory.relativePath
        var kept: [String] = []
        if let plist = configuration.infoPlist { kept.append(configuration.infoPlistDisplayPath ?? plist.path) }
        kept += keptOutput.map { output + "/" + $0.path }
        kept += (previous?.strings ?? [:]).keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if let swift = configuration.swiftFile { kept.append(configuration.swiftDisplayPath ?? swift.path) }
        if let header = configuration.objcHeader, let implementation = configuration.objcImplementationDisplayPath {
            kept += [configuration.objcHeaderDisplayPath ?? header.path, implementation]
        }
        let names = DisplayText.list(unbuilt.map { DisplayText.quote($0.glyph) })
        // With no earlier build there is nothing to keep: the items plist is then simply not written.
        let what =
            kept.isEmpty
            ? "\(output)/\(ShortcutItemsPlist.filename) was not written"
            : "these keep the last good build's quick actions: \(DisplayText.list(kept))"
        let item = items?.actions.first { $0.index == first.index }
        let position = item?.positions[.iconFile] ?? item?.declaredAt.position
        return StepOutcome(findings: [
            Finding(
                ToolDiagnostics.appFilesKept, path: path,
                message: "items[\(first.index)] names the glyph \(DisplayText.quote(first.glyph))"
                    + (unbuilt.count > 1 ? " (and items name \(names))" : "")
                    + ", which did not build and has no imageset from an earlier build; so that no app file names a missing image, "
                    + what + "; fix the glyph and build again",
                position: position)
        ])
    }

    /// The items plist and the translations an earlier build wrote into the output folder, kept
    /// (and so not removed as stale) while an item's glyph has no imageset.
    static func itemsFiles(keptFrom previous: Manifest?) -> [Manifest.File] {
        (previous?.files ?? []).filter { $0.path == ShortcutItemsPlist.filename || StringsFormat.isWritten($0.path) }
    }

    /// Each glyph learns which items' types use it as their icon.
    private static func recordUse(by items: [QuickAction], in glyphs: inout [String: Manifest.Glyph]) {
        for item in items {
            guard let name = item.icon.fileName, glyphs[name] != nil else { continue }
            glyphs[name]!.usedBy.append(item.typeText)
        }
    }

    /// The glyphs no item names, as check's `unused-glyph` names them: said once here, and in the report's table.
    private static func unusedGlyphs(_ glyphs: [String: Manifest.Glyph], itemsFile: String) -> StepOutcome {
        let unused = glyphs.filter { $0.value.usedBy.isEmpty }.sorted {
            $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }
        return StepOutcome(
            findings: unused.map {
                UnusedGlyphRule.buildFinding($0.key, source: $0.value.source.path, itemsFile: itemsFile)
            })
    }

    /// What an earlier build made and this one did not, unless this build keeps it: its own
    /// files, the glyphs' images, and what a failed glyph keeps from before.
    private func removeStale(
        with sync: OutputSync, keeping files: [Manifest.File], glyphs: [String: Manifest.Glyph]
    ) -> StepOutcome {
        sync.removeStale(keeping: Set(files.map(\.path) + glyphs.values.flatMap { $0.files.map(\.path) }))
    }

    /// The items' translations, in the output folder or beside the app's Info.plist.
    private func writeStrings(
        _ items: ItemsFile.Parsed?, previous: Manifest?, ownership: OutputOwnership,
        files: AppFileGuard
    ) -> StepOutcome {
        LocalizedStringsSync(configuration: configuration, ownership: ownership, files: files)
            .run(
                items.map { TitleTranslations(items: $0.items, developmentLanguage: $0.developmentLanguage) },
                previous: previous?.strings)
    }

    /// `--swift`: the quick-action enum, in the app's sources. Like the plist, it is
    /// written only from an items file without errors (an enum missing an action
    /// would be worse than the last good one); it is listed among the app's outputs either way.
    private func writeSwift(items: [QuickAction]?, files: AppFileGuard) -> StepOutcome {
        guard let url = configuration.swiftFile else { return StepOutcome() }
        let path = configuration.swiftDisplayPath ?? url.path
        var outcome = StepOutcome(appOutputs: [path])
        guard let items, let itemsURL = configuration.itemsFile else { return outcome }
        let itemsPath = configuration.itemsDisplayPath ?? itemsURL.path
        let generator = SwiftSourceGenerator(items: items, typeName: configuration.swiftTypeName, itemsPath: itemsPath)
        let unsupported = unsupportedTypeFindings(
            generator.unsupportedTypes, items: items, itemsPath: itemsPath, notWritten: path)
        guard unsupported.isEmpty else {
            outcome.findings += unsupported
            return outcome
        }
        do {
            if try GeneratedSwiftFile.write(generator.source(), to: url, files: files) == .written {
                outcome.written.append(path)
            }
        } catch {
            outcome.findings.append(WriteFailure(what: "the generated Swift", underlying: error).finding(path: path))
        }
        return outcome
    }

    /// `--objc`: the header and the `.m` beside it, in the app's sources, under the same rules as
    /// `--swift`, and written as a pair: both or neither.
    private func writeObjC(items: [QuickAction]?, files: AppFileGuard) -> StepOutcome {
        guard let headerURL = configuration.objcHeader,
            let implementationPath = configuration.objcImplementationDisplayPath
        else {
            return StepOutcome()
        }
        let headerPath = configuration.objcHeaderDisplayPath ?? headerURL.path
        var outcome = StepOutcome(appOutputs: [headerPath, implementationPath])
        guard let items, let itemsURL = configuration.itemsFile else { return outcome }
        let itemsPath = configuration.itemsDisplayPath ?? itemsURL.path
        let generator = ObjCSourceGenerator(
            items: items, className: configuration.objcClassName,
            headerName: headerURL.lastPathComponent, itemsPath: itemsPath)
        let unsupported = unsupportedTypeFindings(
            generator.unsupportedTypes, items: items, itemsPath: itemsPath,
            notWritten: "\(headerPath) and \(implementationPath)", plural: true)
        guard unsupported.isEmpty else {
            outcome.findings += unsupported
            return outcome
        }
        let implementationURL = URL(fileURLWithPath: ObjCSourceGenerator.implementationPath(forHeader: headerURL.path))
        do {
            let outcomes = try GeneratedObjCFiles.write(
                header: .init(url: headerURL, displayPath: headerPath, text: generator.header()),
                implementation: .init(
                    url: implementationURL, displayPath: implementationPath, text: generator.implementation()),
                files: files)
            for (path, result) in zip([headerPath, implementationPath], outcomes) where result == .written {
                outcome.written.append(path)
            }
        } catch {
            outcome.findings.append(
                WriteFailure(what: "the generated Objective-C", underlying: error).finding(path: headerPath))
        }
        return outcome
    }

    /// A type with a build setting other than the bundle identifier, pointed at in the items file,
    /// where the fix is (where the one read of it found the type): the generated code cannot match it.
    private func unsupportedTypeFindings(
        _ unsupported: [(index: Int, settings: [String])], items: [QuickAction],
        itemsPath: String, notWritten: String, plural: Bool = false
    ) -> [Finding] {
        unsupported.map { index, settings in
            let listed = DisplayText.list(settings.map { DisplayText.quote($0) })
            return Finding(
                ToolDiagnostics.typeSettingUnsupported, path: itemsPath,
                message:
                    "\(ItemsFile.itemsKey)[\(index)].type uses \(listed), whose value the app cannot know at run time, "
                    + "so \(DisplayText.escapingControls(notWritten)) \(plural ? "were" : "was") not written: only "
                    + "$(PRODUCT_BUNDLE_IDENTIFIER) is expanded in generated code; write the value itself in the type",
                position: items[index].positions[.type])
        }
    }

    /// `--android`: the shortcuts in the app module's res/ folder, their icons drawn from the glyphs just built.
    private func writeAndroidResources(
        items: ItemsFile.Parsed?, itemsHash: String?, sources: [GlyphSource], outcomes: [GlyphOutcome],
        fits: [String: GlyphFit], previous: Manifest?, journal: BuildJournal?,
        files: AppFileGuard
    ) -> StepOutcome {
        AndroidResourcesSync(
            configuration: configuration, files: files, journal: journal, removeFile: removeFile,
            conversion: conversion
        )
        .run(
            items: items, itemsHash: itemsHash, sources: sources,
            glyphs: AndroidGlyphs(outcomes: outcomes, of: sources),
            fits: fits, previous: previous?.android)
    }

    /// `--android-manifest`: the shortcuts entry in the launcher activity, kept as res/ now needs it.
    private func mergeAndroidManifest(
        shortcuts: Int?, previous: Manifest?, journal: BuildJournal?, files: AppFileGuard
    ) -> StepOutcome {
        AndroidManifestSync(configuration: configuration, files: files, journal: journal)
            .run(shortcuts: shortcuts, previous: previous?.android?.manifestEntry)
    }

    /// The manifest's record of res/, its AndroidManifest.xml entry included.
    private func androidRecord(
        _ android: StepOutcome, entry: StepOutcome, previous: Manifest?
    ) -> AndroidResourcesRecord? {
        // Without --android, what an earlier build wrote there stays recorded: that folder is still not the user's.
        var record = configuration.androidResources == nil ? previous?.android : android.androidRecord
        record?.manifestEntry = entry.androidManifestEntry
        return record
    }

    /// Written last, once every other output is: then it claims every file this build keeps, and the
    /// journals are done with (kept when it could not be written).
    private func writeManifest(
        _ manifest: Manifest, over previous: Manifest?, in folder: HeldOutputFolder,
        keepingXcodeJournal: Bool
    ) -> StepOutcome {
        var outcome = StepOutcome()
        do {
            // What was read back from the file is what would be written: nothing to encode.
            if manifest != previous, try ManifestWriter.write(manifest, to: folder.manifestURL) == .written {
                outcome.written.append(Manifest.filename)
            }
            folder.finishJournals(keepingXcodeJournal: keepingXcodeJournal)
        } catch {
            outcome.findings.append(
                WriteFailure(what: "the manifest", underlying: error).finding(path: folder.manifestURL.path))
        }
        return outcome
    }

    /// `--preview`: the menu drawn from what the report says was built.
    private func writePreview(of report: BuildReport, files: AppFileGuard) -> StepOutcome {
        guard let preview = configuration.previewDisplayPath else { return StepOutcome() }
        var outcome = StepOutcome(appOutputs: [preview])
        var written = false
        if let failure = MenuPreview.write(
            report: report, configuration: configuration, to: URL(fileURLWithPath: preview),
            displayPath: preview, files: files, written: &written)
        {
            outcome.findings.append(failure)
        }
        if written { outcome.written.append(preview) }
        return outcome
    }

    /// The Run Script phase's lists: what this build read and what it keeps up to date.
    /// - Parameter report: the report so far, every app file the steps before read or keep among its inputs and
    /// outputs.
    private func writeFileLists(
        folders: [String], sources: [GlyphSource], manifest: Manifest, files: AppFileGuard,
        report: BuildReport
    ) -> StepOutcome {
        let config = configuration
        guard let folder = config.fileListFolder else { return StepOutcome() }
        // Paths, not URLs: Foundation asks the file system about each URL it makes, and a build lists thousands.
        let inputs =
            folders + sources.flatMap { $0.files.map(\.path) } + [config.itemsFile?.path].compactMap { $0 }
            + report.appInputs
        // The lock and the journal too: a sandboxed phase may write only the files it declares.
        let journals =
            [BuildJournal.filename] + (config.androidResources == nil ? [] : [BuildJournal.androidFilename])
            + (config.androidManifest == nil ? [] : [BuildJournal.androidManifestFilename])
            // The Info.plist's: in place, its write is journalled before its first byte.
            + (config.infoPlist == nil ? [] : [InfoPlistFileSync.journalFilename])
        let outputPaths =
            [Manifest.filename, OutputLock.filename] + journals + manifest.files.map(\.path)
            + manifest.glyphs.values.flatMap { $0.files.map(\.path) }
        // And the folder, for a sandbox that allows what is below a declared folder.
        let output = config.outputDirectory.path
        // The files in --android's res/ folder too, as the option names it.
        let android =
            config.androidResourcesDisplayPath.map { folder in
                (manifest.android?.files ?? []).map { (folder as NSString).appendingPathComponent($0.path) }
            } ?? []
        let outputs =
            [output] + outputPaths.map { output + "/" + $0 } + report.appOutputs + android
            // The HTML report is written after the build, by the command: declared all the same.
            + [config.reportDisplayPath].compactMap { $0 }
        let lists = XcodeFileLists(inputs: inputs, outputs: outputs)
        do throws(AppFileError) {
            return StepOutcome(
                written: try lists.write(to: folder, sourceRoot: config.sourceRoot, files: files).map(\.path))
        } catch {
            // Reported at the folder the option names: the message says which list.
            return StepOutcome(findings: [
                Finding(
                    ToolDiagnostics.writeFailed, path: folder.path,
                    message: "cannot write the Xcode file lists: \(error.path): \(error)")
            ])
        }
    }
}
