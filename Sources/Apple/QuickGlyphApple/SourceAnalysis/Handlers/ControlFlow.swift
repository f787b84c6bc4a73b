/// The paths through a method's body, as far as a handler's judgement needs them: whether each
/// way out calls its completion handler, and which `return`s follow the reading of a launch option.
/// Statements are read from the token structure: `if`/`else`, `guard … else`, `switch`, loops,
/// `do`/`catch` and `defer` in Swift, and their C forms (with or without braces) in Objective-C. A
/// closure or block is code that may run later: a call inside it counts, a `return` inside it leaves
/// only the closure.
struct ControlFlow {
    let code: CodeStructure

    private static let controlWords: Set<String> = [
        "if", "else", "guard", "for", "while", "switch", "do", "catch", "defer", "repeat",
    ]

    // MARK: The completion handler

    /// The first `return` that leaves the body opened at `body` without calling or handing on
    /// `name`; the body's closing brace when its end is reached without; nil when every path calls it.
    func completionMissed(body: Int, name: String) -> Int? {
        let outcome = run(code.inside(body), called: false, name: name)
        if let missed = outcome.missed { return missed }
        return outcome.called || outcome.exits ? nil : code.closing(body)
    }

    private struct Outcome {
        var called: Bool
        var exits: Bool
        var missed: Int?
    }

    private func mentions(_ range: Range<Int>, _ name: String) -> Bool {
        range.contains { code.isIdentifier($0, name) && !code.isSymbol($0 - 1, ".") }
    }

    private func isWord(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < code.tokens.count && code.tokens[index].kind == .keyword
            && code.tokens[index].text == word
    }

    /// The statements of `range` in order, with whether `name` was called on the way in.
    private func run(_ range: Range<Int>, called start: Bool, name: String) -> Outcome {
        var called = start
        var index = range.lowerBound
        while index < range.upperBound {
            let token = code.tokens[index]
            if token.kind == .identifier, token.text == name, !code.isSymbol(index - 1, ".") {
                called = true
                index += 1
                continue
            }
            if isWord(index, "return") || isWord(index, "throw") {
                let end = statementEnd(from: index + 1, limit: range.upperBound)
                if !called && !mentions((index + 1)..<end, name) {
                    return Outcome(called: false, exits: true, missed: index)
                }
                return Outcome(called: true, exits: true, missed: nil)
            }
            if isWord(index, "defer") || isWord(index, "guard") || isWord(index, "if") || isWord(index, "switch")
                || isWord(index, "for") || isWord(index, "while") || isWord(index, "do") || isWord(index, "repeat")
            {
                let (outcome, next) = statement(at: index, called: called, name: name, limit: range.upperBound)
                if let missed = outcome.missed { return Outcome(called: called, exits: true, missed: missed) }
                if outcome.exits { return Outcome(called: true, exits: true, missed: nil) }
                called = called || outcome.called
                index = next
                continue
            }
            if code.partner[index] > index {
                // A closure, a block or an argument list: a call inside it is a call (or a hand-over) of the handler.
                if mentions(code.inside(index), name) { called = true }
                index = code.partner[index] + 1
                continue
            }
            index += 1
        }
        return Outcome(called: called, exits: false, missed: nil)
    }

    /// One control statement at `index`: what it does on every path, and the token after it.
    private func statement(at index: Int, called: Bool, name: String, limit: Int) -> (Outcome, Int) {
        let word = code.tokens[index].text
        switch word {
        case "defer":
            guard let open = nextBrace(after: index, limit: limit) else {
                return (Outcome(called: false, exits: false), index + 1)
            }
            return (Outcome(called: mentions(code.inside(open), name), exits: false), code.closing(open) + 1)
        case "guard":
            guard
                let elseIndex = (index..<limit).first(where: {
                    isWord($0, "else") && code.enclosing[$0] == code.enclosing[index]
                }),
                let open = nextBrace(after: elseIndex, limit: limit)
            else { return (Outcome(called: false, exits: false), index + 1) }
            let inner = run(code.inside(open), called: called, name: name)
            return (
                Outcome(called: mentions(index..<elseIndex, name), exits: false, missed: inner.missed),
                code.closing(open) + 1
            )
        case "if":
            return ifChain(at: index, called: called, name: name, limit: limit)
        case "switch":
            return switchStatement(at: index, called: called, name: name, limit: limit)
        case "do":
            guard let open = nextBrace(after: index, limit: limit) else {
                return (Outcome(called: false, exits: false), index + 1)
            }
            var outcome = run(code.inside(open), called: called, name: name)
            var next = code.closing(open) + 1
            // ObjC's `do { } while (…);`, Swift's `do { } catch { }`.
            while isWord(next, "catch") {
                guard let catchOpen = nextBrace(after: next, limit: limit) else { break }
                let caught = run(code.inside(catchOpen), called: called, name: name)
                if outcome.missed == nil { outcome.missed = caught.missed }
                outcome.called = outcome.called && (caught.called || caught.exits)
                outcome.exits = outcome.exits && caught.exits
                next = code.closing(catchOpen) + 1
            }
            if isWord(next, "while") { next = statementEnd(from: next + 1, limit: limit) }
            return (outcome, next)
        default:
            // A loop's body may not run: a call in it does not count, a `return` in it still leaves.
            let body = branch(after: index, limit: limit)
            let inner = run(body.range, called: called, name: name)
            return (Outcome(called: false, exits: false, missed: inner.missed), body.next)
        }
    }

