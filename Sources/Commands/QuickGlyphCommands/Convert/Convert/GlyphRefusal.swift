import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A glyph that was refused, with every reason.
public struct GlyphRefusal: Error, Sendable {
    public var findings: [Finding]
}
