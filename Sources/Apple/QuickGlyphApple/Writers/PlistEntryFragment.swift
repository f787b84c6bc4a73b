import Foundation

/// One top-level entry as Foundation writes it: the lines between `<dict>` and
/// `</dict>` of `PropertyListSerialization`'s XML for a one-key dictionary,
/// each with its depth. Only the indentation is redone, in the target file's
/// own; the elements and their text are Foundation's, byte for byte.
struct PlistEntryFragment {
    /// A line of the entry: its depth below the key (0 for the key and the
    /// value's first and last line) and its text after Foundation's tabs.
    struct Line {
        var depth: Int
        var text: [UInt8]
        /// A line that continues a multi-line string: its leading whitespace is
        /// the string's own and is kept as it is.
        var continuesText: Bool
    }

    var lines: [Line]
    /// Foundation's `<dict>` and `</dict>`, for a root written `<dict/>`.
    var rootTags: (open: [UInt8], close: [UInt8])

    /// Why Foundation's XML did not have the expected shape.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// - Parameter xml: Foundation's XML plist of a dictionary with one key.
    init(xml: Data) throws(Failure) {
        let all = Array(xml).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        guard let open = all.firstIndex(of: Array("<dict>".utf8)), let close = all.lastIndex(of: Array("</dict>".utf8)),
            open + 2 < close
        else {
            throw Failure(description: "Foundation's XML has no one-entry <dict>")
        }
        rootTags = (all[open], all[close])
        lines = []
        var insideText = false
        for raw in all[(open + 1)..<close] {
            let tabs = raw.prefix { $0 == 0x09 }.count
            lines.append(Line(depth: tabs - 1, text: insideText ? raw : Array(raw[tabs...]), continuesText: insideText))
            insideText = Self.endsInsideText(raw, startingInside: insideText)
        }
    }

    /// The key line and the value, the key at `indent`, each line after the first
    /// indented by `indent` and `unit` per level.
    func entry(indent: [UInt8], unit: [UInt8], newline: [UInt8]) -> [UInt8] {
        render(lines, indent: indent, unit: unit, newline: newline)
    }

    /// The value alone, its first line at the caller's position.
    func value(indent: [UInt8], unit: [UInt8], newline: [UInt8]) -> [UInt8] {
        render(Array(lines.dropFirst()), indent: indent, unit: unit, newline: newline)
    }

    private func render(_ lines: [Line], indent: [UInt8], unit: [UInt8], newline: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 {
                out += newline
                if !line.continuesText {
                    out += indent
                    for _ in 0..<max(0, line.depth) { out += unit }
                }
            }
            out += line.text
        }
        return out
    }

    /// The elements whose content is text; Foundation escapes `<` in text, so every `<` is a tag.
    private static let textElements: Set<String> = ["key", "string", "data", "date", "integer", "real"]

    /// Whether a line ends inside an element's text (a string with a line break).
    private static func endsInsideText(_ line: [UInt8], startingInside: Bool) -> Bool {
        var inside = startingInside
        var index = 0
        while let start = line[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = line[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = line[(start + 1)..<end]
            if tag.first == UInt8(ascii: "/") {
                inside = false
            } else if tag.last != UInt8(ascii: "/"), textElements.contains(String(decoding: tag, as: UTF8.self)) {
                inside = true
            }
            index = end + 1
        }
        return inside
    }
}
