/// The quick-action canvas and the glyph inside it, as Apple gives them: the one
/// place these numbers live (see shared/reference/quick-actions.md).
package enum GlyphGeometry {
    /// The canvas: 35 pt square (Info.plist key reference).
    package static let canvasPoints = 35
    /// HIG: a roughly square glyph is 27 pt; a wide or tall one may reach 30 pt.
    static let glyphPoints = 27.0
    /// The HIG's maximum glyph extent for wide or tall glyphs.
    package static let maximumGlyphPoints = 30.0
    /// The HIG's pixel maximum at @3x, one pixel short of 35 pt × 3.
    package static let higPixelsAtThreeX = 104
    /// The scales an iOS image can have.
    package static let scales = [1, 2, 3]
    /// Pixels at or below this alpha are anti-aliasing haze, not ink, when measuring a glyph.
    package static let inkThreshold: UInt8 = 32

    /// The canvas edge in pixels at `scale`: 35 pt, or 104 px at @3x with the HIG's maxima.
    package static func canvasPixels(scale: Int, higSizes: Bool) -> Int {
        higSizes && scale == 3 ? higPixelsAtThreeX : canvasPoints * scale
    }

    /// The pixel sizes a canvas may have at `scale`; `higSizes` adds the HIG's 104 px at @3x.
    package static func acceptedSizes(scale: Int, higSizes: Bool) -> [Int] {
        let exact = canvasPoints * scale
        return higSizes && scale == 3 ? [exact, higPixelsAtThreeX] : [exact]
    }

    /// The scale a canvas of `size` px is drawn at, when the size is one of the accepted ones.
    package static func scale(forSize size: Int, higSizes: Bool) -> Int? {
        scales.first { acceptedSizes(scale: $0, higSizes: higSizes).contains(size) }
    }

    /// Points per pixel of a canvas `width` px wide: the canvas is 35 pt whatever its pixel size.
    package static func points(_ pixels: Int, canvasWidth width: Int) -> Double {
        Double(pixels) * Double(canvasPoints) / Double(max(1, width))
    }

    /// Where a glyph with ink of this aspect ratio goes in a canvas of `canvas`
    /// pixels: the long side grows from 27 pt toward 30 pt as the shape leaves square.
    package static func glyphBox(inkWidth: Double, inkHeight: Double, canvas: Int) -> Rect {
        let aspect = max(inkWidth, inkHeight) / min(inkWidth, inkHeight)
        let longPoints = min(maximumGlyphPoints, glyphPoints * aspect.squareRoot())
        let pointSize = Double(canvas) / Double(canvasPoints)
        let long = longPoints * pointSize
        let width = inkWidth >= inkHeight ? long : long / aspect
        let height = inkWidth >= inkHeight ? long / aspect : long
        let size = Double(canvas)
        return Rect(x: (size - width) / 2, y: (size - height) / 2, width: width, height: height)
    }

    /// Points for messages: one decimal, none when whole ("27", "26.5").
    package static func format(_ points: Double) -> String {
        let rounded = (points * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
