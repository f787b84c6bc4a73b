import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// Why a file could not be read, in words.
public struct FileProblem: Error, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
