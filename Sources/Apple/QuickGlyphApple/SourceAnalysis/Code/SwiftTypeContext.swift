/// What type Swift code expects of an expression, as far as the file itself
/// says: enough to know that `.init(type:localizedTitle:)` makes a quick action
/// in `let items: [UIApplicationShortcutItem] = [.init(…)]`,
/// `shortcutItems = [.init(…)]`, `items.append(.init(…))` or
/// `return [.init(…)]` in a function returning `[UIApplicationShortcutItem]`.
/// Only written types count; nothing is inferred across files.
struct SwiftTypeContext {
    let code: CodeStructure
    /// Names declared with one of the types (`var items: [UIApplicationShortcutItem]`,
    /// `var items = [UIApplicationShortcutItem]()`), anywhere in the file. Names are
    /// not scoped: one declared with the type is rarely reused for another.
    private(set) var names: [String: ExpectedType] = [:]
    /// UIApplication's own property: `[UIApplicationShortcutItem]?`.
    static let shortcutItemsProperty = "shortcutItems"

    init(_ code: CodeStructure) {
        self.code = code
        let tokens = code.tokens
        for index in tokens.indices {
            if code.isSymbol(index, ":"), code.isIdentifier(index - 1) {
                let end = typeEnd(from: index + 1)
                if end > index + 1, let type = ExpectedType(typeText: code.source.text(of: (index + 1)..<end)),
                    names[tokens[index - 1].text] == nil
                {
                    names[tokens[index - 1].text] = type
                }
            } else if code.isSymbol(index, "="), code.isIdentifier(index - 1),
                code.isSymbol(index - 2, "let") || code.isSymbol(index - 2, "var"),
                code.isSymbol(index + 1, "["), let element = code.text(index + 2),
                ItemInitializer.itemClasses.contains(element), code.isSymbol(index + 3, "]"),
                code.isSymbol(index + 4, "("), code.isSymbol(index + 5, ")")
            {
                names[tokens[index - 1].text] = .itemArray
            }
        }
    }

    /// The end of a type annotation starting at `start`: before `=`, `,`, `{`,
    /// a closing bracket, or the end of the line.
    private func typeEnd(from start: Int) -> Int {
        let tokens = code.tokens
        guard start < tokens.count else { return start }
        let line = tokens[start].position.line
        var index = start
        while index < tokens.count, tokens[index].position.line == line {
            if index > start, code.enclosing[index] != code.enclosing[start] { break }
            if let text = code.text(index), ["=", ",", "{", ";"].contains(text), tokens[index].kind == .punctuation {
                break
            }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        return index
    }

    /// The type expected of the expression that starts at token `start`.
    /// `nesting` counts the array literals walked out of, bounded so that a
    /// hostile file of nested brackets cannot exhaust the stack.
    func expectedType(at start: Int, nesting: Int = 0) -> ExpectedType? {
        let previous = start - 1
        guard previous >= 0, nesting < 32 else { return nil }
        switch code.text(previous) {
        case "=" where code.tokens[previous].kind == .punctuation:
            return assignmentTarget(equals: previous)
        case "+=":
            return assignedName(before: previous) == .itemArray ? .itemArray : nil
        case "[":
            return elementType(ofArrayAt: previous, nesting: nesting)
        case ",":
            let open = code.enclosing[previous]
            if code.isSymbol(open, "[") { return elementType(ofArrayAt: open, nesting: nesting) }
            if code.isSymbol(open, "(") { return argumentType(open: open, label: nil) }
            return nil
        case "(":
            return argumentType(open: previous, label: nil)
        case ":":
            let open = code.enclosing[previous]
            guard code.isSymbol(open, "("), let label = code.text(previous - 1) else { return nil }
            return argumentType(open: open, label: label)
        case "return" where code.tokens[previous].kind == .keyword:
            return resultType(ofBlockAround: previous, nesting: nesting)
        case "{":
            // A single-expression body returns its expression.
            return resultType(ofBody: previous, nesting: nesting)
        case "in" where code.tokens[previous].kind == .keyword:
            // `{ favorite in .init(…) }`: the closure's single expression.
            let brace = code.enclosingBrace(of: previous)
            guard brace >= 0, !((brace + 1)..<previous).contains(where: { code.isSymbol($0, "for") }) else {
                return nil
            }
            return resultType(ofBody: brace, nesting: nesting)
        default:
            return nil
        }
    }

    /// What a `return` inside the blocks around `index` returns: the first body
    /// that is a function's, a computed property's or a `map` closure's, through
    /// `if`s, `switch`es and loops.
    private func resultType(ofBlockAround index: Int, nesting: Int) -> ExpectedType? {
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            switch blockKind(brace) {
            case .typed(let type): return type
            case .control: brace = code.enclosingBrace(of: brace)
            case .other: return mappedElementType(closure: brace, nesting: nesting)
            }
        }
        return nil
    }

    /// What the body opened at `brace` returns, when its type is known.
    private func resultType(ofBody brace: Int, nesting: Int) -> ExpectedType? {
        switch blockKind(brace) {
        case .typed(let type): return type
        case .control: return nil
        case .other: return mappedElementType(closure: brace, nesting: nesting)
        }
    }

