import Dispatch
import Foundation

/// The whole build: glyph folder in; template PNGs, asset catalog, Info.plist
/// fragment and manifest out. Glyphs render in parallel and independently:
/// one bad glyph never stops the others. Unchanged glyphs are not rendered.
public struct BuildPipeline: Sendable {
    public var configuration: BuildConfiguration
    public var encoder: TemplatePNGEncoder

    public init(configuration: BuildConfiguration) {
        self.configuration = configuration
        self.encoder = TemplatePNGEncoder(candidates: TemplatePNGEncoder.standard(level: configuration.render.compression))
    }

    /// What became of one glyph.
    enum Outcome: Sendable {
        case built(Manifest.Glyph, written: [String], findings: [Finding])
        case skipped(Manifest.Glyph)
        /// With the refusal to record when it follows from the source alone.
        case failed([Finding], refusal: Manifest.Refusal?)
    }

    public func run(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(BuildError) -> BuildReport {
        let config = configuration
        guard GlyphDiscovery.problem(with: config.catalogName) == nil else {
            throw .invalidCatalogName(config.catalogName)
        }
        let discovery: GlyphDiscovery
        do {
            discovery = try GlyphDiscovery(directory: config.glyphsDirectory, displayPath: config.glyphsDisplayPath)
        } catch {
            throw .glyphFolderUnreadable(path: config.glyphsDisplayPath, reason: BuildPipeline.reason(error))
        }
        do {
            try FileManager.default.createDirectory(at: config.outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .outputNotWritable(path: config.outputDirectory.path, reason: BuildPipeline.reason(error))
        }
        let manifestURL = config.outputDirectory.appendingPathComponent(Manifest.filename)
        let previous = Manifest.read(from: manifestURL)
        var findings = discovery.findings
        if previous == nil, FileManager.default.fileExists(atPath: manifestURL.path) {
            findings.append(Finding(rule: "manifest-unreadable", severity: .warning, path: manifestURL.path,
                                    message: "the previous manifest is unreadable or from another version; rebuilding everything"))
        }
        let ownership = OutputOwnership(root: config.outputDirectory, previous: previous)
        let optionsHash = Manifest.optionsHash(for: config.render)

        let outcomes = processAll(discovery.sources, previous: previous, optionsHash: optionsHash,
                                  ownership: ownership, progress: progress)

        var report = BuildReport(findings: findings, rendered: [], skipped: [], failed: [], writtenFiles: [], removedFiles: [])
        var (glyphs, refused, files) = fold(outcomes, of: discovery.sources, previous: previous, into: &report)

        let items = readItems(glyphNames: Set(discovery.sources.map(\.name)), findings: &report.findings)
        if let items {
            for item in items {
                guard let name = item.glyphName, glyphs[name] != nil else { continue }
                glyphs[name]!.usedBy.append(item.type)
            }
        }

        writeShared(items: items, ownership: ownership, files: &files, report: &report)

        let manifest = Manifest(
            version: Manifest.currentVersion, generator: "quickglyph \(QuickGlyph.version)",
            catalog: config.catalogFolder, options: config.render, optionsHash: optionsHash,
            glyphs: glyphs, refused: refused, items: (items ?? []).map(Manifest.Item.init),
            files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
        removeStale(previous: previous, keeping: Set(manifest.ownedFiles.map(\.path)), ownership: ownership, report: &report)
        do {
            // What was read back from the file is what would be written: nothing to encode.
            if manifest != previous, try ManifestWriter.write(manifest, to: manifestURL) == .written {
                report.writtenFiles.append(Manifest.filename)
            }
        } catch {
            report.findings.append(Finding(rule: "write-failed", severity: .error, path: manifestURL.path,
                                           message: "cannot write the manifest: \(BuildPipeline.reason(error))"))
        }
        return report
    }

    /// Gathers what became of each glyph into the report and the manifest's parts.
    private func fold(_ outcomes: [Outcome], of sources: [GlyphSource], previous: Manifest?, into report: inout BuildReport)
        -> (glyphs: [String: Manifest.Glyph], refused: [String: Manifest.Refusal], keptFiles: [Manifest.File]) {
        var glyphs: [String: Manifest.Glyph] = [:]
        var refused: [String: Manifest.Refusal] = [:]
        var kept: [Manifest.File] = []
        for (source, outcome) in zip(sources, outcomes) {
            switch outcome {
            case let .built(glyph, written, findings):
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
                    let prefix = "\(configuration.catalogFolder)/\(source.name).imageset/"
                    kept += previous.files.filter { $0.path.hasPrefix(prefix) }
                }
            }
        }
        return (glyphs, refused, kept)
    }

    /// Renders on `jobs` threads; each worker takes the next glyph, so memory
    /// grows with the number of workers, not of glyphs. Results keep input order.
    private func processAll(_ sources: [GlyphSource], previous: Manifest?, optionsHash: String,
                            ownership: OutputOwnership,
                            progress: (@Sendable (Int, Int) -> Void)?) -> [Outcome] {
        let results = ResultSlots<Outcome>(count: sources.count)
        let workers = min(configuration.jobs, max(1, sources.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                let outcome = process(sources[index], previous: previous, optionsHash: optionsHash, ownership: ownership)
                let done = results.store(outcome, at: index)
                progress?(done, sources.count)
            }
        }
        return results.values
    }

    private func process(_ source: GlyphSource, previous: Manifest?, optionsHash: String,
                         ownership: OutputOwnership) -> Outcome {
        let path = source.displayPath
        let data: Data
        if let contents = FileManager.default.contents(atPath: source.path) {
            data = contents
        } else {
            // Read again through the API that says why it failed.
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: source.path))
            } catch {
                return .failed([RenderError.unreadable(BuildPipeline.reason(error)).finding(path: path)], refusal: nil)
            }
        }
        let sourceHash = SHA256.hex(data)
        let imageset = "\(configuration.catalogFolder)/\(source.name).imageset"
        let contentsPath = imageset + "/Contents.json"
        let recordedSource = Manifest.Source(path: path, sha256: sourceHash, bytes: data.count)

