import Foundation

/// One PNG of a scale set, as drawn for one scale (`star@2x.png` for @2x).
package struct DrawnScale: Sendable, Codable, Equatable {
    package var scale: Int
    package var data: Data
    /// For the findings' path.
    package var path: String

    package init(scale: Int, data: Data, path: String) {
        self.scale = scale
        self.data = data
        self.path = path
    }
}
