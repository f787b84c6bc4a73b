import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// Everything one check found, seen together: which glyph imagesets exist and
/// which icons the quick actions name.
public struct AppSubject: Sendable {
    public struct Glyph: Sendable {
        public var name: String
        public var path: String

        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Imagesets drawn as quick-action glyphs (template intent, 35 pt canvas).
    public var glyphs: [Glyph]
    public var usedIcons: Set<String>
    /// The Info.plists and items files seen; without any, nothing can be called unused.
    public var shortcutSources: [String]

    public init(glyphs: [Glyph], usedIcons: Set<String>, shortcutSources: [String]) {
        self.glyphs = glyphs
        self.usedIcons = usedIcons
        self.shortcutSources = shortcutSources
    }
}
