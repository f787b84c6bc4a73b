/// A rectangle in fractional pixels or user units.
package struct Rect: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A `width`×`height` rectangle scaled to fit `box` keeping its aspect ratio, centred in it.
    package static func fitting(width: Double, height: Double, into box: Rect) -> Rect {
        let scale = min(box.width / width, box.height / height)
        let fittedWidth = width * scale, fittedHeight = height * scale
        return Rect(
            x: box.x + (box.width - fittedWidth) / 2, y: box.y + (box.height - fittedHeight) / 2,
            width: fittedWidth, height: fittedHeight)
    }
}
