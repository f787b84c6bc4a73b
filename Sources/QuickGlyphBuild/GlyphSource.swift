import Foundation
import QuickGlyphCore
import QuickGlyphRender

/// One glyph file of the handoff; its base name is the icon-file name.
public struct GlyphSource: Sendable, Equatable {
    public var name: String
    /// The file's path, as the glyph folder's path joined with its name.
    public var path: String
    public var kind: SourceKind
    /// As the user would write it: the glyph folder as given, joined with the file name.
    public var displayPath: String
}
