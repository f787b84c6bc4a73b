import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A glyph that was refused, with every reason.
package struct GlyphRefusal: Error, Sendable {
    var findings: [Finding]
}
