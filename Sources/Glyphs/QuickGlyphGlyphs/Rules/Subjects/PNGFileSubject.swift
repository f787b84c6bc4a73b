import Foundation
import QuickGlyphSystem

/// A PNG file as found on disk, decoded once: what the file rules judge, and,
/// when it decoded, the image the image rules judge.
package struct PNGFileSubject: Sendable {
    package enum Outcome: Sendable {
        case unreadable(FileReadError)
        /// libpng refused it, or its header claims a size no glyph has.
        case rejected(PNGDecodeError)
        case decoded(PNGImage)
    }

    var path: String
    var outcome: Outcome

    package init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// Decoding reads the header first, so a file claiming 100000×100000 px is never decoded.
    package init(path: String, data: Data) {
        self.path = path
        do throws(PNGDecodeError) {
            outcome = .decoded(try PNGImage(data: data))
        } catch {
            outcome = .rejected(error)
        }
    }

    package var image: PNGImage? {
        if case .decoded(let image) = outcome { return image }
        return nil
    }
}
