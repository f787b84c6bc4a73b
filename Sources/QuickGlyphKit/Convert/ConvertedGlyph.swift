import Foundation
import QuickGlyphCore
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules

/// A glyph converted: its masks at every scale, with the warnings the rules gave.
public struct ConvertedGlyph: Sendable {
    /// Smallest scale first.
    public var images: [RenderedGlyph.Scaled]
    /// Warnings and information; a glyph with an error is refused instead.
    public var findings: [Finding]
}
