import Foundation
import QuickGlyphSystem

/// The file `--swift` names, which sits in the app's sources, outside `--out`
/// and its manifest. The file tells whose it is by its first line: only a file
/// quickglyph generated is replaced, so `--swift AppDelegate.swift` by mistake
/// costs nothing. Written atomically, and only when its bytes change, so Xcode
/// does not recompile it and its modification time says when it last changed.
package enum GeneratedSwiftFile {
    /// Why the file was left alone.
    enum InTheWay: Error, CustomStringConvertible {
        /// A file that does not begin as a generated one does.
        case notGenerated
        /// A folder, a link, a FIFO: `what` names it.
        case notAFile(what: String)

        var description: String {
            switch self {
            case .notGenerated:
                return "a file quickglyph did not generate is there (its first line is not "
                    + "\"\(SwiftSourceGenerator.headerPrefix)…\"); it is left as it is. Name another --swift file, or move it away"
            case .notAFile(let what):
                return "\(what) is there, not a file quickglyph generated; it is left as it is"
            }
        }
    }

    /// Puts `source` at `url` unless the file already holds exactly it.
    package static func write(_ source: String, to url: URL, files: AppFileGuard) throws -> FileWriter.Outcome {
        let file: AppFile
        do throws(AppFileError) {
            file = try files.open(url)
        } catch AppFileError.notRegular(_, let found) {
            throw InTheWay.notAFile(what: found)
        }
        do throws(AppFileError) {
            return try files.replace(file, with: Data(source.utf8), claim: claim)
        } catch .notOurs {
            throw InTheWay.notGenerated
        }
    }

    /// A file quickglyph generated begins with its header line.
    static var claim: AppFileGuard.Claim {
        .generated(what: "a Swift file quickglyph generated") {
            $0.starts(with: Data(SwiftSourceGenerator.headerPrefix.utf8))
        }
    }
}
