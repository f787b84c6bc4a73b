import Foundation
import QuickGlyphSystem

/// The encodings strings files come in: UTF-8 (Xcode's default, sometimes with
/// a byte-order mark) and UTF-16 with a byte-order mark (older projects). An
/// edited file is written back in its own, so that git shows only the edit.
package enum TextEncoding: Equatable {
    case utf8
    case utf8WithMark
    case utf16LittleEndian
    case utf16BigEndian

    package static func decode(_ data: Data) throws(FileReadError) -> (TextEncoding, String) {
        try refuseUTF32(data)
        let bytes = [UInt8](data.prefix(3))
        let encoding: TextEncoding
        let body: Data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            (encoding, body) = (.utf8WithMark, data.dropFirst(3))
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            (encoding, body) = (.utf16LittleEndian, data.dropFirst(2))
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (encoding, body) = (.utf16BigEndian, data.dropFirst(2))
        } else {
            (encoding, body) = (.utf8, data)
        }
        guard let text = String(data: Data(body), encoding: encoding.foundation) else {
            throw FileReadError(
                reason: "not \(encoding == .utf8 ? "UTF-8 or UTF-16 with a byte-order mark" : "valid \(encoding.name)")"
            )
        }
        return (encoding, text)
    }

    /// Foundation reads UTF-32 too, whose mark starts like UTF-16's: taken for UTF-16, an edit would garble it.
    package static func refuseUTF32(_ data: Data) throws(FileReadError) {
        let bytes = [UInt8](data.prefix(4))
        if bytes == [0xFF, 0xFE, 0, 0] || bytes == [0, 0, 0xFE, 0xFF] {
            throw FileReadError(reason: "UTF-32, which quickglyph does not edit; save it as UTF-8 and build again")
        }
    }

    package func encode(_ text: String) -> Data {
        switch self {
        case .utf8: return Data(text.utf8)
        case .utf8WithMark: return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var data = Data(self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
            for unit in text.utf16 {
                let bytes =
                    self == .utf16LittleEndian
                    ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                data.append(contentsOf: bytes)
            }
            return data
        }
    }

    private var foundation: String.Encoding {
        switch self {
        case .utf8, .utf8WithMark: return .utf8
        case .utf16LittleEndian: return .utf16LittleEndian
        case .utf16BigEndian: return .utf16BigEndian
        }
    }

    private var name: String {
        switch self {
        case .utf8, .utf8WithMark: return "UTF-8"
        case .utf16LittleEndian: return "UTF-16 (little-endian)"
        case .utf16BigEndian: return "UTF-16 (big-endian)"
        }
    }
}