    private func ifChain(at index: Int, called: Bool, name: String, limit: Int) -> (Outcome, Int) {
        var branches: [Range<Int>] = []
        var conditionsCall = false
        var hasElse = false
        var at = index
        var next = index + 1
        while true {
            let body = branch(after: at, limit: limit)
            if mentions((at + 1)..<max(at + 1, body.range.lowerBound - 1), name) { conditionsCall = true }
            branches.append(body.range)
            next = body.next
            guard isWord(next, "else") else { break }
            if isWord(next + 1, "if") {
                at = next + 1
                continue
            }
            hasElse = true
            let last = elseBranch(after: next, limit: limit)
            branches.append(last.range)
            next = last.next
            break
        }
        var allCall = hasElse, allExit = hasElse
        for body in branches {
            let inner = run(body, called: called || conditionsCall, name: name)
            if let missed = inner.missed { return (Outcome(called: false, exits: true, missed: missed), next) }
            allCall = allCall && (inner.called || inner.exits)
            allExit = allExit && inner.exits
        }
        return (Outcome(called: conditionsCall || allCall, exits: allExit), next)
    }

    private func switchStatement(at index: Int, called: Bool, name: String, limit: Int) -> (Outcome, Int) {
        guard let open = nextBrace(after: index, limit: limit) else {
            return (Outcome(called: false, exits: false), index + 1)
        }
        let close = code.closing(open)
        var labels: [Int] = []
        for token in code.inside(open)
        where code.enclosing[token] == open && (isWord(token, "case") || isWord(token, "default")) {
            labels.append(token)
        }
        let hasDefault = labels.contains { isWord($0, "default") }
        var allCall = !labels.isEmpty, allExit = !labels.isEmpty
        for (number, label) in labels.enumerated() {
            let end = number + 1 < labels.count ? labels[number + 1] : close
            guard let colon = (label..<end).first(where: { code.isSymbol($0, ":") && code.enclosing[$0] == open })
            else { continue }
            let inner = run((colon + 1)..<end, called: called, name: name)
            if let missed = inner.missed { return (Outcome(called: false, exits: true, missed: missed), close + 1) }
            allCall = allCall && (inner.called || inner.exits)
            allExit = allExit && inner.exits
        }
        // Swift's switch is exhaustive; C's falls out of one without `default`.
        let exhaustive = hasDefault || code.source.language == .swift
        return (Outcome(called: exhaustive && allCall, exits: exhaustive && allExit), close + 1)
    }

    /// The body of the statement whose keyword is at `index`: its braces, or (C) one statement up to `;`.
    private func branch(after index: Int, limit: Int) -> (range: Range<Int>, next: Int) {
        if code.source.language == .objectiveC, code.isSymbol(index + 1, "("), code.partner[index + 1] > index + 1 {
            let after = code.partner[index + 1] + 1
            if code.isSymbol(after, "{") { return (code.inside(after), code.closing(after) + 1) }
            let end = statementEnd(from: after, limit: limit)
            return (after..<end, end)
        }
        guard let open = nextBrace(after: index, limit: limit) else { return (index..<index, index + 1) }
        return (code.inside(open), code.closing(open) + 1)
    }

    private func elseBranch(after elseIndex: Int, limit: Int) -> (range: Range<Int>, next: Int) {
        if code.isSymbol(elseIndex + 1, "{") { return (code.inside(elseIndex + 1), code.closing(elseIndex + 1) + 1) }
        let end = statementEnd(from: elseIndex + 1, limit: limit)
        return ((elseIndex + 1)..<end, end)
    }

