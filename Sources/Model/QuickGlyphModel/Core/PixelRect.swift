/// A rectangle of whole pixels.
package struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var description: String { "\(width)x\(height) at (\(x),\(y))" }
}
