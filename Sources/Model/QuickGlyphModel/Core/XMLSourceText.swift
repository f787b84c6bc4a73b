/// The bytes of an XML file, for turning the positions Foundation's `XMLParser` reports
/// (libxml2's: a 1-based line and a column counted in characters) into byte offsets, and
/// byte offsets into the positions findings print (a 1-based line and byte column).
/// Every reader that needs to know where an element stands in a file asks here.
package final class XMLSourceText {
    package let bytes: [UInt8]
    /// Where each line starts, as libxml2 counts lines (XML reads every line end as LF).
    private let lines: LineTable
    /// Where the last conversion ended: the parser reports positions in file order, so each
    /// walk goes on from the last, and a file on one long line is read once, not once a tag.
    private var cursor = (line: 1, column: 1, offset: 0)

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// How many lines the file has, as libxml2 counts them.
    package var lineCount: Int { lines.count }

    /// The byte offset of a line and character column, at most the file's end; nil for a line the file does not have.
    package func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lines.count else { return nil }
        var offset = lines.starts[line - 1], characters = 1
        if cursor.line == line, cursor.column <= column, cursor.offset >= offset {
            (offset, characters) = (cursor.offset, cursor.column)
        }
        while characters < column, offset < bytes.count {
            offset += 1
            // UTF-8 continuation bytes belong to the character before.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        cursor = (line, characters, offset)
        return min(offset, bytes.count)
    }

    /// The line and byte column of a byte offset.
    package func position(of offset: Int) -> SourcePosition {
        lines.position(at: offset)
    }

    /// Whether `name` stands at `offset`, followed by what may end a name in a tag.
    package func names(_ name: String, at offset: Int) -> Bool {
        let name = Array(name.utf8)
        guard offset >= 0, offset + name.count < bytes.count, bytes[offset..<(offset + name.count)].elementsEqual(name)
        else { return false }
        return [UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset + name.count])
    }

    /// The `>` that closes the tag whose `<` is at `start`, stepping over quoted attribute values.
    package func tagEnd(from start: Int) -> Int? {
        var quote: UInt8?
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The nearest `<` at or before `offset`.
    package func openingBracket(atOrBefore offset: Int) -> Int? {
        var candidate = min(offset, bytes.count - 1)
        while candidate >= 0, bytes[candidate] != UInt8(ascii: "<") { candidate -= 1 }
        return candidate >= 0 ? candidate : nil
    }
}
