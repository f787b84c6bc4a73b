import Foundation
import QuickGlyphCore
import QuickGlyphInventory

/// Writes one language's translations into a `LANG.lproj/InfoPlist.strings`
/// file. A file that exists is edited line by line, so its comments, its other
/// keys and their order stay as they are: the one-line `"key" = "value";` of a
/// key quickglyph writes is replaced in place, a key it wrote before and no
/// longer writes loses its line, and new keys are added at the end, sorted.
/// The file keeps its encoding (UTF-8, or UTF-16 with a byte-order mark) and
/// its line endings; a new file is UTF-8.
package enum StringsFileWriter {
    /// The file after the merge. `managed` is the keys an earlier build wrote into it.
    package static func merge(_ table: [String: String], into existing: Text?, managed: Set<String> = []) -> Data {
        let encoding = existing?.encoding ?? .utf8
        let text = existing?.text ?? ""
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let ours = managed.union(table.keys)
        var written = Set<String>()
        var lines: [String] = []
        var inComment = false
        // Split on the scalar: to Swift's String, "\r\n" is one character, not a "\r" and a "\n".
        for scalars in text.isEmpty ? [] : text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(scalars)
            let scan = StringsLine(line, startsInComment: inComment)
            inComment = scan.endsInComment
            guard let key = scan.key, ours.contains(key) else {
                lines.append(line)
                continue
            }
            // A second line of a key quickglyph writes would shadow the first: it goes.
            guard let value = table[key], !written.contains(key) else { continue }
            written.insert(key)
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines.append(indent + entry(key, value) + (line.unicodeScalars.last == "\r" ? "\r" : ""))
        }
        // A final newline leaves an empty last line, so joining puts it back.
        var body = lines.joined(separator: "\n")
        let added = table.keys.filter { !written.contains($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if !added.isEmpty {
            if !body.isEmpty, body.unicodeScalars.last != "\n" { body += newline }
            body += added.map { entry($0, table[$0]!) + newline }.joined()
        }
        return encoding.encode(body)
    }

    /// A strings file read from disk, and the encoding to write it back in.
    package struct Text {
        var encoding: TextEncoding
        var text: String
    }

    /// The file in these bytes, or why they are not a strings file.
    package static func read(_ data: Data) throws(FileReadError) -> Text {
        // The same reader `check` uses decides whether the file is a strings file at all.
        do {
            _ = try StringsFile.parse(data)
        } catch {
            throw error as? FileReadError ?? FileReadError(error)
        }
        let (encoding, text) = try TextEncoding.decode(data)
        return Text(encoding: encoding, text: text)
    }

    /// `"key" = "value";`
    static func entry(_ key: String, _ value: String) -> String {
        "\"\(escaped(key))\" = \"\(escaped(value))\";"
    }

    /// A strings file's quoted string: backslash, quote and line breaks escaped; the rest as is (the file is Unicode).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
