import Foundation

/// A PNG file as found on disk, decoded once: what the file rules judge, and,
/// when it decoded, the image the image rules judge.
public struct PNGFileSubject: Sendable {
    public enum Outcome: Sendable {
        case unreadable(String)
        /// libpng refused it: bad signature, bad CRC, truncated data.
        case rejected(String)
        /// The header claims a size no glyph has; decoding it would only waste memory.
        case absurdSize(PNGImage.Header)
        case decoded(PNGImage)
    }

    /// No quick-action glyph needs more than 105 px; anything beyond this is not a glyph export.
    public static let maximumSide = 4096

    public var path: String
    public var outcome: Outcome

    public init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// Reads the header first, so a file claiming 100000×100000 px is never decoded.
    public init(path: String, data: Data) {
        self.path = path
        do throws(RenderError) {
            let header = try PNGImage.header(of: data)
            guard header.width <= PNGFileSubject.maximumSide, header.height <= PNGFileSubject.maximumSide else {
                outcome = .absurdSize(header)
                return
            }
            outcome = .decoded(try PNGImage(data: data))
        } catch {
            outcome = .rejected(PNGFileSubject.reason(error))
        }
    }

    public init(path: String) {
        do {
            self.init(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            self.init(path: path, outcome: .unreadable((error as NSError).localizedDescription))
        }
    }

    public var image: PNGImage? {
        if case .decoded(let image) = outcome { return image }
        return nil
    }

    private static func reason(_ error: RenderError) -> String {
        if case .pngRejected(let message) = error { return message }
        return error.description
    }
}
