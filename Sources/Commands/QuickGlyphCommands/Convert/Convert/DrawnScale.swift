import Foundation

/// One PNG of a scale set, as drawn for one scale (`star@2x.png` for @2x).
struct DrawnScale: Sendable, Codable, Equatable {
    var scale: Int
    var data: Data
    /// For the findings' path.
    var path: String

    init(scale: Int, data: Data, path: String) {
        self.scale = scale
        self.data = data
        self.path = path
    }
}