        if let previous, previous.optionsHash == optionsHash, let refusal = previous.refused[source.name],
           refusal.source.sha256 == sourceHash {
            return .failed(refusal.findings.map { $0.finding(path: path) },
                           refusal: Manifest.Refusal(source: recordedSource, findings: refusal.findings))
        }

        if let previous, previous.optionsHash == optionsHash, var old = previous.glyphs[source.name],
           old.source.sha256 == sourceHash, old.imageset == imageset {
            // The source and the options decide; a stat shows the outputs are still
            // there and whole (deleting a file still checks its full hash first).
            if old.files.allSatisfy({ ownership.hasRecordedSize($0) }) {
                old.source.path = path
                old.usedBy = []
                return .skipped(old)
            }
        }

        let renderer = GlyphRenderer(options: configuration.render)
        let rendered: RenderedGlyph
        do {
            rendered = try renderer.render(data: data, kind: source.kind, path: path,
                                           baseDirectory: URL(fileURLWithPath: source.path).deletingLastPathComponent())
        } catch {
            // Rendering and the rules depend on the bytes and the options alone: worth remembering.
            return .failed(error.findings, refusal: Manifest.Refusal(source: recordedSource, findings: error.findings.map(Manifest.RecordedFinding.init)))
        }
        var outputs: [Manifest.Output] = []
        var written: [String] = []
        let contentsFile: Manifest.File
        do {
            for image in rendered.images {
                let png = try encoder.encode(image.mask)
                let relative = imageset + "/" + ImagesetContents.filename(name: source.name, scale: image.scale)
                let hash = SHA256.hex(png)
                if try ownership.write(png, to: relative) == .written { written.append(relative) }
                outputs.append(Manifest.Output(path: relative, scale: image.scale, pixels: image.mask.width,
                                               sha256: hash, bytes: png.count))
            }
            let contents = try XcodeJSON.encode(ImagesetContents.template(name: source.name, scales: configuration.render.scales))
            if try ownership.write(contents, to: contentsPath) == .written { written.append(contentsPath) }
            contentsFile = Manifest.File(path: contentsPath, sha256: SHA256.hex(contents), bytes: contents.count)
        } catch {
            return .failed(rendered.findings + [Finding(rule: "write-failed", severity: .error, path: path,
                                                        message: "cannot write its output: \(BuildPipeline.reason(error))")],
                           refusal: nil)
        }
        let glyph = Manifest.Glyph(source: recordedSource, imageset: imageset, contents: contentsFile, outputs: outputs,
                                   usedBy: [], findings: rendered.findings.map(Manifest.RecordedFinding.init))
        return .built(glyph, written: written, findings: rendered.findings)
    }

    /// The items file, checked by the same quick-action rules `check` runs, its
    /// glyph icons resolved against the glyph folder; nil when there is none or
    /// when it has an error (a plist missing an action would be worse than none).
    private func readItems(glyphNames: Set<String>, findings: inout [Finding]) -> [ShortcutItem]? {
        guard let url = configuration.itemsFile else { return nil }
        let path = configuration.itemsDisplayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            findings.append(Finding(rule: "shortcuts-invalid", severity: .error, path: path,
                                    message: ItemsFileError.unreadable(reason: BuildPipeline.reason(error)).description))
            return nil
        }
        let parsed = ItemsFile.parse(data)
        var subject = ShortcutsLoader.itemsFile(path, data: data, parsed: parsed)
        subject.availableIcons = glyphNames
        subject.iconSearchPlaces = [configuration.glyphsDisplayPath]
        let localization = LocalizationTable(besides: url.path)
        subject.localizedKeys = localization.keys
        subject.localizationFiles = localization.files
        let context = RuleContext(acceptsHIGSizes: configuration.render.higSizes)
        let ruleFindings = RuleRegistry.shortcutsRules.flatMap { $0.init().validate(subject, context: context) }
        findings += ruleFindings
        guard parsed.errors.isEmpty, !ruleFindings.contains(where: { $0.severity == .error }) else { return nil }
        return parsed.items
    }

    /// The catalog's own Contents.json and the Info.plist fragment.
    private func writeShared(items: [ShortcutItem]?, ownership: OutputOwnership,
                             files: inout [Manifest.File], report: inout BuildReport) {
        var shared: [(String, () throws -> Data)] = [
            ("\(configuration.catalogFolder)/Contents.json", { try XcodeJSON.encode(CatalogContents()) }),
        ]
        if let items { shared.append((BuildConfiguration.plistFilename, { try ShortcutItemsPlist.data(for: items) })) }
        for (relative, make) in shared {
            do {
                let data = try make()
                // An existing catalog's own Contents.json is the user's to keep.
                if relative.hasSuffix(".xcassets/Contents.json"), ownership.owned[relative] == nil,
                   FileManager.default.fileExists(atPath: ownership.url(relative).path) {
                    continue
                }
                if try ownership.write(data, to: relative) == .written { report.writtenFiles.append(relative) }
                files.append(Manifest.File(path: relative, sha256: SHA256.hex(data), bytes: data.count))
            } catch {
                report.findings.append(Finding(rule: "write-failed", severity: .error, path: ownership.url(relative).path,
                                               message: "\(error)"))
            }
        }
    }

    /// Deletes what an earlier build made and this one did not: only files the
    /// previous manifest names, and only when nobody changed them since.
    private func removeStale(previous: Manifest?, keeping: Set<String>, ownership: OutputOwnership,
                             report: inout BuildReport) {
        guard let previous else { return }
        var folders = Set<String>()
        for file in previous.ownedFiles where !keeping.contains(file.path) {
            let url = ownership.url(file.path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard ownership.isIntact(file.path, sha256: file.sha256) else {
                report.findings.append(Finding(rule: "stale-output-kept", severity: .warning, path: url.path,
                                               message: "no longer produced, but changed since quickglyph wrote it; left in place"))
                continue
            }
            if (try? FileManager.default.removeItem(at: url)) != nil {
                report.removedFiles.append(file.path)
                folders.insert((file.path as NSString).deletingLastPathComponent)
            }
        }
        // An imageset folder that is now empty was quickglyph's own.
        for folder in folders.sorted(by: >) where folder.hasSuffix(".imageset") {
            let url = ownership.url(folder)
            if let contents = try? FileManager.default.contentsOfDirectory(atPath: url.path), contents.isEmpty {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    static func reason(_ error: Error) -> String {
        if let ownership = error as? OwnershipError { return ownership.description }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            default: break
            }
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
