import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel

/// One glyph of the handoff: one file, or a PNG scale set (`star.png`,
/// `star@2x.png`, `star@3x.png`); its base name is the icon-file name.
struct GlyphSource: Sendable, Equatable {
    var name: String
    /// The primary file's path (the largest scale of a set), as the glyph folder's path joined with its name.
    var path: String { files.last!.path }
    var kind: SourceKind
    /// As the user would write it: the glyph folder as given, joined with the primary file's name.
    var displayPath: String { files.last!.displayPath }
    /// Every file of the glyph, smallest scale first; the primary is the last. One file
    /// with no scale for a glyph drawn from a single file.
    var files: [GlyphSourceFile]

    /// - Parameter files: not empty, smallest scale first.
    init(name: String, kind: SourceKind, files: [GlyphSourceFile]) {
        precondition(!files.isEmpty, "a glyph has a file")
        self.name = name
        self.kind = kind
        self.files = files
    }

    /// Whether it is a PNG scale set, each file drawn for the scale its name gives.
    var isScaleSet: Bool { files.contains { $0.scale != nil } }
}
