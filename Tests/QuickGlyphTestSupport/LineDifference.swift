/// Where two texts first part, line by line: what a failing comparison of a whole
/// file shows, so the message points at the change instead of holding two files.
package struct LineDifference: Equatable, Sendable {
    /// The first line that differs, counted from 1.
    var line: Int
    /// That line in each text; nil when the text ends before it.
    var expected: String?
    var actual: String?

    /// Nil when the texts are equal. A missing or extra final newline shows as an
    /// empty last line on one side only.
    package init?(expected: String, actual: String) {
        let expectedLines = LineDifference.lines(expected), actualLines = LineDifference.lines(actual)
        let common = min(expectedLines.count, actualLines.count)
        let index =
            (0..<common).first { expectedLines[$0] != actualLines[$0] }
            ?? (expectedLines.count == actualLines.count ? nil : common)
        guard let index else { return nil }
        line = index + 1
        self.expected = index < expectedLines.count ? expectedLines[index] : nil
        self.actual = index < actualLines.count ? actualLines[index] : nil
    }

    /// `line 3: expected "…", found "…"`.
    package var description: String {
        func shown(_ text: String?) -> String { text.map(LineDifference.quoted) ?? "the end of the text" }
        return "line \(line): expected \(shown(expected)), found \(shown(actual))"
    }

    /// Split on the scalar "\n": Swift counts "\r\n" as one Character, which a
    /// split on Characters would never cut, hiding a carriage return.
    static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
    }

    /// In quotes, with what cannot be seen (a tab, a carriage return, a control or
    /// format character) escaped; a trailing space shows before the closing quote.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                let category = scalar.properties.generalCategory
                result +=
                    category == .control || category == .format
                    ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return result + "\""
    }
}
