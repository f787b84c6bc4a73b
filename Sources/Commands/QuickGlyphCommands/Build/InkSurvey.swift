import Dispatch
import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// `--fit auto`'s first pass: every glyph's ink, measured before any glyph is
/// placed (a set's factor needs all of them). Parallel like the rendering, in
/// the same worker processes; a source whose hash the previous manifest
/// recorded a measure for, under the same options, is not measured again.
struct InkSurvey: Sendable {
    var configuration: BuildConfiguration
    var previous: Manifest?
    var optionsHash: String
    var conversion: any GlyphConversion

    /// One source's answer: nil `measure` inside a present entry is a source
    /// without an artboard, or one whose conversion failed (`failure`); a missing
    /// entry could not be read, or was refused (the build pass says why, and records it).
    struct Entry: Sendable {
        var source: Manifest.Source
        var measure: InkMeasure?
        var failure: [Finding]?
    }

    /// - Returns: by glyph name; by source hash, what to record in the manifest; and
    ///   by glyph name, the hash and size read, so the build pass need not read and
    ///   hash an unchanged source a second time, with the failure of a glyph whose
    ///   renderer crashed or ran out of time here, so it is not sent to a worker again.
    func run(
        _ sources: [GlyphSource]
    ) -> (
        byName: [String: InkMeasure?], bySource: [String: InkMeasure],
        hashes: [String: GlyphBuilder.KnownSource]
    ) {
        let results = ResultSlots<Entry?>(count: sources.count)
        let recorded = previous?.optionsHash == optionsHash ? previous?.measures ?? [:] : [:]
        let workers = min(configuration.jobs, max(1, sources.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                _ = results.store(measure(sources[index], recorded: recorded), at: index)
            }
        }
        var byName: [String: InkMeasure?] = [:]
        var bySource: [String: InkMeasure] = [:]
        var hashes: [String: GlyphBuilder.KnownSource] = [:]
        for (source, entry) in zip(sources, results.values) {
            guard let entry else { continue }
            hashes[source.name] = GlyphBuilder.KnownSource(source: entry.source, failure: entry.failure)
            // Unmeasured, so the plan leaves it out of its set's factor.
            guard entry.failure == nil else { continue }
            byName[source.name] = .some(entry.measure)
            if let measure = entry.measure { bySource[entry.source.sha256] = measure }
        }
        return (byName, bySource, hashes)
    }

    private func measure(_ source: GlyphSource, recorded: [String: InkMeasure]) -> Entry? {
        // Oversized or unreadable: the build pass reports it.
        if SourceContents.oversized(source, limit: configuration.maximumSourceBytes) != nil { return nil }
        guard case .success(let contents) = SourceContents.read(source, limit: configuration.maximumSourceBytes) else {
            return nil
        }
        // Every file of a set is hashed, so the build pass can skip it; its largest file places it.
        let read = contents.recorded
        if let measure = recorded[read.sha256] { return Entry(source: read, measure: measure) }
        let request = ConversionRequest(
            data: contents.data.last!, kind: source.kind, path: source.displayPath,
            baseDirectory: URL(fileURLWithPath: source.path).deletingLastPathComponent(),
            options: configuration.options, pass: .measure)
        switch conversion.convert(request) {
        case .converted(let glyph):
            return Entry(source: read, measure: glyph.measure)
        case .refused:
            return nil
        case .failed(let findings):
            // The time budget is the glyph's, not each pass's: rendering it would run it out again.
            return Entry(source: read, measure: nil, failure: findings)
        }
    }
}
