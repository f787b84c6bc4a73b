import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The pair `--objc` names, the header and the `.m` beside it, which sit in the app's
/// sources outside `--out` and its manifest. Written as `GeneratedSwiftFile` writes the
/// Swift file (through `AppFileGuard`, atomically, only when the bytes change, only over a
/// file whose first line is the generated header), and as a pair: both are opened and
/// judged before either is written, so a link, a FIFO or a file of the user's at either path
/// leaves both as they were; a header without its implementation would not link.
package enum GeneratedObjCFiles {
    /// Why the pair was left alone: which file (as the user named it), and why.
    struct InTheWay: Error, CustomStringConvertible {
        var path: String
        var reason: GeneratedSwiftFile.InTheWay

        var description: String {
            switch reason {
            case .notGenerated:
                return
                    "a file quickglyph did not generate is at \(DisplayText.escapingControls(path)) (its first line is not "
                    + "\"\(ObjCSourceGenerator.headerPrefix)…\"); it is left as it is, and so is the other file of the pair. "
                    + "Name another --objc header, or move it away"
            case .notAFile(let what):
                return
                    "\(what) is at \(DisplayText.escapingControls(path)), not a file quickglyph generated; it is left as it is, "
                    + "and so is the other file of the pair"
            }
        }
    }

    /// The second write failed after the first succeeded, and the first could not be put back.
    struct HalfWritten: Error, CustomStringConvertible {
        var written: String
        var failure: Error

        var description: String {
            "\(ErrorText.describe(failure)); \(DisplayText.escapingControls(written)) was written and could not be put back: "
                + "build again once the cause is fixed"
        }
    }

    /// One file of the pair: where it goes, as the user named it, and its text.
    package struct File {
        var url: URL
        var displayPath: String
        package var text: String

        package init(url: URL, displayPath: String, text: String) {
            self.url = url
            self.displayPath = displayPath
            self.text = text
        }
    }

    /// Puts the header and the implementation in place, each unless it already holds exactly
    /// its text; the outcome of each, in that order.
    package static func write(header: File, implementation: File, files: AppFileGuard) throws -> [FileWriter.Outcome] {
        let pair = [header, implementation]
        var opened: [AppFile] = []
        for entry in pair {
            let file: AppFile
            do throws(AppFileError) {
                file = try files.open(entry.url)
            } catch AppFileError.notRegular(_, let found) {
                throw InTheWay(path: entry.displayPath, reason: .notAFile(what: found))
            }
            // Judged here rather than by `replace`, so that neither is written while the other is not ours.
            if let contents = file.contents, !isOurs(contents) {
                throw InTheWay(path: entry.displayPath, reason: .notGenerated)
            }
            opened.append(file)
        }
        var outcomes: [FileWriter.Outcome] = []
        for (index, file) in opened.enumerated() {
            do {
                outcomes.append(try files.replace(file, with: Data(pair[index].text.utf8), claim: claim))
            } catch {
                guard index == 1, outcomes[0] == .written else { throw error }
                // The header written and the implementation not: the header gets its old bytes back.
                // A header that was new stays (the guard removes no file of the app's), and the message says so.
                guard let original = opened[0].contents,
                    (try? files.replace(files.open(header.url), with: original, claim: claim)) != nil
                else {
                    throw HalfWritten(written: header.displayPath, failure: error)
                }
                throw error
            }
        }
        return outcomes
    }

    /// A file quickglyph generated begins with its header line.
    static func isOurs(_ contents: Data) -> Bool {
        contents.starts(with: Data(ObjCSourceGenerator.headerPrefix.utf8))
    }

    static var claim: AppFileGuard.Claim {
        .generated(what: "an Objective-C file quickglyph generated", isOurs: isOurs)
    }
}
