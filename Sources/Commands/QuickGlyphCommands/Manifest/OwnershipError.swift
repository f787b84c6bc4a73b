import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Why an output path was left alone.
enum OwnershipError: Error, CustomStringConvertible {
    /// Something quickglyph did not make is there; `what` names it when it is not a file.
    case notOurs(path: String, what: String?)
    /// A folder on the way is a link: following it could write outside the output folder.
    case linkedFolder(path: String)

    var description: String {
        switch self {
        case let .notOurs(path, what):
            return
                "\(path)\(what.map { " (\($0))" } ?? "") is in the way and was not made by quickglyph; it is left as it is. "
                + "Move it away, or build into another --out folder"
        case .linkedFolder(let path):
            return "\(path) is a symbolic link; quickglyph does not write or delete through links inside --out, "
                + "so it is left as it is. Make it a real folder, or build into another --out folder"
        }
    }

    static func describe(_ kind: FileStatus.Kind) -> String? {
        switch kind {
        case .missing, .regular: return nil
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .special: return "a FIFO, socket or device"
        }
    }
}
