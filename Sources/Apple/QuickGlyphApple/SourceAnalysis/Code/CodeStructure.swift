import QuickGlyphModel

/// A tokenized file with its bracket structure: which bracket closes which,
/// and which bracket each token sits in. Everything the finders ask about
/// nesting (an argument list, a block's scope, a statement's end) is answered
/// from these two tables, built in one pass.
struct CodeStructure {
    let source: TokenizedSource
    /// For a bracket, the index of its partner; -1 for other tokens and unmatched brackets.
    let partner: [Int]
    /// The innermost open bracket around each token (a closer counts as outside
    /// its own pair); -1 at the top level.
    let enclosing: [Int]

    var tokens: [Token] { source.tokens }

    init(_ source: TokenizedSource) {
        self.source = source
        let tokens = source.tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = stack.last ?? -1
            guard token.kind == .punctuation, let bracket = token.text.utf8.first, token.text.utf8.count == 1 else {
                continue
            }
            switch bracket {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 =
                    bracket == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : bracket == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // A stray closer is ignored; one that skips unclosed openers closes them all.
                guard let match = stack.lastIndex(where: { tokens[$0].text.utf8.first == opener }) else { continue }
                partner[stack[match]] = index
                partner[index] = stack[match]
                stack.removeSubrange(match...)
                enclosing[index] = stack.last ?? -1
            default:
                break
            }
        }
        self.partner = partner
        self.enclosing = enclosing
    }

    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isSymbol(symbol)
    }

    func isIdentifier(_ index: Int, _ name: String? = nil) -> Bool {
        guard index >= 0 && index < tokens.count, tokens[index].kind == .identifier else { return false }
        return name.map { tokens[index].text == $0 } ?? true
    }

    func text(_ index: Int) -> String? {
        index >= 0 && index < tokens.count ? tokens[index].text : nil
    }

    /// Where the bracket at `open` closes: its partner, or past the last token when it has none
    /// (source being typed, or not Swift at all), so a range up to it never runs backwards.
    func closing(_ open: Int) -> Int {
        partner[open] > open ? partner[open] : tokens.count
    }

    /// The tokens between the bracket at `open` and where it closes.
    func inside(_ open: Int) -> Range<Int> {
        (open + 1)..<closing(open)
    }

    /// The arguments between the `(` at `open` and its partner, split at the
    /// commas directly inside it; a leading `name:` is the label.
    func arguments(open: Int) -> [CallArgument] {
        let close = partner[open]
        guard close > open else { return [] }
        var arguments: [CallArgument] = []
        var start = open + 1
        func finish(at end: Int) {
            guard end > start else { return }
            let token = tokens[start]
            if end - start >= 2, token.kind == .identifier || token.kind == .keyword, isSymbol(start + 1, ":") {
                arguments.append(CallArgument(label: token.text, labelIndex: start, value: (start + 2)..<end))
            } else {
                arguments.append(CallArgument(label: nil, labelIndex: nil, value: start..<end))
            }
        }
        var index = open + 1
        while index < close {
            if isSymbol(index, ","), enclosing[index] == open {
                finish(at: index)
                start = index + 1
            }
            index += 1
        }
        finish(at: close)
        return arguments
    }

    /// The innermost `{` around a token, or -1 at the top level.
    func enclosingBrace(of index: Int) -> Int {
        var open = enclosing[index]
        while open >= 0 && !isSymbol(open, "{") { open = enclosing[open] }
        return open
    }

    /// Whether something declared directly in the block opened at `block` (-1:
    /// the file's top level) is in scope at `use`: the block must enclose it.
    func isVisible(declaredIn block: Int, at use: Int) -> Bool {
        if block < 0 { return true }
        var open = enclosingBrace(of: use)
        while open >= 0 {
            if open == block { return true }
            open = enclosingBrace(of: open)
        }
        return false
    }

    /// The end (exclusive) of the expression starting at `start`: at a `;`, at a
    /// `,` or closing bracket of the surrounding list, or (Swift) at a line break
    /// that does not continue the expression.
    func expressionEnd(from start: Int) -> Int {
        guard start < tokens.count else { return start }
        let level = enclosing[start]
        var index = start
        while index < tokens.count {
            if index > start {
                if enclosing[index] != level || isSymbol(index, ";") || isSymbol(index, ",") { break }
                if source.language == .swift, tokens[index].position.line > source.endLine(of: index - 1),
                    !continuesExpression(previous: index - 1, next: index)
                {
                    break
                }
            }
            index = partner[index] > index ? partner[index] + 1 : index + 1
        }
        return index
    }

    /// Whether the `{` at `open` (Swift) is the body of the `if`, `while`, `for` or `switch` whose condition or
    /// subject it ends, not a trailing closure of the member before it: in a condition Swift takes such a `{` for
    /// the body (`if let last = type.components(separatedBy: ".").last {`), a closure there being written in
    /// parentheses. One whose `}` is followed by another `{`, a `,`, `where` or `&&`/`||` is still the closure
    /// (`if list.contains { $0 > 1 } {`, which Swift accepts with a warning); before a `guard`'s `else` it always is.
    func isConditionBody(_ open: Int) -> Bool {
        guard isSymbol(open, "{"), partner[open] > open else { return false }
        let after = partner[open] + 1
        if ["{", ",", "where", "&&", "||"].contains(where: { isSymbol(after, $0) }) { return false }
        let level = enclosing[open]
        var at = open - 1
        while at > level {
            if partner[at] >= 0 && partner[at] < at {
                // A block closed at this level ends the statement before: a condition holds no bare braces.
                if isSymbol(at, "}") { return false }
                at = partner[at] - 1
                continue
            }
            if isSymbol(at, ";") { return false }
            if isSymbol(at, "guard") { return isSymbol(open - 1, "else") }
            if isSymbol(at, "while") {
                // `repeat { … } while x.last`: the condition ends the statement, and `{` later is another's.
                return !(isSymbol(at - 1, "}") && isSymbol(partner[at - 1] - 1, "repeat"))
            }
            if isSymbol(at, "if") || isSymbol(at, "for") || isSymbol(at, "switch") { return true }
            at -= 1
        }
        return false
    }

    /// A line break inside an expression: the next line starts with `.member`
    /// or an operator, or the line before ended with one.
    private func continuesExpression(previous: Int, next: Int) -> Bool {
        let before = tokens[previous], after = tokens[next]
        if after.kind == .punctuation && !["(", "[", "{", "}", ")", "]"].contains(after.text) { return true }
        if before.kind == .punctuation && !["(", "[", "{", "}", ")", "]", "!", "?"].contains(before.text) {
            return true
        }
        return false
    }
}
