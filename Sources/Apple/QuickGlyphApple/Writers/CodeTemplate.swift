/// A small template language of our own, in which the generated Swift and Objective-C are kept as files.
///
/// Only what those templates need:
///
///     {{name}}  {{item.field}}                    the text of a value
///     {% if name %} … {% else %} … {% end %}       a flag, or a list that is not empty
///     {% if not name %} … {% end %}                the opposite
///     {% for item in list %} … {% end %}           once for each record of a list
///     {# a comment #}                              left out of the output
///
/// A line that holds one tag or comment and nothing else but spaces is left out whole, newline and
/// all, so that tags can stand on lines of their own, as the code's `#if`s do, without leaving
/// blank lines; every other character of the template is copied as it is. A tag ends on the line
/// it starts on. There are no filters, no expressions and no escaping: the generators hand the
/// templates finished text (string literals already quoted for their language), so that what a
/// template spells is the code an app gets.
struct CodeTemplate: Sendable {
    /// A value a template reads: text to print, a flag to test, a list of records to repeat over,
    /// or one record (a loop's variable), whose fields are named `record.field`.
    enum Value: Sendable, Equatable {
        case text(String)
        case flag(Bool)
        case list([[String: Value]])
        case record([String: Value])

        /// What an error calls it: "text", "a flag", "a list", "a record".
        var kind: String {
            switch self {
            case .text: return "text"
            case .flag: return "a flag"
            case .list: return "a list"
            case .record: return "a record"
            }
        }
    }

    /// A template that cannot be read, or cannot be rendered with the values given: where, and why.
    struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The template's name, as errors print it.
        var template: String
        /// The line of the template, from 1.
        var line: Int
        var message: String

