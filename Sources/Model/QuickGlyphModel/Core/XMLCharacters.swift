/// The characters XML 1.0 allows (its `Char` production). A property list is
/// XML: a string holding anything else makes a file Xcode and every XML parser
/// refuse, though JSON can carry it (`"\u0000"`, `"\uffff"`).
package enum XMLCharacters {
    package static func allows(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// The first character of `text` XML forbids, if any.
    package static func firstForbidden(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !allows($0) }
    }

    /// `U+0000`: how a message names a character that cannot be shown.
    package static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
