import QuickGlyphModel

extension InkMeasure {
    /// The ink found on a vector document's artboard (or a PNG's canvas, in pixels).
    package init(artboard: VectorSize, pixels: Bool, ink: Rect) {
        self.init(artboardWidth: artboard.width, artboardHeight: artboard.height, pixels: pixels, ink: ink)
    }
}
