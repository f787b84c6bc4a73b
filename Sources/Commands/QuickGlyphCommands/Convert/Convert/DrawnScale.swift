import Foundation

/// One PNG of a scale set, as drawn for one scale (`star@2x.png` for @2x).
public struct DrawnScale: Sendable, Codable, Equatable {
    public var scale: Int
    public var data: Data
    /// For the findings' path.
    public var path: String

    public init(scale: Int, data: Data, path: String) {
        self.scale = scale
        self.data = data
        self.path = path
    }
}
