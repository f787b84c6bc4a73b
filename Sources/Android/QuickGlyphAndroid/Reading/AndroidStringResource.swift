import Foundation
import QuickGlyphModel

/// One `<string name=…>` of a `values*/` file, its text as Android shows it.
package struct AndroidStringResource: Sendable, Equatable {
    var name: String
    /// The text after Android's unescaping and whitespace rules.
    package var value: String
    package var folder: AndroidResourceFolder
    var path: String
    var position: SourcePosition
    /// The resource a string whose whole value is a reference (`@string/other`) stands for: aapt compiles it as
    /// that resource, not as the text "@string/other". An escaped `\@` is text, so this is read from the raw value.
    var alias: AndroidResourceReference?

    package init(name: String, value: String, folder: AndroidResourceFolder, path: String, position: SourcePosition) {
        self.name = name
        self.value = value
        self.folder = folder
        self.path = path
        self.position = position
    }

    /// The `<string>` elements of a values file's `<resources>`.
    static func all(in root: AndroidXMLElement, folder: AndroidResourceFolder, path: String) -> [AndroidStringResource]
    {
        root.children(named: "string").compactMap { element in
            guard let name = element.attributes["name"] else { return nil }
            let raw = element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
            var string = AndroidStringResource(
                name: name, value: decode(element.textContent), folder: folder, path: path, position: element.position)
            string.alias = AndroidResourceReference(raw)
            return string
        }
    }

    /// As aapt compiles a string: outside double quotes runs of white space become one space and the
    /// ends are trimmed; the quotes themselves vanish; `\'`, `\"`, `\\`, `\@`, `\?` stand for the
    /// character, `\n` and `\t` for a line break and a tab, `\u` and four hex digits for that code point.
    package static func decode(_ raw: String) -> String {
        var result = ""
        var quoted = false
        var pendingSpace = false
        let characters = Array(raw)
        var index = 0
        func append(_ text: String) {
            if pendingSpace, !result.isEmpty { result += " " }
            pendingSpace = false
            result += text
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                guard index < characters.count else { continue }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    let digits = String(characters[index..<min(index + 4, characters.count)])
                    if digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        append(String(scalar))
                        index += 4
                    }
                default: append(String(escaped))
                }
            case "\"":
                quoted.toggle()
            case _ where character.isWhitespace && !quoted:
                pendingSpace = true
            default:
                append(String(character))
            }
        }
        return result
    }

    /// The first printf placeholder (`%s`, `%1$s`, `%d`, `%.2f`), which a shortcut label shows as typed. A percent
    /// sign before a space or a word ("100% sure") is prose, and `%%` an escaped percent, not a placeholder.
    package var placeholder: String? {
        guard
            let range = value.range(
                of: #"%([0-9]+\$)?[-#+0,(]*[0-9]*(\.[0-9]+)?[sSdfxXc](?![a-zA-Z])"#, options: .regularExpression)
        else { return nil }
        // A "%%" before it makes it a literal percent.
        var start = range.lowerBound
        var percents = 0
        while start > value.startIndex, value[value.index(before: start)] == "%" {
            percents += 1; start = value.index(before: start)
        }
        return percents % 2 == 0 ? String(value[range]) : nil
    }
}
