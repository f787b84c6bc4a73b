/// A pixel in an image (0-based, from the top left).
public struct PixelPosition: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
