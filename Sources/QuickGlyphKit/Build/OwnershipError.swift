import Foundation
import QuickGlyphCore

enum OwnershipError: Error, CustomStringConvertible {
    case notOurs(path: String)

    var description: String {
        switch self {
        case .notOurs(let path):
            return "\(path) already exists and was not made by quickglyph; it is left as it is. "
                + "Move it away, or build into another --out folder"
        }
    }
}
