import Foundation

/// A project.pbxproj as the lines Xcode writes: one object a block in its
/// section (`\t\tID /* comment */ = {` … `\t\t};`), one key a line inside it at
/// the block's depth, lists one element a line. Edits are made to these lines
/// only, so a change is exactly the lines it adds or takes away; where the file
/// is not laid out so, the finders return nil and the caller refuses.
struct PBXProjectText {
    var lines: [String]

    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
    }

    var text: String { lines.joined(separator: "\n") }

    /// The lines of the object `id`: its opening line and the `\t\t};` that closes it.
    func object(_ id: String) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { Self.opens(line: $0, id: id) }) else { return nil }
        guard let end = lines[(start + 1)...].firstIndex(of: "\t\t};") else { return nil }
        return start..<(end + 1)
    }

    /// The line of the object `id` when Xcode wrote it on one line (`\t\tID /* … */ = {isa = …; };`).
    func oneLineObject(_ id: String) -> Int? {
        lines.firstIndex { $0.hasPrefix("\t\t" + id + " ") && $0.contains(" = {isa = ") && $0.hasSuffix("};") }
    }

    /// `line`, a one-line object, with `element` added at the end of its list `key`, the
    /// list made after `anchor` when it has none.
    static func addingToOneLineList(
        _ key: String, _ element: String, after anchor: String,
        in line: String
    ) -> (line: String, madeList: Bool)? {
        if let list = line.range(of: " \(key) = ("), let close = line[list.upperBound...].range(of: "); ") {
            var edited = line
            edited.insert(contentsOf: element + " ", at: close.lowerBound)
            return (edited, false)
        }
        guard let place = line.range(of: anchor) else { return nil }
        var edited = line
        edited.insert(contentsOf: "\(key) = (\(element) ); ", at: place.upperBound)
        return (edited, true)
    }

    /// `line` with `element` taken out of its list `key`, and the list too when `dropsList`.
    static func removingFromOneLineList(_ key: String, _ element: String, dropsList: Bool, in line: String) -> String? {
        if dropsList, let whole = line.range(of: "\(key) = (\(element) ); ") {
            var edited = line
            edited.removeSubrange(whole)
            return edited
        }
        guard let found = line.range(of: element + " ") else { return nil }
        var edited = line
        edited.removeSubrange(found)
        return edited
    }

    private static func opens(line: String, id: String) -> Bool {
        guard line.hasPrefix("\t\t" + id + " "), line.hasSuffix("= {") else { return false }
        return true
    }

    /// Inside `range`, the lines of the value of `key` written at `depth` tabs: for a
    /// dictionary or list, its opening line through its closing one; for a scalar, the one line.
    func value(_ key: String, depth: Int, in range: Range<Int>) -> Range<Int>? {
        let indent = String(repeating: "\t", count: depth)
        for index in range
        where lines[index].hasPrefix(indent + key + " = ") || lines[index].hasPrefix(indent + "\"\(key)\" = ") {
            let line = lines[index]
            guard line.hasSuffix("{") || line.hasSuffix("(") else { return index..<(index + 1) }
            let closer = indent + (line.hasSuffix("{") ? "};" : ");")
            guard let end = lines[(index + 1)..<range.upperBound].firstIndex(of: closer) else { return nil }
            return index..<(end + 1)
        }
        return nil
    }

    /// The key a line at `depth` tabs sets, unquoted; nil for a line at another depth.
    static func key(of line: String, depth: Int) -> String? {
        let indent = String(repeating: "\t", count: depth)
        guard line.hasPrefix(indent), !line.dropFirst(depth).hasPrefix("\t"),
            let equals = line.range(of: " = ")
        else { return nil }
        var key = String(line[line.index(line.startIndex, offsetBy: depth)..<equals.lowerBound])
        if key.hasPrefix("\""), key.hasSuffix("\""), key.count >= 2 { key = String(key.dropFirst().dropLast()) }
        return key
    }

    /// Where a key line at `depth` goes among the keys of a dictionary whose lines are
    /// `body` (between its braces): before the first key after it, as Xcode sorts them,
    /// `isa` always first.
    func insertionPoint(forKey key: String, depth: Int, body: Range<Int>) -> Int {
        var index = body.lowerBound
        while index < body.upperBound {
            if let other = Self.key(of: lines[index], depth: depth), other != "isa", other > key { return index }
            index += 1
        }
        return body.upperBound
    }

    /// A string as Xcode writes it in a project: bare when it is only letters, digits
    /// and `_ $ / . :`, else quoted with `"` and `\` escaped.
    static func quoted(_ value: String) -> String {
        let bare =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || "_$/.:".unicodeScalars.contains(scalar)
            }
        if bare { return value }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped + "\""
    }
}
