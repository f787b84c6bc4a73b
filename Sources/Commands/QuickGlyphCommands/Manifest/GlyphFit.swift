/// How `--fit auto` placed one glyph, recorded in its manifest entry: a glyph
/// is rebuilt when its fit changes, even if its own source did not (a larger
/// glyph joined its set and lowered the set's factor).
struct GlyphFit: Codable, Sendable, Equatable {
    enum Mode: String, Codable, Sendable {
        /// Already inside the HIG glyph box: drawn exactly as `viewbox` draws it.
        case viewbox
        /// Scaled by its set's factor, with every glyph on an artboard of its size.
        case set
        /// Scaled by its own factor: no other glyph has an artboard of its size.
        case alone
        /// No artboard (an SVG without a size): its ink is fitted as `glyph` fits it.
        case glyph
    }

    var mode: Mode
    /// What the artboard, as `viewbox` fits it, is scaled by about the canvas centre.
    var factor: Double

    init(mode: Mode, factor: Double) {
        self.mode = mode
        self.factor = factor
    }
}
