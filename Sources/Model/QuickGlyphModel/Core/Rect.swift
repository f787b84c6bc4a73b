/// A rectangle in fractional pixels or user units.
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A `width`×`height` rectangle scaled to fit `box` keeping its aspect ratio, centred in it.
    public static func fitting(width: Double, height: Double, into box: Rect) -> Rect {
        let scale = min(box.width / width, box.height / height)
        let fittedWidth = width * scale, fittedHeight = height * scale
        return Rect(x: box.x + (box.width - fittedWidth) / 2, y: box.y + (box.height - fittedHeight) / 2,
                    width: fittedWidth, height: fittedHeight)
    }
}
