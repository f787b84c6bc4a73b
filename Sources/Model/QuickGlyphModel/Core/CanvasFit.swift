/// Where a source goes on the canvas (`--fit`): one of the build's options, which the
/// manifest records and the renderer follows, so it is named below both.
package enum CanvasFit: String, Sendable, Codable, CaseIterable {
    /// As `viewbox`, but a set of glyphs drawn larger than the HIG glyph box
    /// is scaled down by one factor a set (`artboardScale`, which the build
    /// works out from every glyph's measured ink); an SVG without an artboard
    /// is placed as `glyph` places it.
    case auto
    /// The designer's artboard (viewBox, else width/height) fills the canvas.
    case viewbox
    /// The ink bounds are fitted to the HIG glyph size inside the canvas.
    case glyph
}
