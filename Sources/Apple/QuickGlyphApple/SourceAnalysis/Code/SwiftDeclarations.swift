/// The declarations a Swift file makes that a value can be followed to: its
/// constants, enum cases and computed properties at file scope or in a type
/// body (never a function's locals), with the types they are declared in.
struct SwiftDeclarations {
    let code: CodeStructure
    let file: Int

    private static let typeKeywords: Set<String> = ["enum", "struct", "class", "extension", "protocol", "actor"]
    /// Words that make a `{` something other than a type body.
    private static let blockWords: Set<String> = [
        "func", "init", "deinit", "var", "let", "subscript", "get", "set", "willSet", "didSet", "if", "guard", "else",
        "for", "while", "switch", "do", "catch", "repeat", "defer", "return", "case", "in", "=", "{", "}", ";", "(",
    ]

    /// Every declaration of `name` in the file.
    func declarations(named name: String) -> [Declaration] {
        var found: [Declaration] = []
        for index in code.tokens.indices where code.isIdentifier(index, name) && !code.isSymbol(index - 1, ".") {
            if code.isSymbol(index - 1, "let") || code.isSymbol(index - 1, "var") {
                guard let path = typePath(of: index) else { continue }
                found.append(property(at: index, path: path, isLet: code.isSymbol(index - 1, "let")))
            } else if let path = typePath(of: index), isEnumCase(index),
                let brace = path.isEmpty ? nil : Optional(code.enclosingBrace(of: index)),
                let header = typeHeader(ofBrace: brace), header.keyword == "enum"
            {
                var raw: Range<Int>?
                if code.isSymbol(index + 1, "="), index + 2 < code.tokens.count { raw = (index + 2)..<(index + 3) }
                found.append(
                    Declaration(
                        file: file, token: index, path: path, typeText: nil,
                        value: .enumCase(raw: raw, stringRaw: header.inherits.contains("String"))))
            }
        }
        return found
    }

    private func property(at index: Int, path: [String], isLet: Bool) -> Declaration {
        var next = index + 1
        var typeText: String?
        if code.isSymbol(next, ":") {
            let level = code.enclosing[index]
            var end = next + 1
            while end < code.tokens.count, code.enclosing[end] == level, !code.isSymbol(end, "="),
                !code.isSymbol(end, "{"),
                code.tokens[end].position.line == code.tokens[next].position.line
            {
                end = code.partner[end] > end ? code.partner[end] + 1 : end + 1
            }
            typeText = code.source.text(of: (next + 1)..<end)
            next = end
        }
        var declaration = Declaration(file: file, token: index, path: path, typeText: typeText, value: .uncertain)
        if code.isSymbol(next, "="), code.tokens[next].kind == .punctuation {
            let end = code.expressionEnd(from: next + 1)
            if isLet && end > next + 1 { declaration.value = .expression((next + 1)..<end) }
        } else if code.isSymbol(next, "{"), !isLet, code.partner[next] > next {
            declaration.value = .getter(next)
        }
        return declaration
    }

    /// `case name`, or `name` later in `case a, b = "b", name`.
    private func isEnumCase(_ index: Int) -> Bool {
        var previous = index - 1
        while code.isSymbol(previous, ",") {
            previous -= 1
            if code.partner[previous] >= 0 && code.partner[previous] < previous {
                previous = code.partner[previous] - 1
            }
            if code.tokens.indices.contains(previous), case .string = code.tokens[previous].kind,
                code.isSymbol(previous - 1, "=")
            {
                previous -= 2
            } else if code.isSymbol(previous - 1, "="), code.tokens.indices.contains(previous),
                code.tokens[previous].kind == .number
            {
                previous -= 2
            }
            guard code.isIdentifier(previous) else { return false }
            previous -= 1
        }
        return code.isSymbol(previous, "case") && code.tokens[previous].kind == .keyword
    }

    /// The types around `index`, outermost first; nil when a function, closure
    /// or other block is around it (a local is nothing another file can name).
    func typePath(of index: Int) -> [String]? {
        var path: [String] = []
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            guard let header = typeHeader(ofBrace: brace) else { return nil }
            path.insert(contentsOf: header.names, at: 0)
            brace = code.enclosingBrace(of: brace)
        }
        return path
    }

    /// The types around `index` as far as they go, skipping functions: what a bare name is looked up in.
    func enclosingTypes(of index: Int) -> [String] {
        var path: [String] = []
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            if let header = typeHeader(ofBrace: brace) { path.insert(contentsOf: header.names, at: 0) }
            brace = code.enclosingBrace(of: brace)
        }
        return path
    }

    /// `enum Name: String, CaseIterable {`, `extension A.B where … {`: the keyword, the
    /// name (a dotted one split) and the inherited names; nil for any other block.
    func typeHeader(ofBrace brace: Int) -> (keyword: String, names: [String], inherits: Set<String>)? {
        var index = brace - 1
        var inherits: Set<String> = []
        while index >= 0 && brace - index < 64 {
            if code.partner[index] >= 0 && code.partner[index] < index {
                index = code.partner[index] - 1
                continue
            }
            let token = code.tokens[index]
            if token.kind == .keyword, Self.typeKeywords.contains(token.text), !code.isSymbol(index + 1, "func"),
                !code.isSymbol(index + 1, "var"), !code.isSymbol(index + 1, "let")
            {
                var names: [String] = []
                var next = index + 1
                while code.isIdentifier(next) {
                    names.append(code.tokens[next].text)
                    guard code.isSymbol(next + 1, ".") else { break }
                    next += 2
                }
                return names.isEmpty ? nil : (token.text, names, inherits)
            }
            if Self.blockWords.contains(token.text) && token.kind != .identifier { return nil }
            if token.kind == .identifier { inherits.insert(token.text) }
            index -= 1
        }
        return nil
    }

    /// A computed property's `switch self { case .a, .b: return EXPR … }`, as the
    /// expression returned for each case name (`default` under "default"); nil
    /// when the body is anything else or a case does more than return.
    func switchOverSelf(body brace: Int) -> [String: Range<Int>]? {
        var open = brace
        if code.isIdentifier(open + 1, "get"), code.isSymbol(open + 2, "{") { open += 2 }
        guard code.isSymbol(open + 1, "switch"), code.isSymbol(open + 2, "self"), code.isSymbol(open + 3, "{"),
            code.partner[open + 3] > open + 3, code.partner[open] == code.partner[open + 3] + 1
        else { return nil }
        let switchOpen = open + 3, switchClose = code.partner[switchOpen]
        var cases: [String: Range<Int>] = [:]
        var index = switchOpen + 1
        while index < switchClose {
            var names: [String] = []
            if code.isSymbol(index, "case") {
                index += 1
                while code.isSymbol(index, "."), code.isIdentifier(index + 1) {
                    names.append(code.tokens[index + 1].text)
                    index += 2
                    if code.isSymbol(index, ",") { index += 1 } else { break }
                }
            } else if code.isSymbol(index, "default") {
                names = ["default"]
                index += 1
            } else {
                return nil
            }
            guard !names.isEmpty, code.isSymbol(index, ":") else { return nil }
            index += 1
            if code.isSymbol(index, "return") { index += 1 }
            let end = code.expressionEnd(from: index)
            guard end > index, end == switchClose || code.isSymbol(end, "case") || code.isSymbol(end, "default") else {
                return nil
            }
            for name in names where cases[name] == nil { cases[name] = index..<end }
            index = end
        }
        return cases
    }
}
