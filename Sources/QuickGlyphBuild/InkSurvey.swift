import Dispatch
import Foundation
import QuickGlyphCatalog
import QuickGlyphConvert
import QuickGlyphCore
import QuickGlyphRender
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
        var sha256: String
        var bytes: Int
        var measure: InkMeasure?
        var failure: [Finding]?
    }

    /// - Returns: by glyph name; by source hash, what to record in the manifest; and
    ///   by glyph name, the hash and size read, so the build pass need not read and
    ///   hash an unchanged source a second time, with the failure of a glyph whose
    ///   renderer crashed or ran out of time here, so it is not sent to a worker again.
    func run(_ sources: [GlyphSource]) -> (byName: [String: InkMeasure?], bySource: [String: InkMeasure],
                                           hashes: [String: GlyphBuilder.KnownSource]) {
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
            hashes[source.name] = GlyphBuilder.KnownSource(sha256: entry.sha256, bytes: entry.bytes, failure: entry.failure)
            // Unmeasured, so the plan leaves it out of its set's factor.
            guard entry.failure == nil else { continue }
            byName[source.name] = .some(entry.measure)
            if let measure = entry.measure { bySource[entry.sha256] = measure }
        }
        return (byName, bySource, hashes)
    }

    private func measure(_ source: GlyphSource, recorded: [String: InkMeasure]) -> Entry? {
        // Oversized or unreadable: the build pass reports it.
        if let size = FileStatus.size(atPath: source.path), size > configuration.maximumSourceBytes { return nil }
        guard let data = FileManager.default.contents(atPath: source.path),
              data.count <= configuration.maximumSourceBytes else { return nil }
        let sha256 = SHA256.hex(data)
        if let measure = recorded[sha256] { return Entry(sha256: sha256, bytes: data.count, measure: measure) }
        let request = ConversionRequest(data: data, kind: source.kind, path: source.displayPath,
                                        baseDirectory: URL(fileURLWithPath: source.path).deletingLastPathComponent(),
                                        options: configuration.options, measureOnly: true)
        switch conversion.convert(request) {
        case .converted(let glyph):
            return Entry(sha256: sha256, bytes: data.count, measure: glyph.measure)
        case .refused:
            return nil
        case .failed(let findings):
            // The time budget is the glyph's, not each pass's: rendering it would run it out again.
            return Entry(sha256: sha256, bytes: data.count, measure: nil, failure: findings)
        }
    }
}
