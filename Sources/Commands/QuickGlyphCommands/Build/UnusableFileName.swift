import QuickGlyphModel

/// A file in the glyph folder whose name cannot be carried through to its outputs,
/// whatever it holds: reported as `invalid-name`, never skipped in silence.
enum UnusableFileName: Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not UTF-8: an asset name in Contents.json is JSON text, which must be.
    case notUTF8
    /// An output (`name.imageset`, `name@3x.png`) would be longer than the file system allows.
    case tooLong(output: String, bytes: Int, limit: Int)

    /// 255 bytes: a file name's limit on the file systems quickglyph runs on (ext4, APFS, HFS+).
    static let nameLimit = 255

    var description: String {
        switch self {
        case .notUTF8:
            return "the file name is not valid UTF-8, so it cannot become an asset name; rename the file"
        case let .tooLong(output, bytes, limit):
            return
                "the output \(DisplayText.quote(output)) would be a \(bytes)-byte name, more than the file system's limit "
                + "of \(limit) bytes; shorten the file name"
        }
    }

    /// A name's bytes, with every byte that is not part of valid UTF-8 written `\x{FF}`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var result = "", index = 0
        while index < bytes.count {
            // The longest valid UTF-8 sequence starting here, else one escaped byte.
            var decoded: String?
            for length in 1...4 where index + length <= bytes.count {
                if let text = String(validating: bytes[index..<index + length], as: UTF8.self) {
                    decoded = text
                    index += length
                    break
                }
            }
            if let decoded {
                result += decoded
            } else {
                result += "\\x{" + String(bytes[index], radix: 16, uppercase: true) + "}"
                index += 1
            }
        }
        return result
    }
}
