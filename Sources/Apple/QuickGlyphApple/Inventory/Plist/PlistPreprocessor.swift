/// The preprocessor lines of a plist set aside: each directive line (and each
/// line of a branch not kept) is emptied, so the rest keeps its line and column.
package enum PlistPreprocessor {
    /// The directives Xcode's Info.plist preprocessing (the C preprocessor) knows.
    static let directives: Set<String> = [
        "if", "ifdef", "ifndef", "elif", "else", "endif", "include", "import", "define", "undef", "error",
        "warning", "pragma", "line",
    ]

    /// Whether any line is a directive.
    package static func hasDirectives(_ bytes: [UInt8]) -> Bool {
        lines(of: bytes).contains { directive(in: bytes[$0]) != nil }
    }

    /// The text with directive lines emptied; `keep` picks which lines of conditional branches stay.
    static func setAside(_ bytes: [UInt8], keeping keep: PlistReading) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        // For each open `#if`: the branch we are in (0 = first) and whether it has an `#else`.
        var branches: [(index: Int, inElse: Bool)] = []
        for line in lines(of: bytes) {
            let text = bytes[line]
            if let word = directive(in: text) {
                switch word {
                case "if", "ifdef", "ifndef": branches.append((0, false))
                case "elif": if !branches.isEmpty { branches[branches.count - 1].index += 1 }
                case "else":
                    if !branches.isEmpty {
                        branches[branches.count - 1].index += 1; branches[branches.count - 1].inElse = true
                    }
                case "endif": _ = branches.popLast()
                default: break
                }
            } else if branches.allSatisfy({ kept($0, keep) }) {
                out += text
            }
            if line.upperBound < bytes.count { out.append(UInt8(ascii: "\n")) }
        }
        return out
    }

    private static func kept(_ branch: (index: Int, inElse: Bool), _ keep: PlistReading) -> Bool {
        switch keep {
        case .asWritten, .directivesSetAside: return true
        case .firstBranches: return branch.index == 0
        case .elseBranches: return branch.inElse
        }
    }

    /// Each line's byte range, without its `\n`.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<offset)
            start = offset + 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// `if` for a line `  #  if DEBUG`; nil for any other line (a `#` in text is not a directive).
    private static func directive(in line: ArraySlice<UInt8>) -> String? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        let start = index
        while index < line.endIndex, (0x61...0x7A).contains(line[index]) { index += 1 }
        let word = String(decoding: line[start..<index], as: UTF8.self)
        return directives.contains(word) ? word : nil
    }
}
