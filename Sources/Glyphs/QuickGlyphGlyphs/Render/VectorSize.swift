/// The size of a vector source's artboard or page: user units for an SVG's
/// artboard, points for a PDF page and for the size Xcode rasterizes at.
public struct VectorSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
