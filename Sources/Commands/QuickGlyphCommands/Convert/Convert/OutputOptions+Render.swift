import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

extension OutputOptions {
    /// What the renderer needs of these: the converter is where the build's options meet the renderer.
    var render: RenderOptions {
        RenderOptions(scales: scales, fit: fit, higSizes: higSizes, mask: mask)
    }
}
