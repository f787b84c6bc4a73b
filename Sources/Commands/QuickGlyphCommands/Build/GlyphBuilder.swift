import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// Builds one glyph: reads and hashes its source, skips it when the previous
/// manifest says nothing changed, else converts, encodes and writes it.
struct GlyphBuilder: Sendable {
    var configuration: BuildConfiguration
    var previous: Manifest?
    var optionsHash: String
    var ownership: OutputOwnership
    var conversion: any GlyphConversion
    /// `--fit auto`'s placement of every glyph, by name; empty under the other fits.
    var fits: [String: GlyphFit] = [:]
    /// Sources the ink survey already read and hashed this build, by glyph name.
    var knownSources: [String: KnownSource] = [:]
    /// Output folders found real once for the whole build (the catalog folder), so each glyph checks only its own.
    var verifiedFolders: Set<Substring> = []
    /// The glyphs `--android`'s items use: drawn for Android in the same worker call as their iOS scales.
    var androidGlyphs: Set<String> = []

    /// A source's hash and size (each file's, for a scale set), as a pass earlier in the same build read them.
    struct KnownSource: Sendable {
        var source: Manifest.Source
        /// The renderer crashed or ran out of time on it in that pass: the glyph fails with
        /// these findings, unless the manifest lets it be skipped or refused again.
        var failure: [Finding]? = nil
    }

    func build(_ source: GlyphSource) -> GlyphOutcome {
        let path = source.displayPath
        let known = knownSources[source.name]
        // The survey read a known source whole and found it within the limit: no second stat.
        if known == nil, let (file, size) = SourceContents.oversized(source, limit: configuration.maximumSourceBytes) {
            return .failed([oversize(source, file: file, bytes: size)], refusal: nil)
        }
        let imageset = configuration.imagesetPath(glyph: source.name)
        let fit = fits[source.name]
        func decide(_ recorded: Manifest.Source) -> RebuildDecision {
            // Each folder checked once a decision: the outputs share the imageset folder.
            var checkedFolders = verifiedFolders
            return RebuildDecision.decide(
                name: source.name, source: recorded, imageset: imageset, optionsHash: optionsHash, fit: fit,
                previous: previous
            ) { ownership.hasRecordedSize($0, checkedFolders: &checkedFolders) }
        }
        // Already hashed by the ink survey: an unchanged glyph is skipped without reading
        // its source again (a no-op build would otherwise hash every source twice).
        if let known {
            switch decide(known.source) {
            case .skip(let glyph): return .skipped(glyph)
            case .refuseAgain(let refusal):
                return .failed(refusal.findings.map { $0.finding(path: path) }, refusal: refusal)
            case .rebuild:
                // Not remembered, like a crash or a timeout while rendering: the next build tries again.
                if let failure = known.failure { return .failed(failure, refusal: nil) }
            }
        }
        let contents: SourceContents
        switch SourceContents.read(source, limit: configuration.maximumSourceBytes) {
        case .success(let read):
            contents = read
        case .failure(.unreadable(let file, let error)):
            return .failed([error.finding(path: file.displayPath)], refusal: nil)
        case .failure(.oversized(let file, let bytes)):
            // It grew between the stat and the read.
            return .failed([oversize(source, file: file, bytes: bytes)], refusal: nil)
        }
        let recorded = contents.recorded
        switch decide(recorded) {
        case .skip(let glyph):
            return .skipped(glyph)
        case .refuseAgain(let refusal):
            return .failed(refusal.findings.map { $0.finding(path: path) }, refusal: refusal)
        case .rebuild:
            break
        }

        let converted: ConvertedGlyph
        // A set's files cross to the worker once, in `scaleSet`.
        let scaleSet = contents.scaleSet
        let request = ConversionRequest(
            data: scaleSet.isEmpty ? contents.data[0] : Data(), kind: source.kind, path: path,
            baseDirectory: URL(fileURLWithPath: source.path).deletingLastPathComponent(),
            options: configuration.options, artboardScale: fit?.factor ?? 1,
            androidScale: androidGlyphs.contains(source.name) ? AndroidGlyphs.renderScale : nil,
            scaleSet: scaleSet)
        switch conversion.convert(request) {
        case .converted(let glyph):
            converted = glyph
        case .refused(let error):
            // Rendering and the rules depend on the bytes and the options alone: worth remembering.
            let findings = error.findings.map { Manifest.RecordedFinding($0, source: path) }
            return .failed(error.findings, refusal: Manifest.Refusal(source: recorded, findings: findings, fit: fit))
        case .failed(let findings):
            // A crash or a timeout may not happen again (another machine, a faster one): not remembered.
            return .failed(findings, refusal: nil)
        }
        let encoder = TemplatePNGEncoder(level: configuration.options.compression)
        var outputs: [Manifest.Output] = []
        var written: [String] = []
        let contentsPath = imageset + "/" + AssetNaming.contentsFile
        let contentsFile: Manifest.File
        // The file being written, for the message when the write fails for a reason that does not name it (a full
        // disk).
        var writing = contentsPath
        do {
            for image in converted.images {
                let png: Data
                do {
                    png = try encoder.encode(image.mask)
                } catch {
                    return .failed(converted.findings + [error.finding(path: path)], refusal: nil)
                }
                let relative = imageset + "/" + AssetNaming.filename(name: source.name, scale: image.scale)
                writing = relative
                if try ownership.write(png, to: relative) == .written { written.append(relative) }
                outputs.append(
                    Manifest.Output(
                        path: relative, scale: image.scale, pixels: image.mask.width,
                        sha256: SHA256.hex(png), bytes: png.count))
            }
            let contents = try JSONFormatting.encode(
                ImagesetContents.template(name: source.name, scales: configuration.options.scales))
            writing = contentsPath
            if try ownership.write(contents, to: contentsPath) == .written { written.append(contentsPath) }
            contentsFile = Manifest.File(path: contentsPath, sha256: SHA256.hex(contents), bytes: contents.count)
        } catch {
            // An output in the way names itself; a failed write does not.
            let what = error is OwnershipError ? "its output" : "its output \(writing)"
            return .failed(
                converted.findings + [WriteFailure(what: what, underlying: error).finding(path: path)],
                refusal: nil, android: converted.android)
        }
        let glyph = Manifest.Glyph(
            source: recorded, imageset: imageset, contents: contentsFile, outputs: outputs,
            usedBy: [], findings: converted.findings.map { Manifest.RecordedFinding($0, source: path) }, fit: fit)
        return .built(glyph, written: written, findings: converted.findings, android: converted.android)
    }

    /// Refused before reading: not recorded, since a stat on the next build costs nothing.
    private func oversize(_ source: GlyphSource, file: GlyphSourceFile, bytes: Int) -> Finding {
        Finding(
            source.kind.invalidDescription, path: file.displayPath,
            message: configuration.sourceLimit.refusal(bytes, subject: "the file") + "; export it simpler or smaller")
    }
}