    /// The first `{` after `index` at its level (a condition's closures sit in parentheses).
    private func nextBrace(after index: Int, limit: Int) -> Int? {
        var at = index + 1
        while at < limit {
            if code.isSymbol(at, "{") { return at }
            if code.isSymbol(at, ";") || code.isSymbol(at, "}") { return nil }
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return nil
    }

    /// Past the end of the statement starting at `index`: its `;` (C), or where the expression ends (Swift).
    func statementEnd(from index: Int, limit: Int) -> Int {
        if code.source.language == .swift {
            guard index < limit, !code.isSymbol(index, "}"), !code.isSymbol(index, ";") else { return index }
            return min(code.expressionEnd(from: index), limit)
        }
        var at = index
        while at < limit, !code.isSymbol(at, ";") {
            if code.isSymbol(at, "}") { return at }
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return min(at + 1, limit)
    }

    // MARK: The launch option

    /// The `return`s of the launch method whose body opens at `body` that can give true once the
    /// launch option was read at `read`: those on the path where it was there. A return of `true`
    /// or `YES`; any other expression is not judged.
    /// `givesTrue` says whether a returned call (`return launch(item)`, the `(` of the call) can give true: the
    /// launch's result is the handler's, true when it worked.
    func returnsTrue(body: Int, afterReading read: Int, givesTrue: (Int) -> Bool = { _ in false }) -> [Int] {
        let close = code.closing(body)
        var considered: [Range<Int>] = []
        if let (keyword, open) = condition(around: read, body: body) {
            if isWord(keyword, "guard") {
                considered.append((code.closing(open) + 1)..<close)
            } else {
                considered.append(code.inside(open))
                if !alwaysExits(code.inside(open)) {
                    var after = code.closing(open) + 1
                    while isWord(after, "else") {
                        let next =
                            isWord(after + 1, "if")
                            ? branch(after: after + 1, limit: close) : elseBranch(after: after, limit: close)
                        after = next.next
                    }
                    considered.append(after..<close)
                }
            }
        } else {
            considered.append(read..<close)
        }
        var found: [Int] = []
        for range in considered {
            for index in range where isWord(index, "return") && isDirect(index, in: body) {
                let value = index + 1
                if code.isSymbol(value, "true") || code.isIdentifier(value, "YES") || code.isIdentifier(value, "true") {
                    found.append(index)
                } else if code.isIdentifier(value), code.isSymbol(value + 1, "("), code.partner[value + 1] > value + 1,
                    statementEnd(from: value, limit: close) == code.partner[value + 1] + 1, givesTrue(value + 1)
                {
                    found.append(index)
                }
            }
        }
        return found
    }

    /// The `if` or `guard` whose condition holds `index`, and the `{` of its body (of `else` for `guard`).
    private func condition(around index: Int, body: Int) -> (keyword: Int, open: Int)? {
        var at = index - 1
        let level = levelBrace(of: index)
        while at > body {
            if code.partner[at] > at && code.partner[at] < index { at -= 1; continue }
            if code.partner[at] >= 0 && code.partner[at] < at { at = code.partner[at] - 1; continue }
            if code.isSymbol(at, ";") || (code.isSymbol(at, "{") && at == level) || code.isSymbol(at, "}") {
                return nil
            }
            if isWord(at, "if") || isWord(at, "guard") {
                let limit = code.closing(level)
                if isWord(at, "guard") {
                    guard
                        let elseIndex = (index..<limit).first(where: {
                            isWord($0, "else") && levelBrace(of: $0) == level
                        }),
                        let open = nextBrace(after: elseIndex, limit: limit)
                    else { return nil }
                    return (at, open)
                }
                if code.source.language == .objectiveC {
                    guard code.isSymbol(at + 1, "("), code.partner[at + 1] > index,
                        code.isSymbol(code.partner[at + 1] + 1, "{")
                    else { return nil }
                    return (at, code.partner[at + 1] + 1)
                }
                guard let open = nextBrace(after: at, limit: limit), open > index else { return nil }
                return (at, open)
            }
            at -= 1
        }
        return nil
    }

    private func levelBrace(of index: Int) -> Int {
        code.enclosingBrace(of: index)
    }

    /// Whether the last statement of `range` leaves the method.
    private func alwaysExits(_ range: Range<Int>) -> Bool {
        run(range, called: false, name: "\u{0}").exits
    }

    /// Whether `index` is in the method's own statements, not in a closure or block inside it.
    /// Whether the body opened at `body` has a `return true` of its own (not a closure's).
    func hasReturnTrue(body: Int) -> Bool {
        code.inside(body).contains {
            isWord($0, "return") && isDirect($0, in: body)
                && (code.isSymbol($0 + 1, "true") || code.isIdentifier($0 + 1, "true"))
        }
    }

    private func isDirect(_ index: Int, in body: Int) -> Bool {
        var open = code.enclosing[index]
        while open > body {
            guard code.isSymbol(open, "{"), isControlBrace(open) else { return false }
            open = code.enclosing[open]
        }
        return open == body
    }

    /// Whether the `{` at `open` is a control statement's body rather than a closure's.
    private func isControlBrace(_ open: Int) -> Bool {
        var at = open - 1
        let level = code.enclosing[open]
        while at >= 0, at > level {
            if code.partner[at] >= 0 && code.partner[at] < at { at = code.partner[at] - 1; continue }
            let token = code.tokens[at]
            if token.kind == .keyword, Self.controlWords.contains(token.text) { return true }
            if code.isSymbol(at, ";") || code.isSymbol(at, "{") || code.isSymbol(at, "}") || code.isSymbol(at, "^")
                || code.isSymbol(at, "in")
            {
                return false
            }
            if code.isSymbol(at, "=") || code.isSymbol(at, ",") || code.isSymbol(at, ":") { return false }
            at -= 1
        }
        return false
    }
}
