/// The size of a vector source's artboard or page: user units for an SVG's
/// artboard, points for a PDF page and for the size Xcode rasterizes at.
package struct VectorSize: Sendable, Equatable {
    var width: Double
    var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
