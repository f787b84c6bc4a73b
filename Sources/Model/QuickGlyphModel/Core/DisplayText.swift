/// Text from files and file names made safe to print in a finding: one line,
/// no terminal escape codes, and not a whole paragraph inside a message. Messages
/// quote a value and list names through here, so each is cut the same way and
/// says how much was left out.
package enum DisplayText {
    /// How many characters of a value a message quotes before cutting it.
    static let quoteLimit = 60
    /// How many names a list in a message gives: a reader takes in a handful, and the count says the rest.
    static let listLimit = 8

    /// `"value"`, cut at `limit` characters: `"aaaa…" (9,000,000 more characters)`. A 9 MB
    /// font name or href must not become a 9 MB message.
    package static func quote(_ value: String, limit: Int = quoteLimit) -> String {
        guard let (kept, left) = cut(value, limit: limit) else { return "\"\(value)\"" }
        return "\"\(kept)…\" (\(count(left)) more \(left == 1 ? "character" : "characters"))"
    }

    /// The value unquoted, cut as `quote` cuts it: `aaaa… (9,000,000 more characters)`.
    package static func shortened(_ value: String, limit: Int = quoteLimit) -> String {
        guard let (kept, left) = cut(value, limit: limit) else { return value }
        return "\(kept)… (\(count(left)) more \(left == 1 ? "character" : "characters"))"
    }

    /// The first `limit` characters and how many more there are; nil when the value is no longer than that.
    private static func cut(_ value: String, limit: Int) -> (kept: Substring, left: Int)? {
        // Counting stops past the limit: a 9 MB value is not walked twice to learn that it is long.
        guard
            value.index(value.startIndex, offsetBy: limit, limitedBy: value.endIndex).map({ $0 < value.endIndex })
                ?? false
        else {
            return nil
        }
        let kept = value.prefix(limit)
        return (kept, value[kept.endIndex...].count)
    }

    /// A path (or `path:line:column`) cut from the middle to at most `width` characters, whole
    /// folders at a time, its first folder and its file name kept: `Sources/…/Shortcuts.swift:12:5`.
    /// The file name is never cut, so a path whose name alone is longer than `width` stays longer.
    /// The one way every printed table shortens a path, so a long one reads the same everywhere.
    package static func middleShortenedPath(_ path: String, width: Int) -> String {
        guard path.count > width else { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return path }
        let name = parts[parts.count - 1]
        // The first folder tells which tree the file is in: kept while it leaves room for the name.
        let head = parts[0].isEmpty ? "" : parts[0]
        var tail = [name]
        func joined(_ head: String?) -> String { (head.map { $0 + "/" } ?? "") + "…/" + tail.joined(separator: "/") }
        let keepsHead = joined(head).count <= width
        for part in parts.dropFirst().dropLast().reversed() {
            let longer = [part] + tail
            let candidate = (keepsHead ? head + "/" : "") + "…/" + longer.joined(separator: "/")
            guard candidate.count <= width else { break }
            tail = longer
        }
        return joined(keepsHead ? head : nil)
    }

    /// How many of a middle-shortened path's last parts it kept (`Sources/…/Menu/Shortcuts.swift` kept 2); nil for a
    /// path that was not shortened.
    package static func keptParts(of shortened: String) -> Int? {
        guard let cut = shortened.range(of: "…/", options: .backwards) else { return nil }
        return shortened[cut.upperBound...].split(separator: "/", omittingEmptySubsequences: false).count
    }

    /// `path` cut as `middleShortenedPath` cuts it, keeping its first folder and its last `kept` parts: a table
    /// cuts each of a column's paths by the same folders. Unchanged when that would not make it shorter.
    package static func middleShortenedPath(_ path: String, keeping kept: Int) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard kept >= 1, parts.count > kept + 1 else { return path }
        let shortened = parts[0] + "/…/" + parts.suffix(kept).joined(separator: "/")
        return shortened.count < path.count ? shortened : path
    }

    /// Names for a message, as given (quote each first when they are values): all of them when there
    /// are no more than `limit`, else the first `limit` and the count of the rest,
    /// `"a", "b", "c", … and 24,990 more`. A module of 25,000 shortcuts must not make a 240,000-character line.
    /// By count, not by length: the same names give the same message wherever the files lie.
    package static func list<Names: Collection>(_ names: Names, limit: Int = listLimit) -> String
    where Names.Element == String {
        let shown = names.prefix(limit).joined(separator: ", ")
        let left = names.count - min(names.count, limit)
        return left == 0 ? shown : shown + ", … and \(count(left)) more"
    }

    /// A count as a message gives it, its thousands grouped whatever the locale: "24,990".
    package static func count(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }

    /// Control characters written as Swift escapes (`\n`, `\t`, `\u{1B}`), so a
    /// name holding a newline cannot split a finding in two, nor an escape
    /// sequence recolour or rewrite the user's terminal. Everything else is kept.
    package static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// C0, DEL and C1 controls, and the line and paragraph separators some terminals break on.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
