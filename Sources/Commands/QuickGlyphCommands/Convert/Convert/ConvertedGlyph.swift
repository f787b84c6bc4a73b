import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A glyph converted: its masks at every scale, with the warnings the rules gave.
package struct ConvertedGlyph: Sendable {
    /// Smallest scale first.
    var images: [RenderedGlyph.Scaled]
    /// Warnings and information; a glyph with an error is refused instead.
    var findings: [Finding]
    /// What a measure-only request found (`--fit auto`'s first pass); nil otherwise,
    /// and for an SVG without an artboard.
    var measure: InkMeasure?
    /// Android's square, when the request asked for it (`ConversionRequest.androidScale`).
    var android: AlphaMask?

    init(
        images: [RenderedGlyph.Scaled], findings: [Finding], measure: InkMeasure? = nil, android: AlphaMask? = nil
    ) {
        self.images = images
        self.findings = findings
        self.measure = measure
        self.android = android
    }
}
