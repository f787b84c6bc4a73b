import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A worker's answer to one request, as it crosses the pipe: the masks and
/// findings of a converted glyph, or the findings of a refused one.
struct WorkerReply: Codable, Sendable {
    struct Mask: Codable, Sendable {
        var scale: Int
        var width: Int
        var height: Int
        var values: Data

        /// Nil when the sizes do not add up.
        var alphaMask: AlphaMask? {
            guard width > 0, height > 0, values.count == width * height else { return nil }
            return AlphaMask(width: width, height: height, values: [UInt8](values))
        }
    }

    var refused: Bool
    var masks: [Mask]
    /// Without their path: it is the request's (or, for a scale set, the name of the set's file they are about).
    var findings: [Manifest.RecordedFinding]
    /// A measure-only request's answer.
    var measure: InkMeasure?
    /// Android's square, when the request asked for it.
    var android: Mask?

    /// - Parameter path: the request's, which the findings are put back on.
    init(_ outcome: ConversionOutcome, path: String) {
        let record = { (finding: Finding) in Manifest.RecordedFinding(finding, source: path) }
        switch outcome {
        case .converted(let glyph):
            refused = false
            masks = glyph.images.map {
                Mask(scale: $0.scale, width: $0.mask.width, height: $0.mask.height, values: Data($0.mask.values))
            }
            findings = glyph.findings.map(record)
            measure = glyph.measure
            android = glyph.android.map { Mask(scale: 0, width: $0.width, height: $0.height, values: Data($0.values)) }
        case .refused(let refusal):
            refused = true
            masks = []
            findings = refusal.findings.map(record)
        case .failed(let found):
            // In-process conversion never fails this way; kept total rather than trapping.
            refused = true
            masks = []
            findings = found.map(record)
        }
    }

    /// The outcome again, its findings on `path`; nil when the masks do not add up.
    func outcome(path: String) -> ConversionOutcome? {
        let found = findings.map { $0.finding(path: path) }
        if refused { return .refused(GlyphRefusal(findings: found)) }
        var images: [RenderedGlyph.Scaled] = []
        for mask in masks {
            guard let alpha = mask.alphaMask else { return nil }
            images.append(RenderedGlyph.Scaled(scale: mask.scale, mask: alpha))
        }
        var androidMask: AlphaMask?
        if let android {
            guard let alpha = android.alphaMask else { return nil }
            androidMask = alpha
        }
        return .converted(ConvertedGlyph(images: images, findings: found, measure: measure, android: androidMask))
    }
}
