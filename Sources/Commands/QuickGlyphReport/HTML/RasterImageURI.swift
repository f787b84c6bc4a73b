import QuickGlyphGlyphs

/// A colour image (an Android launcher icon: background, glyph, circle mask) as a
/// `data:` URI, encoded by the project's own RGBA PNG encoder, for the page and the preview's SVG.
package enum RasterImageURI {
    /// Nil only if libpng refuses, which an image of a sane size never makes it do.
    package static func uri(_ raster: Raster) -> String? {
        // Level 6, as MaskImageURI: read once, nothing to gain from the slow levels.
        guard let data = try? RGBAPNGEncoder(level: 6).encode(raster) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }
}
