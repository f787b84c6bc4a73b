/// Why bytes are not a PNG quickglyph can use: the one message shape of `png-invalid`.
package enum PNGDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libpng refused it: wrong signature, bad CRC, truncated data.
    case rejected(String)
    /// Not a PNG but another bitmap format, told by its first bytes: "JPEG", "GIF", "WebP" or "HEIC".
    case otherFormat(String)
    /// The header claims more than `PNGImage.maximumSide` pixels a side.
    case tooLarge(width: Int, height: Int, limit: Int)

    package var description: String {
        switch self {
        case .rejected(let reason):
            return "not a usable PNG: \(reason); export the image again"
        case .otherFormat(let format):
            return "a \(format) file named as a PNG: export it as a PNG, with transparency"
        case let .tooLarge(width, height, limit):
            return "the header claims \(width)x\(height) px, beyond the \(limit) px a side quickglyph reads "
                + "(a glyph is 35 pt, at most 105 px); export it smaller"
        }
    }
}
