import Foundation

/// Replaces build setting references in a value, as Xcode does when it builds.
struct BuildSettingExpansion {
    let lookup: (String) -> String?

    /// Xcode stops a setting that refers to itself; so does this, a few levels down.
    func expand(_ value: String, depth: Int = 0) -> String {
        guard depth < 12, value.contains("$") else { return value }
        var output = ""
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            guard character == "$", value.index(after: index) < value.endIndex else {
                output.append(character)
                index = value.index(after: index)
                continue
            }
            let next = value.index(after: index)
            if let close = Self.closing(value, open: next) {
                let inner = String(value[value.index(after: next)..<close])
                let written = String(value[index...close])
                output += reference(inner, written: written, depth: depth)
                index = value.index(after: close)
            } else if value[next] == "_" || value[next].isLetter {
                var end = next
                while end < value.endIndex, value[end] == "_" || value[end].isLetter || value[end].isNumber {
                    end = value.index(after: end)
                }
                let name = String(value[next..<end])
                output += lookup(name).map { expand($0, depth: depth + 1) } ?? String(value[index..<end])
                index = end
            } else {
                output.append(character)
                index = next
            }
        }
        return output
    }

    /// The `)` or `}` closing the bracket at `open`, counting nested references.
    private static func closing(_ value: String, open: String.Index) -> String.Index? {
        let opener = value[open]
        guard opener == "(" || opener == "{" else { return nil }
        let closer: Character = opener == "(" ? ")" : "}"
        var level = 0
        var index = open
        while index < value.endIndex {
            if value[index] == opener { level += 1 }
            if value[index] == closer {
                level -= 1
                if level == 0 { return index }
            }
            index = value.index(after: index)
        }
        return nil
    }

    /// One `$(…)`: its name (itself possibly built from references) and operators.
    private func reference(_ inner: String, written: String, depth: Int) -> String {
        let expandedInner = expand(inner, depth: depth + 1)
        var parts = expandedInner.split(separator: ":", maxSplits: .max, omittingEmptySubsequences: false).map(
            String.init)
        let name = parts.removeFirst()
        // `$()` is empty on purpose: it keeps `//` in an xcconfig value from starting a comment.
        if name.isEmpty, parts.isEmpty { return "" }
        var value = lookup(name).map { expand($0, depth: depth + 1) }
        for operation in parts {
            if operation.hasPrefix("default=") {
                if value?.isEmpty ?? true { value = String(operation.dropFirst("default=".count)) }
                continue
            }
            guard let current = value else { break }
            switch operation {
            case "lower": value = current.lowercased()
            case "upper": value = current.uppercased()
            case "rfc1034identifier":
                value = Self.replacing(current, with: "-") {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".")
                }
            case "c99extidentifier", "identifier":
                let identifier = Self.replacing(current, with: "_") {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")
                }
                value = identifier.first?.isNumber == true ? "_" + identifier : identifier
            default: return written
            }
        }
        return value ?? written
    }

    private static func replacing(_ text: String, with replacement: Character, keeping: (Character) -> Bool) -> String {
        String(text.map { keeping($0) ? $0 : replacement })
    }
}
