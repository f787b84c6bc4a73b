/// Where the top-level dictionary of an XML property list and each of its
/// entries sit in the file's bytes: enough to replace, insert or remove one
/// entry without touching a byte of the others. It only locates; the values
/// themselves are read and written by Foundation, and the merger checks the
/// edited file with Foundation before writing it.
///
/// The scan understands what may hold a `<` or `>` that is not a tag (comments,
/// CDATA sections, processing instructions, the DOCTYPE with its internal
/// subset, quoted attribute values) and the nesting of elements.
///
/// Why not Foundation's `XMLParser` (libxml2's SAX): it reports a line and column
/// only once a tag has been read, not where the tag began or where the whitespace
/// before it starts, so it cannot give the byte ranges an edit in place needs.
/// Foundation stays the reader of record: the edited file is parsed by
/// `PropertyListSerialization` and must equal the intended dictionary.
struct XMLPlistOutline {
    /// One key of the top-level dictionary and its value element.
    struct Entry {
        var key: String
        /// From the `<` of `<key>` to just past `</key>`.
        var keyRange: Range<Int>
        /// From the `<` of the value's first tag to just past its last (`/>` or its closing tag).
        var valueRange: Range<Int>
    }

    /// Why the bytes could not be outlined, in words for a message.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The top-level `<dict>` opening tag (or the whole `<dict/>`).
    var rootOpen: Range<Int>
    /// The top-level dictionary's `</dict>`; nil when it is written `<dict/>`.
    var rootClose: Range<Int>?
    var entries: [Entry]

    init(bytes: [UInt8]) throws(Failure) {
        var scanner = Scanner(bytes: bytes)
        // The names of the elements open at the current tag, outermost first.
        var open: [String] = []
        var rootOpen: Range<Int>?
        var rootClose: Range<Int>?
        var rootDone = false
        var entries: [Entry] = []
        // A key of the top-level dictionary waiting for its value, and where that value starts.
        var pendingKey: (key: String, range: Range<Int>)?
        var valueStart = 0
        while let token = try scanner.next() {
            // The top-level dictionary sits in <plist>, or is the root itself.
            let rootDepth = open.first == "plist" ? 1 : 0
            let inRoot = rootOpen != nil && !rootDone && open.count == rootDepth + 1
            switch token.kind {
            case .open(let name), .empty(let name):
                let isEmpty: Bool
                if case .empty = token.kind { isEmpty = true } else { isEmpty = false }
                if rootDone {
                    throw Failure(description: "it has a <\(name)> after its top-level dictionary")
                }
                if rootOpen == nil {
                    if name == "plist", open.isEmpty, !isEmpty {
                        open.append(name)
                        continue
                    }
                    guard name == "dict", open.count == rootDepth else {
                        throw Failure(description: "its root is a <\(name)>, not a <dict>")
                    }
                    rootOpen = token.range
                    if isEmpty { rootDone = true } else { open.append(name) }
                    continue
                }
                if inRoot {
                    if let pending = pendingKey {
                        if isEmpty {
                            entries.append(Entry(key: pending.key, keyRange: pending.range, valueRange: token.range))
                            pendingKey = nil
                        } else {
                            valueStart = token.range.lowerBound
                        }
                    } else {
                        guard name == "key", !isEmpty else {
                            throw Failure(
                                description: "its top-level dictionary holds a <\(name)> where a <key> belongs")
                        }
                        let text = try scanner.text(until: "key")
                        pendingKey = (text.value, token.range.lowerBound..<text.end)
                        continue
                    }
                }
                if !isEmpty { open.append(name) }
            case .close(let name):
                guard open.last == name else {
                    throw Failure(description: "</\(name)> closes <\(open.last ?? "nothing")>")
                }
                open.removeLast()
                guard rootOpen != nil, !rootDone else { continue }
                if open.count == rootDepth {
                    if let pending = pendingKey {
                        throw Failure(description: "its top-level key \(pending.key) has no value")
                    }
                    rootClose = token.range
                    rootDone = true
                } else if open.count == rootDepth + 1, let pending = pendingKey {
                    entries.append(
                        Entry(
                            key: pending.key, keyRange: pending.range, valueRange: valueStart..<token.range.upperBound))
                    pendingKey = nil
                }
            }
        }
        guard let rootOpen, rootDone else { throw Failure(description: "it has no complete top-level <dict>") }
        guard open.isEmpty else { throw Failure(description: "its <\(open.last!)> is never closed") }
        self.rootOpen = rootOpen
        self.rootClose = rootClose
        self.entries = entries
    }
}

extension XMLPlistOutline {
    /// The same outline with every range moved by `distance`: a dictionary outlined from the bytes of one
    /// element, placed back where that element sits in the whole file.
    func offset(by distance: Int) -> XMLPlistOutline {
        func move(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + distance)..<(range.upperBound + distance) }
        var moved = self
        moved.rootOpen = move(rootOpen)
        moved.rootClose = rootClose.map(move)
        moved.entries = entries.map { Entry(key: $0.key, keyRange: move($0.keyRange), valueRange: move($0.valueRange)) }
        return moved
    }
}

