import Foundation
import QuickGlyphCore
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules

/// A glyph that was refused, with every reason.
public struct GlyphRefusal: Error, Sendable {
    public var findings: [Finding]
}
