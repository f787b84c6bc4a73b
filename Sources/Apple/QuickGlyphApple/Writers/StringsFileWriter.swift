import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Writes one language's translations into a `LANG.lproj/InfoPlist.strings`
/// file. A file that exists is edited line by line, so its comments, its other
/// keys and their order stay as they are: the one-line `"key" = "value";` of a
/// key quickglyph writes is replaced in place, a key it wrote before and no
/// longer writes loses its line, and new keys are added at the end, sorted.
/// The file keeps its encoding (UTF-8, or UTF-16 with a byte-order mark) and
/// its line endings; a new file is UTF-8. The result is read back with
/// Foundation, as an app reads it, and a merge that would read differently
/// from what is meant is refused: the file is left as it was.
package enum StringsFileWriter {
    /// The file after the merge, or the file as it was when `mergeChecked`
    /// refuses the merge (which says why). `managed` is the keys an earlier build wrote into it.
    package static func merge(_ table: [String: String], into existing: Text?, managed: Set<String> = []) -> Data {
        do {
            return try mergeChecked(table, into: existing?.data, managed: managed)
        } catch {
            if let existing { return existing.data }
            // A new file is entries alone, which nothing comes after: it is the line edit's, as is.
            return (try? edit(table, into: nil, managed: managed)) ?? Data()
        }
    }

    /// The file after the merge, read back with Foundation as an app reads it:
    /// every key the file held keeps its value (but those of `managed` no longer
    /// in `table`, which go), and every key of `table` has its value. Otherwise,
    /// or when the file does not parse, nothing is merged and the refusal says why.
    /// - Parameter original: the file's bytes; nil when there is none yet.
    package static func mergeChecked(
        _ table: [String: String], into original: Data?,
        managed: Set<String> = []
    ) throws(StringsMergeRefusal) -> Data {
        var text: Text?
        var before: [String: Any] = [:]
        if let original {
            do throws(FileReadError) {
                // Named before Foundation reads it, which it does or not by platform.
                try TextEncoding.refuseUTF32(original)
            } catch {
                throw StringsMergeRefusal(reason: error.reason)
            }
            // Foundation before the text: an XML or binary property list is named as one, not as text that does not
            // decode.
            before = try foundationTable(original, merged: false)
            do throws(FileReadError) {
                // Foundation has just read it as a strings file: only its text is wanted now, not a second parse.
                let (encoding, decoded) = try TextEncoding.decode(original)
                text = Text(data: original, encoding: encoding, text: decoded)
            } catch {
                throw StringsMergeRefusal(reason: error.reason)
            }
        }
        let merged = try edit(table, into: text, managed: managed)
        let after = try foundationTable(merged, merged: true)
        var expected = before
        for key in managed where table[key] == nil { expected[key] = nil }
        for (key, value) in table { expected[key] = value }
        let keys = Set(expected.keys).union(after.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys {
            let want = expected[key], got = after[key]
            if let want, let got, PropertyListEquality.equal(want, got) { continue }
            throw StringsMergeRefusal(
                reason: difference(key, want: want, got: got, table: table, managed: managed, in: merged))
        }
        return merged
    }

    /// A strings file read from disk, and the encoding to write it back in.
    package struct Text {
        var data: Data
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
        return Text(data: data, encoding: encoding, text: text)
    }

    /// The line-by-line edit: comments, other keys and their order stay; refused
    /// when the text ends inside a comment or a quoted string.
    static func edit(
        _ table: [String: String], into existing: Text?, managed: Set<String>
    ) throws(StringsMergeRefusal) -> Data {
        let encoding = existing?.encoding ?? .utf8
        let text = existing?.text ?? ""
        let ours = managed.union(table.keys)
        var written = Set<String>()
        var body = ""
        var state = StringsLine.State.code
        for (number, line) in lines(of: text).enumerated() {
            let scan = StringsLine(line.content, number: number + 1, startState: state)
            state = scan.endState
            guard let key = scan.key, ours.contains(key) else {
                body += line.content + line.end
                continue
            }
            // A second line of a key quickglyph writes would shadow the first: it goes.
            guard let value = table[key], !written.contains(key) else { continue }
            written.insert(key)
            let indent = line.content.prefix { $0 == " " || $0 == "\t" }
            body += indent + entry(key, value) + line.end
        }
        switch state {
        case .code: break
        case .comment(let line):
            throw StringsMergeRefusal(
                reason: "it ends inside a /* comment opened on line \(line): a key added after it "
                    + "would be part of the comment, and not read; close the comment with */")
        case let .string(line, quote):
            throw StringsMergeRefusal(
                reason: "it ends inside a quoted string opened on line \(line): a key added after it "
                    + "would be part of that string, and not read; close the string with \(quote)")
        }
        let added = table.keys.filter { !written.contains($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if !added.isEmpty {
            let newline = newline(of: text)
            if let last = body.unicodeScalars.last, last != "\n", last != "\r" { body += newline }
            body += added.map { entry($0, table[$0]!) + newline }.joined()
        }
        return encoding.encode(body)
    }

    /// The text's lines and what ends each: `\r\n`, `\n`, a lone `\r` (as old Mac
    /// files have, and Foundation counts) or nothing, for the last.
    private static func lines(of text: String) -> [(content: String, end: String)] {
        var result: [(content: String, end: String)] = []
        var content = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                result.append((String(content), "\n"))
                content = String.UnicodeScalarView()
            case "\r" where pending == "\n":
                pending = scalars.next()
                result.append((String(content), "\r\n"))
                content = String.UnicodeScalarView()
            case "\r":
                result.append((String(content), "\r"))
                content = String.UnicodeScalarView()
            default:
                content.append(scalar)
            }
        }
        if !content.isEmpty { result.append((String(content), "")) }
        return result
    }

    /// The line ending an added line takes: the file's own.
    private static func newline(of text: String) -> String {
        let scalars = text.unicodeScalars
        if text.contains("\r\n") { return "\r\n" }
        return !scalars.contains("\n") && scalars.contains("\r") ? "\r" : "\n"
    }

    /// What Foundation reads from strings-file bytes: the table an app looks its strings up in.
    private static func foundationTable(_ data: Data, merged merging: Bool) throws(StringsMergeRefusal) -> [String: Any]
    {
        if StringsFile.isBlank(data) { return [:] }
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            // The reader `check` uses says it in the old-style parser's own words ("Missing ';' on line 2").
            let reason: String
            do {
                _ = try StringsFile.parse(data)
                reason = ErrorText.describe(error)
            } catch let parse as FileReadError {
                reason = parse.reason
            } catch {
                reason = ErrorText.describe(error)
            }
            throw StringsMergeRefusal(
                reason: merging ? "after the merge Foundation would not read it: \(reason)" : reason)
        }
        if format != .openStep {
            throw StringsMergeRefusal(
                reason: "it is \(format == .xml ? "an XML" : "a binary") property list, which iOS reads but "
                    + "quickglyph does not edit; write it as \"key\" = \"value\"; lines, or remove it, and build again")
        }
        guard let table = object as? [String: Any] else {
            throw StringsMergeRefusal(
                reason: merging
                    ? "after the merge Foundation would not read it as a table of strings"
                    : "not a table of strings")
        }
        return table
    }
    /// Why the merged file, read back, is not what the merge means: the first key that differs.
    private static func difference(
        _ key: String, want: Any?, got: Any?, table: [String: String], managed: Set<String>,
        in merged: Data
    ) -> String {
        let name = "\"\(escaped(key))\""
        if let value = table[key] {
            guard let got else {
                let line =
                    (try? TextEncoding.decode(merged)).flatMap { _, text in
                        lines(of: text).firstIndex { $0.content.hasSuffix(entry(key, value)) }.map {
                            " on line \($0 + 1)"
                        }
                    } ?? ""
                return
                    "\(name), written\(line), would not be read: Foundation stops reading the file before it; look for a "
                    + "stray character, or a quote or comment left open, after the last entry it reads"
            }
            return
                "\(name) would read \(describe(got)), not \(describe(value)): a later entry for it spans lines or shares "
                + "a line, which the merge does not edit; write that entry on one line of its own"
        }
        if managed.contains(key) {
            return
                "\(name), which an earlier build wrote, would still be read as \(describe(got)): its entry spans lines "
                + "or shares a line, which the merge does not edit; remove it by hand"
        }
        guard let want else { return "\(name), which the file does not hold, would be read as \(describe(got))" }
        guard let got else { return "the file's own \(name) would no longer be read" }
        return "the file's own \(name) would read \(describe(got)), not \(describe(want))"
    }

    private static func describe(_ value: Any?) -> String {
        guard let value else { return "nothing" }
        if let text = value as? String { return "\"\(escaped(text))\"" }
        return String(describing: value)
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