extension XMLPlistOutline {
    /// A tag, with what lies between tags (text, comments, CDATA, processing
    /// instructions, the DOCTYPE) stepped over.
    struct Token {
        enum Kind {
            case open(String), close(String), empty(String)
        }
        var kind: Kind
        var range: Range<Int>
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func next() throws(Failure) -> Token? {
            while let start = firstIndex(of: UInt8(ascii: "<"), from: index) {
                if starts(with: "<!--", at: start) {
                    index = try end(of: "-->", from: start + 4, what: "a comment")
                } else if starts(with: "<![CDATA[", at: start) {
                    index = try end(of: "]]>", from: start + 9, what: "a CDATA section")
                } else if starts(with: "<?", at: start) {
                    index = try end(of: "?>", from: start + 2, what: "a processing instruction")
                } else if starts(with: "<!", at: start) {
                    index = try endOfDeclaration(from: start + 2)
                } else {
                    return try tag(at: start)
                }
            }
            index = bytes.count
            return nil
        }

        /// The text of the element whose opening tag was just read, up to its `</name>`,
        /// with character references and CDATA sections decoded; `end` is just past the closing tag.
        mutating func text(until name: String) throws(Failure) -> (value: String, end: Int) {
            var value: [UInt8] = []
            while index < bytes.count {
                if starts(with: "<![CDATA[", at: index) {
                    let close = try end(of: "]]>", from: index + 9, what: "a CDATA section")
                    value += bytes[(index + 9)..<(close - 3)]
                    index = close
                } else if starts(with: "<!--", at: index) {
                    index = try end(of: "-->", from: index + 4, what: "a comment")
                } else if starts(with: "</\(name)>", at: index) {
                    index += name.utf8.count + 3
                    return (String(decoding: value, as: UTF8.self), index)
                } else if bytes[index] == UInt8(ascii: "<") {
                    throw Failure(description: "a <\(name)> holds an element")
                } else if bytes[index] == UInt8(ascii: "&") {
                    let close = try end(of: ";", from: index + 1, what: "a character reference")
                    guard let scalar = Self.reference(String(decoding: bytes[(index + 1)..<(close - 1)], as: UTF8.self))
                    else {
                        throw Failure(description: "it has an unknown character reference")
                    }
                    value += Array(String(scalar).utf8)
                    index = close
                } else {
                    value.append(bytes[index])
                    index += 1
                }
            }
            throw Failure(description: "a <\(name)> is never closed")
        }

        private static func reference(_ name: String) -> Unicode.Scalar? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard name.hasPrefix("#") else { return nil }
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                return value.flatMap(Unicode.Scalar.init)
            }
        }

        private mutating func tag(at start: Int) throws(Failure) -> Token {
            var cursor = start + 1
            var quote: UInt8?
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < bytes.count else { throw Failure(description: "a tag is never closed with >") }
            index = cursor + 1
            let closing = bytes[start + 1] == UInt8(ascii: "/")
            let selfClosing = !closing && bytes[cursor - 1] == UInt8(ascii: "/")
            var nameEnd = closing ? start + 2 : start + 1
            let nameStart = nameEnd
            while nameEnd < cursor, ![UInt8(ascii: " "), UInt8(ascii: "/"), 0x09, 0x0A, 0x0D].contains(bytes[nameEnd]) {
                nameEnd += 1
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            guard !name.isEmpty else { throw Failure(description: "a tag has no name") }
            let kind: Token.Kind = closing ? .close(name) : selfClosing ? .empty(name) : .open(name)
            return Token(kind: kind, range: start..<index)
        }

        /// Past the `>` of a `<!DOCTYPE …>`, whose internal subset in `[…]` and quoted ids may hold `>`.
        private mutating func endOfDeclaration(from start: Int) throws(Failure) -> Int {
            var cursor = start
            var quote: UInt8?
            var brackets = 0
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    brackets += 1
                } else if byte == UInt8(ascii: "]") {
                    brackets -= 1
                } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                    return cursor + 1
                }
                cursor += 1
            }
            throw Failure(description: "a declaration (<!…>) is never closed")
        }

        private func firstIndex(of byte: UInt8, from start: Int) -> Int? {
            guard start < bytes.count else { return nil }
            return bytes[start...].firstIndex(of: byte)
        }

        private func starts(with text: String, at offset: Int) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count
                && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
        }

        /// Just past the first `text` at or after `start`.
        private func end(of text: String, from start: Int, what: String) throws(Failure) -> Int {
            let pattern = Array(text.utf8)
            var cursor = start
            while cursor + pattern.count <= bytes.count {
                if bytes[cursor] == pattern[0], bytes[cursor..<cursor + pattern.count].elementsEqual(pattern) {
                    return cursor + pattern.count
                }
                cursor += 1
            }
            throw Failure(description: "\(what) is never closed")
        }
    }
}
