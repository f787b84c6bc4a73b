/// One file of a glyph: a PNG drawn for one scale (`star@2x.png` is 2; `star.png`
/// in a set is 1), or the single file a glyph is drawn from (no scale).
struct GlyphSourceFile: Sendable, Equatable {
    var scale: Int?
    var path: String
    var displayPath: String

    init(scale: Int?, path: String, displayPath: String) {
        self.scale = scale
        self.path = path
        self.displayPath = displayPath
    }
}
