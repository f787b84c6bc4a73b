/// A pixel in an image (0-based, from the top left).
package struct PixelPosition: Sendable, Hashable, Codable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
