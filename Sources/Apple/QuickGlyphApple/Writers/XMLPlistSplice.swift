/// The text edit that sets, inserts or removes one entry of an XML property
/// list's top-level dictionary, in the file's own layout: its line ending, the
/// indentation of its keys, and its indentation unit (tabs as Xcode writes
/// them, or spaces). Every byte outside the entry stays as it was.
struct XMLPlistSplice {
    let bytes: [UInt8]
    let outline: XMLPlistOutline
    /// `\r\n` when the file's first line ends so, else `\n`.
    let newline: [UInt8]
    /// What precedes the top-level `<dict>` on its line.
    let rootIndent: [UInt8]
    /// What precedes a top-level `<key>` on its line.
    let keyIndent: [UInt8]
    /// One level deeper.
    let unit: [UInt8]

    /// - Parameter fallbackUnit: the level's indentation when the dictionary's own keys do not show it (it has
    ///   none, or they sit flush with its `<dict>`): a tab, as Xcode writes, or the enclosing file's unit.
    init(bytes: [UInt8], outline: XMLPlistOutline, fallbackUnit: [UInt8] = [0x09]) {
        self.bytes = bytes
        self.outline = outline
        if let end = bytes.firstIndex(of: UInt8(ascii: "\n")), end > 0, bytes[end - 1] == UInt8(ascii: "\r") {
            newline = Array("\r\n".utf8)
        } else {
            newline = [UInt8(ascii: "\n")]
        }
        rootIndent = Self.indent(before: outline.rootOpen.lowerBound, in: bytes) ?? []
        let keyIndents = outline.entries.compactMap { Self.indent(before: $0.keyRange.lowerBound, in: bytes) }
        // Xcode writes a tab a level; a file with its keys flush with its <dict> gets one too.
        if let first = keyIndents.first, first.starts(with: rootIndent), first.count > rootIndent.count {
            keyIndent = first
            unit = Array(first[rootIndent.count...])
        } else {
            unit = fallbackUnit
            keyIndent = keyIndents.first ?? rootIndent + unit
        }
    }

    /// The whole text with the entry `key` replaced by `fragment` (inserted
    /// before the closing `</dict>` when absent), or removed with the lines it
    /// held when `fragment` is nil.
    func setting(_ key: String, to fragment: PlistEntryFragment?) -> [UInt8] {
        let existing = outline.entries.first { $0.key == key }
        switch (existing, fragment) {
        case (nil, nil):
            return bytes
        case let (entry?, fragment?):
            // The key element and whatever is between it and the value stay as written.
            let base =
                Self.indent(before: entry.valueRange.lowerBound, in: bytes)
                ?? Self.indent(before: entry.keyRange.lowerBound, in: bytes) ?? keyIndent
            return Array(bytes[..<entry.valueRange.lowerBound])
                + fragment.value(indent: base, unit: unit, newline: newline)
                + Array(bytes[entry.valueRange.upperBound...])
        case let (entry?, nil):
            return removing(entry)
        case let (nil, fragment?):
            return inserting(fragment)
        }
    }

    private func inserting(_ fragment: PlistEntryFragment) -> [UInt8] {
        let entry = fragment.entry(indent: keyIndent, unit: unit, newline: newline)
        guard let close = outline.rootClose else {
            // `<dict/>`: written out as an open and a close tag around the one entry.
            let dict = fragment.rootTags
            return Array(bytes[..<outline.rootOpen.lowerBound]) + dict.open + newline + keyIndent + entry + newline
                + rootIndent
                + dict.close + Array(bytes[outline.rootOpen.upperBound...])
        }
        if let closeIndent = Self.indent(before: close.lowerBound, in: bytes) {
            // `</dict>` begins its line: the entry takes whole lines just above it.
            let lineStart = close.lowerBound - closeIndent.count
            return Array(bytes[..<lineStart]) + keyIndent + entry + newline + Array(bytes[lineStart...])
        }
        return Array(bytes[..<close.lowerBound]) + newline + keyIndent + entry + newline + rootIndent
            + Array(bytes[close.lowerBound...])
    }

    /// The key and value, and the lines they held when nothing else is on them.
    private func removing(_ entry: XMLPlistOutline.Entry) -> [UInt8] {
        var start = entry.keyRange.lowerBound
        var end = entry.valueRange.upperBound
        if let indent = Self.indent(before: start, in: bytes) {
            var after = end
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: "\r") { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: "\n") {
                start -= indent.count
                end = after + 1
            }
        }
        return Array(bytes[..<start]) + Array(bytes[end...])
    }

    /// The spaces and tabs from the start of the line to `offset`, or nil when something else precedes it on its line.
    static func indent(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return Array(bytes[start..<offset])
    }
}
