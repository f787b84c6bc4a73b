import Dispatch
import Foundation
import QuickGlyphAppWriters
import QuickGlyphCatalog
import QuickGlyphConvert
import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import QuickGlyphRender
import QuickGlyphRules
import QuickGlyphSystem

/// The whole build: glyph folder in; template PNGs, asset catalog, Info.plist
/// fragment and manifest out, and with `--info-plist` the app's Info.plist updated. Glyphs render in parallel and independently:
/// one bad glyph never stops the others. Unchanged glyphs are not rendered.
public struct BuildPipeline: Sendable {
    public var configuration: BuildConfiguration
    /// How a stale output is deleted: a seam for tests, since root may delete anything.
    var removeFile: @Sendable (URL) throws -> Void = { try FileManager.default.removeItem(at: $0) }
    /// How glyphs are converted: in this process unless the caller gives worker
    /// processes (the CLI does, so that a renderer's crash costs one glyph).
    public var conversion: any GlyphConversion = InProcessConversion()

    public init(configuration: BuildConfiguration) {
        self.configuration = configuration
    }

    /// - Parameter waiting: called once when another build into the same
    ///   folder holds it for more than a moment; this one waits its turn.
    public func run(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                    waiting: (() -> Void)? = nil) throws(BuildError) -> BuildReport {
        let config = configuration
        guard GlyphDiscovery.problem(with: config.catalogName) == nil else {
            throw .invalidCatalogName(config.catalogName)
        }
        let discovery: GlyphDiscovery
        do {
            discovery = try GlyphDiscovery(directory: config.glyphsDirectory, displayPath: config.glyphsDisplayPath,
                                           recursive: config.recursive, excluding: [config.outputDirectory])
        } catch {
            throw .glyphFolderUnreadable(path: config.glyphsDisplayPath, reason: ErrorText.describe(error))
        }
        let manifestURL = config.outputDirectory.appendingPathComponent(Manifest.filename)
        // Before anything is created in the folder, not even the lock file: someone else's manifest means it is not ours.
        if case .notOurs(let reason) = ManifestOnDisk.inspect(manifestURL, decoding: false) {
            throw .manifestNotOurs(path: manifestURL.path, reason: reason)
        }
        let lock: OutputLock
        let journal: BuildJournal
        let androidJournal: BuildJournal?
        let androidManifestJournal: BuildJournal?
        do {
            try FileManager.default.createDirectory(at: config.outputDirectory, withIntermediateDirectories: true)
            // Held until the build returns: the manifest read below is the one the previous build finished.
            lock = try OutputLock(folder: config.outputDirectory, onWait: waiting ?? {})
            journal = try BuildJournal(folder: config.outputDirectory)
            androidJournal = config.androidResources == nil ? nil
                : try BuildJournal(folder: config.outputDirectory, filename: BuildJournal.androidFilename)
            androidManifestJournal = config.androidManifest == nil ? nil
                : try BuildJournal(folder: config.outputDirectory, filename: BuildJournal.androidManifestFilename)
        } catch {
            throw .outputNotWritable(path: config.outputDirectory.path, reason: ErrorText.describe(error))
        }
        defer { withExtendedLifetime(lock) {} }
        // Looked up once the output folder exists: what it must never write outside it.
        let appFiles = config.appFileGuard()
        var report = BuildReport(findings: discovery.findings, rendered: [], skipped: [], failed: [], writtenFiles: [], removedFiles: [])
        let previous: Manifest?
        switch ManifestOnDisk.inspect(manifestURL) {
        case .missing:
            previous = nil
        case .ours(let manifest):
            previous = manifest
            if manifest == nil {
                report.findings.append(Finding(ToolDiagnostics.manifestUnreadable, path: manifestURL.path,
                                               message: "the previous manifest is unreadable or from another version; rebuilding everything"))
            }
        case .notOurs(let reason):
            // Again under the lock (it may have appeared meanwhile): outputs without a manifest would be no one's.
            throw .manifestNotOurs(path: manifestURL.path, reason: reason)
        }
        let ownership = OutputOwnership(root: config.outputDirectory, previous: previous, journal: journal)
        // Under the lock no other build is writing: any temporary file of ours is a killed build's. Every
        // output is recorded in the journal before its temporary file is made, so the folders below the
        // root can hold one only when the journal does (the manifest's own is in the root): a no-op
        // build after a clean one lists no imageset folder.
        StaleTemporaryFiles.remove(in: journal.recorded.isEmpty ? [ownership.root] : ownership.folders)
        // Beside the app's files too, written or not this time: what a killed build left there, whatever its --out.
        appFiles.removeStaleTemporaryFiles(in: config.appFolders)
        let optionsHash = Manifest.optionsHash(for: config.options)
        // Read before the glyphs are drawn: the ones its items use under --android are drawn for Android in the same call.
        var itemFindings: [Finding] = []
        let (parsedItems, itemsHash) = readItems(glyphNames: Set(discovery.sources.map(\.name)), findings: &itemFindings)
        var builder = GlyphBuilder(configuration: config, previous: previous, optionsHash: optionsHash, ownership: ownership,
                                   conversion: conversion)
        if config.androidResources != nil, let parsedItems {
            builder.androidGlyphs = Set(parsedItems.items.staticItems.compactMap(\.icon.fileName))
        }
        if ownership.isRealFolder(config.catalogFolder) { builder.verifiedFolders = [Substring(config.catalogFolder)] }
        var measures: [String: InkMeasure]?
        if config.options.fit == .auto {
            let survey = InkSurvey(configuration: config, previous: previous, optionsHash: optionsHash, conversion: conversion)
                .run(discovery.sources)
            let plan = FitPlan(names: discovery.sources.map(\.name), measures: survey.byName)
            builder.fits = plan.fits
            builder.knownSources = survey.hashes
            measures = survey.bySource
            let paths = Dictionary(discovery.sources.map { ($0.name, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
            report.findings += plan.findings(folder: config.glyphsDisplayPath) { paths[$0] ?? $0 }
        }

        let outcomes = buildAll(discovery.sources, with: builder, progress: progress)
        var (glyphs, refused, files) = fold(outcomes, of: discovery.sources, previous: previous, into: &report)
        report.findings += itemFindings
        let items = parsedItems?.items
        report.items = items ?? []
        for item in items ?? [] {
            guard let name = item.icon.fileName, glyphs[name] != nil else { continue }
            glyphs[name]!.usedBy.append(item.typeText)
        }

        let sync = OutputSync(configuration: config, ownership: ownership, removeFile: removeFile)
        let shared = sync.writeShared(items: items)
        files += shared.owned
        let strings = LocalizedStringsSync(configuration: config, ownership: ownership, files: appFiles)
            .run(parsedItems.map { TitleTranslations(items: $0.items, developmentLanguage: $0.developmentLanguage) },
                 previous: previous?.strings)
        files += strings.owned
        // An app's own catalog or strings files are read as well as kept up to date.
        report.appInputs += strings.appOutputs
        report.appOutputs += strings.appOutputs
        let keeping = Set(files.map(\.path) + glyphs.values.flatMap { $0.files.map(\.path) })
        let stale = sync.removeStale(keeping: keeping)
        files += stale.owned
        report.writtenFiles += shared.written + strings.written + stale.written
        report.removedFiles += shared.removed + stale.removed
        report.findings += shared.findings + strings.findings + stale.findings
        mergeInfoPlist(items: items, files: appFiles, into: &report)
        writeSwift(items: items, files: appFiles, into: &report)
        let android = AndroidResourcesSync(configuration: config, files: appFiles, journal: androidJournal, removeFile: removeFile,
                                           conversion: conversion)
            .run(items: parsedItems, itemsHash: itemsHash, sources: discovery.sources,
                 glyphs: AndroidGlyphs(outcomes: outcomes, of: discovery.sources), fits: builder.fits, previous: previous?.android)
        // Kept until now for --android's glyphs whose iOS images were current.
        conversion.finish()
        report.writtenFiles += android.written
        report.removedFiles += android.removed
        report.findings += android.findings
        report.androidPopup = android.popup
        // Without --android, what an earlier build wrote there stays recorded: that folder is still not the user's.
        var androidRecord = config.androidResources == nil ? previous?.android : android.record
        if let path = config.androidManifestDisplayPath {
            report.appInputs.append(path)
            report.appOutputs.append(path)
        }
        let entry = AndroidManifestSync(configuration: config, files: appFiles, journal: androidManifestJournal)
            .run(shortcuts: android.shortcuts, previous: previous?.android?.manifestEntry)
        report.writtenFiles += entry.written
        report.findings += entry.findings
        androidRecord?.manifestEntry = entry.entry

        let manifest = Manifest(
            version: Manifest.currentVersion, generator: "quickglyph \(QuickGlyph.version)",
            catalog: config.catalogFolder, options: config.options, optionsHash: optionsHash,
            glyphs: glyphs, refused: refused, items: (items ?? []).map(Manifest.Item.init),
            files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, measures: measures,
            strings: strings.managed,
            android: androidRecord)
        do {
            // What was read back from the file is what would be written: nothing to encode.
            if manifest != previous, try ManifestWriter.write(manifest, to: manifestURL) == .written {
                report.writtenFiles.append(Manifest.filename)
            }
            // The manifest now claims every file this build keeps; the journal is kept when it could not be written.
            journal.finish()
            androidJournal?.finish()
            androidManifestJournal?.finish()
            report.manifest = manifest
        } catch {
            report.findings.append(WriteFailure(what: "the manifest", underlying: error).finding(path: manifestURL.path))
        }
        if let preview = config.previewDisplayPath {
            report.appOutputs.append(preview)
            if let failure = MenuPreview.write(report: report, configuration: config, to: URL(fileURLWithPath: preview),
                                               displayPath: preview, files: appFiles) {
                report.findings.append(failure)
            }
        }
        if let folder = config.fileListFolder {
            writeFileLists(into: folder, folders: discovery.folders, sources: discovery.sources, manifest: manifest, files: appFiles, report: &report)
        }
        return report
    }

    /// The Run Script phase's lists: what this build read and what it keeps up to date.
    private func writeFileLists(into folder: URL, folders: [String], sources: [GlyphSource], manifest: Manifest, files: AppFileGuard,
                                report: inout BuildReport) {
        let config = configuration
        // Paths, not URLs: Foundation asks the file system about each URL it makes, and a build lists thousands.
        let inputs = folders + sources.flatMap { $0.files.map(\.path) } + [config.itemsFile?.path].compactMap { $0 }
            + report.appInputs
        // The lock and the journal too: a sandboxed phase may write only the files it declares.
        let journals = [BuildJournal.filename] + (config.androidResources == nil ? [] : [BuildJournal.androidFilename])
            + (config.androidManifest == nil ? [] : [BuildJournal.androidManifestFilename])
        let outputPaths = [Manifest.filename, OutputLock.filename] + journals + manifest.files.map(\.path)
            + manifest.glyphs.values.flatMap { $0.files.map(\.path) }
        // And the folder, for a sandbox that allows what is below a declared folder.
        let output = config.outputDirectory.path
        // The files in --android's res/ folder too, as the option names it.
        let android = config.androidResourcesDisplayPath.map { folder in
            (manifest.android?.files ?? []).map { (folder as NSString).appendingPathComponent($0.path) }
        } ?? []
        let outputs = [output] + outputPaths.map { output + "/" + $0 } + report.appOutputs + android
            // The HTML report is written after the build, by the command: declared all the same.
            + [config.reportDisplayPath].compactMap { $0 }
        let lists = XcodeFileLists(inputs: inputs, outputs: outputs)
        do throws(AppFileError) {
            report.writtenFiles += try lists.write(to: folder, sourceRoot: config.sourceRoot, files: files).map(\.path)
        } catch {
            // Reported at the folder the option names: the message says which list.
            report.findings.append(Finding(ToolDiagnostics.writeFailed, path: folder.path,
                                           message: "cannot write the Xcode file lists: \(error.path): \(error)"))
        }
    }

    /// Sets the quick actions of the app's Info.plist (`--info-plist`) to the
    /// static items. An items file with errors gives no items: the plist keeps
    /// the ones it has rather than losing them, and the finding says so.
    private func mergeInfoPlist(items: [QuickAction]?, files: AppFileGuard, into report: inout BuildReport) {
        guard let url = configuration.infoPlist else { return }
        let path = configuration.infoPlistDisplayPath ?? url.path
        report.appInputs.append(path)
        report.appOutputs.append(path)
        let merger = InfoPlistMerger(url: url, displayPath: path, files: files)
        do throws(InfoPlistMergeError) {
            guard let items else {
                throw configuration.itemsFile == nil ? .noItemsFile : .itemsFileHasErrors
            }
            if try merger.merge(items) == .written { report.writtenFiles.append(path) }
        } catch {
            report.findings.append(error.finding(path: path))
        }
    }

    /// Gathers what became of each glyph into the report and the manifest's parts.
    private func fold(_ outcomes: [GlyphOutcome], of sources: [GlyphSource], previous: Manifest?, into report: inout BuildReport)
        -> (glyphs: [String: Manifest.Glyph], refused: [String: Manifest.Refusal], keptFiles: [Manifest.File]) {
        var glyphs: [String: Manifest.Glyph] = [:]
        var refused: [String: Manifest.Refusal] = [:]
        var kept: [Manifest.File] = []
        for (source, outcome) in zip(sources, outcomes) {
            switch outcome {
            case let .built(glyph, written, findings, _):
                glyphs[source.name] = glyph
                report.rendered.append(source.name)
                report.writtenFiles += written
                report.findings += findings
            case let .skipped(glyph):
                glyphs[source.name] = glyph
                report.skipped.append(source.name)
                report.findings += glyph.findings.map { $0.finding(path: source.displayPath) }
            case let .failed(findings, refusal):
                report.failed.append(source.name)
                report.findings += findings
                refused[source.name] = refusal
                // A glyph that fails keeps what an earlier build made of it: nothing is lost.
                if let old = previous?.glyphs[source.name] {
                    kept += old.files
                } else if let previous {
                    let prefix = configuration.imagesetPath(glyph: source.name) + "/"
                    kept += previous.files.filter { $0.path.hasPrefix(prefix) }
                }
            }
        }
        return (glyphs, refused, kept)
    }

    /// Builds on `jobs` threads; each worker takes the next glyph, so memory
    /// grows with the number of workers, not of glyphs. Results keep input order.
    private func buildAll(_ sources: [GlyphSource], with builder: GlyphBuilder,
                          progress: (@Sendable (Int, Int) -> Void)?) -> [GlyphOutcome] {
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

    /// `--swift`: the quick-action enum, in the app's sources. Like the plist, it is
    /// written only from an items file without errors (an enum missing an action
    /// would be worse than the last good one); it is listed among the app's outputs either way.
    private func writeSwift(items: [QuickAction]?, files: AppFileGuard, into report: inout BuildReport) {
        guard let url = configuration.swiftFile else { return }
        let path = configuration.swiftDisplayPath ?? url.path
        report.appOutputs.append(path)
        guard let items, let itemsURL = configuration.itemsFile else { return }
        let itemsPath = configuration.itemsDisplayPath ?? itemsURL.path
        let generator = SwiftSourceGenerator(items: items, typeName: configuration.swiftTypeName, itemsPath: itemsPath)
        let unsupported = generator.unsupportedTypes
        guard unsupported.isEmpty else {
            // Pointed at in the items file, where the fix is: where the one read of it found the type.
            for (index, settings) in unsupported {
                let listed = DisplayText.list(settings.map { DisplayText.quote($0) })
                report.findings.append(Finding(
                    ToolDiagnostics.typeSettingUnsupported, path: itemsPath,
                    message: "\(ItemsFile.itemsKey)[\(index)].type uses \(listed), whose value the app cannot know at run time, "
                        + "so \(DisplayText.escapingControls(path)) was not written: only $(PRODUCT_BUNDLE_IDENTIFIER) is expanded "
                        + "in generated code; write the value itself in the type",
                    position: items[index].positions[.type]))
            }
            return
        }
        do {
            if try GeneratedSwiftFile.write(generator.source(), to: url, files: files) == .written { report.writtenFiles.append(path) }
        } catch {
            report.findings.append(WriteFailure(what: "the generated Swift", underlying: error).finding(path: path))
        }
    }

    /// The items file, checked by the same quick-action rules `check` runs, its
    /// glyph icons resolved against the glyph folder; nil when there is none or
    /// when it has an error (a plist missing an action would be worse than none); and the SHA-256 of the bytes read.
    private func readItems(glyphNames: Set<String>, findings: inout [Finding]) -> (ItemsFile.Parsed?, String?) {
        guard let url = configuration.itemsFile else { return (nil, nil) }
        let path = configuration.itemsDisplayPath ?? url.path
        let data: Data
        do throws(FileReadError) {
            // A regular file of sane size only: a FIFO named as the items file must not block the build.
            data = try SourceFile.read(url.path)
        } catch {
            findings.append(Finding(ShortcutsInvalidRule.description, path: path,
                                    message: ItemsFileError.unreadable(reason: error.reason).description))
            return (nil, nil)
        }
        let parsed = ItemsFile.parse(data, path: path)
        var subject = ShortcutsSubject(itemsFile: path, parsed: parsed)
        subject.availableIcons = glyphNames
        subject.iconSearchPlaces = [configuration.glyphsDisplayPath]
        subject.translate(with: Localizations(besidePlist: url.path))
        let context = RuleContext(acceptsHIGSizes: configuration.options.higSizes)
        let ruleFindings = RuleRegistry.shortcutsRules.flatMap { $0.init().validate(subject, context: context) }
        findings += ruleFindings
        guard parsed.errors.isEmpty, !ruleFindings.contains(where: { $0.severity == .error }) else { return (nil, nil) }
        return (parsed, SHA256.hex(data))
    }
}
