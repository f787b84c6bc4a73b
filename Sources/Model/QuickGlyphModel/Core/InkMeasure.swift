/// Where a source's ink sits on its artboard, in the artboard's own units
/// (user units, PDF points, or PNG pixels): what `--fit auto` needs of every
/// glyph before it places any. Recorded in the manifest by source hash, so a
/// build that changes nothing measures nothing. A value of Core, not of the renderer
/// that measures it, because the manifest (below the renderer's users) records it.
package struct InkMeasure: Sendable, Equatable, Codable {
    package var artboardWidth: Double
    package var artboardHeight: Double
    /// True for a PNG: its artboard is in pixels, and a 24 px PNG is not a set with a 24-unit SVG.
    package var pixels: Bool
    var inkX: Double
    var inkY: Double
    var inkWidth: Double
    var inkHeight: Double

    package init(artboardWidth: Double, artboardHeight: Double, pixels: Bool, ink: Rect) {
        self.artboardWidth = artboardWidth
        self.artboardHeight = artboardHeight
        self.pixels = pixels
        inkX = ink.x
        inkY = ink.y
        inkWidth = ink.width
        inkHeight = ink.height
    }

    /// The ink in points on the 35 pt canvas, where `viewbox` puts it.
    package var inkOnCanvas: Rect {
        let canvas = Double(GlyphGeometry.canvasPoints)
        let box = Rect.fitting(
            width: artboardWidth, height: artboardHeight, into: Rect(x: 0, y: 0, width: canvas, height: canvas))
        let unit = box.width / artboardWidth
        return Rect(x: box.x + inkX * unit, y: box.y + inkY * unit, width: inkWidth * unit, height: inkHeight * unit)
    }
}
