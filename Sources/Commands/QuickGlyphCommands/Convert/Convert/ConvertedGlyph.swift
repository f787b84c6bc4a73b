import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A glyph converted: its masks at every scale, with the warnings the rules gave.
public struct ConvertedGlyph: Sendable {
    /// Smallest scale first.
    public var images: [RenderedGlyph.Scaled]
    /// Warnings and information; a glyph with an error is refused instead.
    public var findings: [Finding]
    /// What a measure-only request found (`--fit auto`'s first pass); nil otherwise,
    /// and for an SVG without an artboard.
    public var measure: InkMeasure?
    /// Android's square, when the request asked for it (`ConversionRequest.androidScale`).
    public var android: AlphaMask?

    public init(images: [RenderedGlyph.Scaled], findings: [Finding], measure: InkMeasure? = nil, android: AlphaMask? = nil) {
        self.images = images
        self.findings = findings
        self.measure = measure
        self.android = android
    }
}