        var description: String { "\(template):\(line): \(message)" }
    }

    /// The parsed template: text to copy, values to print, and blocks holding more of the same.
    indirect enum Node: Sendable, Equatable {
        case text(String)
        case value(path: [String], line: Int)
        case branch(path: [String], negated: Bool, then: [Node], otherwise: [Node], line: Int)
        case loop(variable: String, path: [String], body: [Node], line: Int)
    }

    let name: String
    let nodes: [Node]

    /// Reads `text`; fails on a tag it does not know, a block left open or an `{% end %}` too many.
    init(name: String, text: String) throws {
        self.name = name
        var parser = Parser(template: name)
        for (index, line) in Self.lines(of: text).enumerated() {
            try parser.read(line, number: index + 1)
        }
        nodes = try parser.finish()
    }

    /// The template's text with `values`; fails on a name without a value, or a value of the wrong kind.
    func render(_ values: [String: Value]) throws -> String {
        var output = ""
        try render(nodes, scopes: [values], into: &output)
        return output
    }

    // MARK: Rendering

    private func render(_ nodes: [Node], scopes: [[String: Value]], into output: inout String) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .value(let path, let line):
                let value = try lookUp(path, in: scopes, line: line)
                guard case .text(let text) = value else { throw wrongKind(path, value, line, wanted: "text") }
                output += text
            case .branch(let path, let negated, let then, let otherwise, let line):
                let holds: Bool
                switch try lookUp(path, in: scopes, line: line) {
                case .flag(let flag): holds = flag
                case .list(let records): holds = !records.isEmpty
                case let value: throw wrongKind(path, value, line, wanted: "a flag or a list")
                }
                try render(holds != negated ? then : otherwise, scopes: scopes, into: &output)
            case .loop(let variable, let path, let body, let line):
                let value = try lookUp(path, in: scopes, line: line)
                guard case .list(let records) = value else { throw wrongKind(path, value, line, wanted: "a list") }
                for record in records {
                    try render(body, scopes: scopes + [[variable: .record(record)]], into: &output)
                }
            }
        }
    }

    /// The value `path` names, the innermost scope first (a loop's variable hides an outer value of its name).
    private func lookUp(_ path: [String], in scopes: [[String: Value]], line: Int) throws -> Value {
        let written = path.joined(separator: ".")
        guard var value = scopes.reversed().lazy.compactMap({ $0[path[0]] }).first else {
            throw Error(template: name, line: line, message: "no value named '\(written)'")
        }
        for (depth, field) in path.enumerated().dropFirst() {
            guard case .record(let fields) = value else {
                let parent = path[..<depth].joined(separator: ".")
                let message = "'\(parent)' is \(value.kind), which has no field '\(field)'"
                throw Error(template: name, line: line, message: message)
            }
            guard let next = fields[field] else {
                throw Error(template: name, line: line, message: "no value named '\(written)'")
            }
            value = next
        }
        return value
    }

    private func wrongKind(_ path: [String], _ value: Value, _ line: Int, wanted: String) -> Error {
        let written = path.joined(separator: ".")
        return Error(template: name, line: line, message: "'\(written)' is \(value.kind), where \(wanted) is needed")
    }

    // MARK: Reading

    /// The template's lines, each with its newline (the last may have none).
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            // "\r\n" is one Character: a file checked out with Windows line ends is still read by lines.
            let newline = text[start...].firstIndex { $0 == "\n" || $0 == "\r\n" }
            let end = newline.map { text.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    /// Builds the nodes line by line, with a stack of the blocks still open.
    private struct Parser {
        /// A block being read: what opened it, and the nodes of the part being read.
        struct Block {
            enum Kind {
                case branch(path: [String], negated: Bool)
                case loop(variable: String, path: [String])
            }

            var kind: Kind
            var line: Int
            /// The opening tag, as errors quote it.
            var opening: String
            var nodes: [Node] = []
            /// The `if` part, once `{% else %}` has begun the other one.
            var then: [Node]?
        }

        let template: String
        var root: [Node] = []
        var open: [Block] = []

        init(template: String) { self.template = template }

        mutating func read(_ line: Substring, number: Int) throws {
            if let alone = Self.standalone(line) {
                if alone.hasPrefix("{%") { try tag(alone.dropFirst(2).dropLast(2), line: number) }
                return
            }
            var rest = line
            while let opening = Self.firstOpening(in: rest) {
                append(.text(String(rest[..<opening.range.lowerBound])))
                let inner = rest[opening.range.upperBound...]
                guard let end = inner.firstRange(of: opening.close) else {
                    throw fail("\(opening.open) is not closed by \(opening.close) on its line", line: number)
                }
                let body = inner[..<end.lowerBound]
                switch opening.open {
                case "{{": append(.value(path: try path(body, line: number), line: number))
                case "{%": try tag(body, line: number)
                default: break // A comment.
                }
                rest = inner[end.upperBound...]
            }
            append(.text(String(rest)))
        }

        mutating func finish() throws -> [Node] {
            if let block = open.last { throw fail("\(block.opening) is not closed by {% end %}", line: block.line) }
            return root
        }

        /// The tag or comment that is all a line holds but spaces; nil for any other line.
        private static func standalone(_ line: Substring) -> Substring? {
            let content = line.trimmingSpaces
            for (open, close) in [("{%", "%}"), ("{#", "#}")] where content.hasPrefix(open) {
                // Its first close ends the line, and no other tag begins before it.
                guard let end = content.firstRange(of: close), end.upperBound == content.endIndex,
                    end.lowerBound >= content.index(content.startIndex, offsetBy: 2),
                    firstOpening(in: content.dropFirst(2)) == nil
                else { return nil }
                return content
            }
            return nil
        }

        /// The first `{{`, `{%` or `{#` in `text`, with what closes it.
        private static func firstOpening(
            in text: Substring
        )
            -> (range: Range<Substring.Index>, open: String, close: String)?
        {
            let found = [("{{", "}}"), ("{%", "%}"), ("{#", "#}")].compactMap { open, close in
                text.firstRange(of: open).map { (range: $0, open: open, close: close) }
            }
            return found.min { $0.range.lowerBound < $1.range.lowerBound }
        }

        private mutating func append(_ node: Node) {
            if case .text(let text) = node, text.isEmpty { return }
            if open.isEmpty { root.append(node) } else { open[open.count - 1].nodes.append(node) }
        }

        private mutating func tag(_ body: Substring, line: Int) throws {
            let words = body.split(separator: " ")
            let written = "{% " + words.joined(separator: " ") + " %}"
            switch (words.first, words.count) {
            case ("if", 2):
                let kind = Block.Kind.branch(path: try path(words[1], line: line), negated: false)
                open.append(Block(kind: kind, line: line, opening: written))
            case ("if", 3) where words[1] == "not":
                let kind = Block.Kind.branch(path: try path(words[2], line: line), negated: true)
                open.append(Block(kind: kind, line: line, opening: written))
            case ("for", 4) where words[2] == "in" && !words[1].contains("."):
                let variable = try path(words[1], line: line)[0]
                let kind = Block.Kind.loop(variable: variable, path: try path(words[3], line: line))
                open.append(Block(kind: kind, line: line, opening: written))
            case ("else", 1):
                guard var block = open.popLast(), case .branch = block.kind, block.then == nil else {
                    throw fail("{% else %} is not inside an {% if %}, or is its second", line: line)
                }
                block.then = block.nodes
                block.nodes = []
                open.append(block)
            case ("end", 1):
                guard let block = open.popLast() else { throw fail("{% end %} closes no block", line: line) }
                switch block.kind {
                case .branch(let path, let negated):
                    append(
                        .branch(
                            path: path, negated: negated, then: block.then ?? block.nodes,
                            otherwise: block.then == nil ? [] : block.nodes, line: block.line))
                case .loop(let variable, let path):
                    append(.loop(variable: variable, path: path, body: block.nodes, line: block.line))
                }
            default:
                throw fail(
                    "\(written) is not a tag: {% if NAME %}, {% if not NAME %}, {% else %}, "
                        + "{% for NAME in NAME %} or {% end %}", line: line)
            }
        }

        /// `item.field` as its names, each an identifier.
        private func path(_ text: Substring, line: Int) throws -> [String] {
            let trimmed = text.trimmingSpaces
            let names = trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let isName = { (name: String) in
                name.first.map { !$0.isNumber } == true
                    && name.unicodeScalars.allSatisfy {
                        $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic)
                            || ("0"..."9").contains($0)
                    }
            }
            guard names.allSatisfy(isName) else {
                throw fail(
                    "'\(trimmed)' is not a name (letters, digits and underscores; a field after a dot)",
                    line: line)
            }
            return names
        }

        private func fail(_ message: String, line: Int) -> Error {
            Error(template: template, line: line, message: message)
        }
    }
}

private extension Substring {
    /// Without the spaces and tabs at either end, nor the newline.
    var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
