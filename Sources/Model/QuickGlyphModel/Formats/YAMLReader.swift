import CYAML

/// One node of a YAML document as libyaml parsed it, with where it starts: a scalar (its text, quoted or
/// not, no type guessed), a sequence or a mapping (its pairs in the file's order, keys as written, so a
/// reader can say where a key is and which was repeated).
package struct YAMLNode: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var kind: Kind
    /// Where the node starts (1-based line and column), for an error that names it.
    package var position: SourcePosition

    package init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The scalar's text; nil for a sequence or a mapping.
    package var scalar: String? {
        if case .scalar(let text) = kind { return text }
        return nil
    }

    /// What the node is, as it follows "is": for a message about a value of the wrong shape.
    package var kindPhrase: String {
        switch kind {
        case .scalar: return "a single value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One key and its value in a mapping.
package struct YAMLPair: Sendable, Equatable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A YAML document read through libyaml's event API into `YAMLNode`s. The bytes are someone else's, so
/// what would cost without bound is refused, each with where it is: an alias (`*name`), which libyaml's
/// document API would expand (a "billion laughs" of nested aliases is a few lines), nesting deeper than
/// `depthLimit`, more than `nodeLimit` nodes, and a second document in the stream.
package enum YAMLReader {
    /// Why the bytes were not read, as a clause about "it" (the file), with where libyaml stopped.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var reason: String
        package var position: SourcePosition?

        package init(reason: String, position: SourcePosition?) {
            self.reason = reason
            self.position = position
        }

        package var description: String {
            (position.map { "\($0.line):\($0.column): " } ?? "") + reason
        }
    }

    /// Deeper than any configuration file nests; libyaml itself has no bound.
    package static let depthLimit = 64
    /// Far more nodes than a configuration file has, far fewer than would cost.
    package static let nodeLimit = 100_000

    /// The document's root, or nil for an empty stream (an empty file, or only comments).
    package static func read(_ bytes: [UInt8]) throws(Failure) -> YAMLNode? {
        // An empty stream: and an empty buffer may have no base address to hand libyaml.
        guard !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(reason: "libyaml could not start (out of memory)", position: nil)
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml keeps the pointer, not a copy: the parse runs inside the closure that lends it.
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> YAMLNode? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var builder = Builder()
            return try builder.run(&parser)
        }
    }

    /// The open collections, innermost last: events fill them until their end event. Each is changed in
    /// place through the stack's subscript, so a long list grows without being copied at each item.
    private struct Builder {
        struct Open {
            var isMapping: Bool
            var start: SourcePosition
            var items: [YAMLNode] = []
            var pairs: [YAMLPair] = []
            var pendingKey: YAMLNode?

            var node: YAMLNode {
                YAMLNode(isMapping ? .mapping(pairs) : .sequence(items), at: start)
            }
        }

        var stack: [Open] = []
        var root: YAMLNode?
        var nodes = 0
        var documents = 0

        mutating func run(_ parser: inout yaml_parser_t) throws(Failure) -> YAMLNode? {
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw Builder.failure(parser) }
                defer { yaml_event_delete(&event) }
                let at = SourcePosition(
                    line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        throw Failure(reason: "it holds more than one YAML document (a second ---)", position: at)
                    }
                case YAML_ALIAS_EVENT:
                    throw Failure(
                        reason: "it uses an alias (*name); aliases are not read: write the value out", position: at)
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = String(
                        decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                    try count(at)
                    add(YAMLNode(.scalar(text), at: at))
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard stack.count < YAMLReader.depthLimit else {
                        throw Failure(
                            reason: "it nests lists and mappings more than \(YAMLReader.depthLimit) deep", position: at)
                    }
                    try count(at)
                    stack.append(Open(isMapping: event.type == YAML_MAPPING_START_EVENT, start: at))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    add(stack.removeLast().node)
                default:
                    // Stream start, document end: nothing to keep.
                    break
                }
            }
        }

        mutating func count(_ at: SourcePosition) throws(Failure) {
            nodes += 1
            guard nodes <= YAMLReader.nodeLimit else {
                throw Failure(reason: "it holds more than \(YAMLReader.nodeLimit) values", position: at)
            }
        }

        /// A finished node into the collection that holds it (a mapping's key, then its value), or as the root.
        mutating func add(_ node: YAMLNode) {
            guard !stack.isEmpty else {
                root = node
                return
            }
            let last = stack.count - 1
            if !stack[last].isMapping {
                stack[last].items.append(node)
            } else if let key = stack[last].pendingKey {
                stack[last].pairs.append(YAMLPair(key: key, value: node))
                stack[last].pendingKey = nil
            } else {
                stack[last].pendingKey = node
            }
        }

        /// libyaml's problem, with its context (`while parsing a block mapping`) and where it was found.
        static func failure(_ parser: yaml_parser_t) -> Failure {
            let problem = parser.problem.map { String(cString: $0) } ?? "it is not valid YAML"
            let context = parser.context.map { String(cString: $0) }
            let mark = parser.problem_mark
            return Failure(
                reason: "it is not valid YAML: " + problem + (context.map { " " + $0 } ?? ""),
                position: SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
        }
    }
}
