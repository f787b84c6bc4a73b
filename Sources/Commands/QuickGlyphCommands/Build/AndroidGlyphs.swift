import Dispatch
import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// The squares `--android`'s icons are shrunk from, each glyph drawn at most once a build and
/// always in the build's conversion (the CLI's workers: its timeout, memory cap and crash
/// isolation). A glyph rebuilt this build was drawn for Android in the same worker call as its
/// iOS scales; one whose iOS images were current is drawn by one Android-only request, and only
/// when the Android files are made again; one the workers refused or failed on is never sent again.
struct AndroidGlyphs: Sendable {
    /// By glyph name, drawn with the iOS images.
    var drawn: [String: AlphaMask] = [:]
    /// By glyph name, each source as this build read it: what the Android files' inputs key hashes.
    var sources: [String: Manifest.Source] = [:]
    /// Refused, or failed in a worker, this build.
    var failed: Set<String> = []

    /// The scale of the 35 pt canvas the squares are drawn at (280 px): xxxhdpi's 176 px foreground
    /// glyph, the largest, is shrunk from it.
    static let renderScale = 8

    /// Gathers what the build pass made of each glyph.
    init(outcomes: [GlyphOutcome], of glyphSources: [GlyphSource]) {
        for (source, outcome) in zip(glyphSources, outcomes) {
            switch outcome {
            case let .built(glyph, _, _, android):
                sources[source.name] = glyph.source
                if let android { drawn[source.name] = android }
            case .skipped(let glyph):
                sources[source.name] = glyph.source
            case let .failed(_, refusal, android):
                // Drawn, and only its iOS images not written: its Android icons do not depend on them.
                if let android { drawn[source.name] = android } else { failed.insert(source.name) }
                if let refusal { sources[source.name] = refusal.source }
            }
        }
    }

    /// The squares of `names`, drawing those the build pass did not; findings for the ones that could not be.
    func masks(
        of names: Set<String>, sources glyphSources: [GlyphSource], configuration: BuildConfiguration,
        fits: [String: GlyphFit], conversion: any GlyphConversion
    ) -> (masks: [String: AlphaMask], findings: [Finding]) {
        var masks = drawn.filter { names.contains($0.key) }
        let missing = glyphSources.filter {
            names.contains($0.name) && masks[$0.name] == nil && !failed.contains($0.name)
        }
        let results = ResultSlots<(AlphaMask?, [Finding])>(count: missing.count)
        let workers = min(configuration.jobs, max(1, missing.count))
        DispatchQueue.concurrentPerform(iterations: missing.isEmpty ? 0 : workers) { _ in
            while let index = results.claimNext() {
                _ = results.store(
                    Self.draw(
                        missing[index], configuration: configuration, fit: fits[missing[index].name],
                        conversion: conversion), at: index)
            }
        }
        var findings: [Finding] = []
        for (source, (mask, found)) in zip(missing, results.values) {
            masks[source.name] = mask
            findings += found
        }
        return (masks, findings)
    }

    /// One Android-only request: the source read again (the build pass kept no bytes of an unchanged glyph).
    private static func draw(
        _ source: GlyphSource, configuration: BuildConfiguration, fit: GlyphFit?,
        conversion: any GlyphConversion
    ) -> (AlphaMask?, [Finding]) {
        let contents: SourceContents
        switch SourceContents.read(source, limit: configuration.maximumSourceBytes) {
        case .success(let read): contents = read
        // Changed since the build pass read it: the next build converts it again, and draws it then.
        case .failure: return (nil, [])
        }
        let request = ConversionRequest(
            data: contents.data.last!, kind: source.kind, path: source.displayPath,
            baseDirectory: URL(fileURLWithPath: source.path).deletingLastPathComponent(),
            options: configuration.options, artboardScale: fit?.factor ?? 1, pass: .android,
            androidScale: renderScale)
        switch conversion.convert(request) {
        case .converted(let glyph): return (glyph.android, [])
        case .refused(let refusal): return (nil, refusal.findings)
        case .failed(let findings): return (nil, findings)
        }
    }
}