    /// `shortcutItems = favorites.map { .init(…) }`: a trailing closure of `map`
    /// or `compactMap` makes the elements of the array the whole call is expected to be.
    private func mappedElementType(closure brace: Int, nesting: Int) -> ExpectedType? {
        guard let method = code.text(brace - 1), ["map", "compactMap"].contains(method),
            code.tokens[brace - 1].kind == .identifier, code.isSymbol(brace - 2, ".")
        else { return nil }
        // Back over the receiver's postfix chain (`self.favorites.prefix(4)`) to where the expression starts.
        var index = brace - 3
        while index >= 0 {
            if code.partner[index] >= 0 && code.partner[index] < index {
                index = code.partner[index] - 1
                continue
            }
            if code.isSymbol(index, "?") || code.isSymbol(index, "!") {
                index -= 1
                continue
            }
            guard code.tokens[index].kind == .identifier || code.isSymbol(index, "self") else { return nil }
            if code.isSymbol(index - 1, ".") {
                index -= 2
                continue
            }
            break
        }
        guard index >= 0 else { return nil }
        return expectedType(at: index, nesting: nesting + 1) == .itemArray ? .item : nil
    }

    /// An array literal's element type, when the array's own type is known.
    private func elementType(ofArrayAt open: Int, nesting: Int) -> ExpectedType? {
        expectedType(at: open, nesting: nesting + 1) == .itemArray ? .item : nil
    }

    /// `let name: TYPE = …` gives TYPE; `name = …` the type `name` was declared with.
    private func assignmentTarget(equals: Int) -> ExpectedType? {
        var index = equals - 1
        let level = code.enclosing[equals]
        while index >= 0 && equals - index < 24 {
            if code.partner[index] >= 0 && code.partner[index] < index {
                index = code.partner[index] - 1
                continue
            }
            if code.enclosing[index] != level { break }
            if code.isSymbol(index, ":") {
                guard code.isIdentifier(index - 1) else { return nil }
                return ExpectedType(typeText: code.source.text(of: (index + 1)..<equals))
            }
            if let text = code.text(index), code.tokens[index].kind != .identifier,
                ["let", "var", ";", "{", "}", ",", "=", "(", "["].contains(text)
            {
                break
            }
            index -= 1
        }
        return assignedName(before: equals)
    }

    /// The type of the name just before `=` or `+=` (`shortcutItems`, `self.items`, `items?`).
    private func assignedName(before operatorIndex: Int) -> ExpectedType? {
        var index = operatorIndex - 1
        while code.isSymbol(index, "?") || code.isSymbol(index, "!") { index -= 1 }
        guard code.isIdentifier(index) else { return nil }
        if code.isSymbol(index - 1, "let") || code.isSymbol(index - 1, "var") { return nil }
        return type(ofName: code.tokens[index].text)
    }

    private func type(ofName name: String) -> ExpectedType? {
        name == Self.shortcutItemsProperty ? .itemArray : names[name]
    }

    /// An argument of `items.append(…)`, `items.append(contentsOf: …)` or
    /// `items.insert(…, at:)` on an array of items.
    private func argumentType(open: Int, label: String?) -> ExpectedType? {
        let method = open - 1
        guard code.isIdentifier(method), code.isSymbol(method - 1, ".") else { return nil }
        var receiver = method - 2
        while code.isSymbol(receiver, "?") || code.isSymbol(receiver, "!") { receiver -= 1 }
        guard code.isIdentifier(receiver), type(ofName: code.tokens[receiver].text) == .itemArray else { return nil }
        switch (code.tokens[method].text, label) {
        case ("append", nil), ("insert", nil): return .item
        case ("append", "contentsOf"): return .itemArray
        default: return nil
        }
    }

    private enum BlockKind {
        /// The body of a function or computed property with this return type.
        case typed(ExpectedType?)
        /// `if`, `else`, `switch`, a loop: a `return` in it returns from the block around it.
        case control
        /// A closure, a type, a function without a written return type.
        case other
    }

    /// What the `{` at `brace` opens, read from the tokens before it on its line.
    private func blockKind(_ brace: Int) -> BlockKind {
        let tokens = code.tokens, source = code.source
        var index = brace - 1
        var later = brace
        while index >= 0 && brace - index < 64 {
            let token = tokens[index]
            // A line break ends the search unless the declaration clearly goes on
            // (`) -> T {` below a long parameter list, a trailing comma).
            if source.endLine(of: index) < tokens[later].position.line,
                !["->", "where", "throws", "async", "rethrows"].contains(tokens[later].text),
                token.kind != .punctuation || [")", "]", "}"].contains(token.text)
            {
                return .other
            }
            if code.partner[index] >= 0 && code.partner[index] < index {
                later = code.partner[index]
                index = later - 1
                continue
            }
            switch (token.kind, token.text) {
            case (.punctuation, "->"):
                var end = brace
                if let whereClause = ((index + 1)..<brace).first(where: { code.isSymbol($0, "where") }) {
                    end = whereClause
                }
                return .typed(ExpectedType(typeText: code.source.text(of: (index + 1)..<end)))
            case (.punctuation, ":") where code.isIdentifier(index - 1) && code.isSymbol(index - 2, "var"):
                return .typed(ExpectedType(typeText: code.source.text(of: (index + 1)..<brace)))
            case (.keyword, "if"), (.keyword, "guard"), (.keyword, "else"), (.keyword, "for"), (.keyword, "while"),
                (.keyword, "switch"), (.keyword, "do"), (.keyword, "catch"), (.keyword, "repeat"), (.keyword, "defer"):
                return .control
            case (.identifier, "get") where index == brace - 1:
                return .control
            case (.punctuation, "{"), (.punctuation, "}"), (.punctuation, ";"), (.punctuation, "="),
                (.punctuation, "("),
                (.punctuation, ","), (.keyword, "func"), (.keyword, "init"), (.keyword, "return"), (.keyword, "let"),
                (.keyword, "var"), (.keyword, "class"), (.keyword, "struct"), (.keyword, "enum"),
                (.keyword, "extension"):
                return .other
            default:
                break
            }
            later = index
            index -= 1
        }
        return .other
    }
}
