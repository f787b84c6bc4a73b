import QuickGlyphModel

/// Swift expressions that choose a value: `cond ? a : b`, an `if` or `switch` expression
/// (Swift 5.9), and a variable declared without a value and set in every branch of the
/// `if` or `switch` statement after it. `if #available(iOS 26, *)` gives its branches the
/// OS versions that take them. Each branch is read as a value of its own, so an icon
/// chosen among literals is a set of known icons rather than one computed icon.
extension SwiftValueReader {
    /// One value a choice may take: its tokens, and the OS versions that take it.
    struct Choice {
        var range: Range<Int>
        var availability: String?
    }

    /// The icons an icon argument chooses among: the argument a choice between icons, or an
    /// icon whose name is a choice between names (directly or through a variable); nil when
    /// it makes one icon.
    func iconBranches(_ range: Range<Int>) -> [IconBranch]? {
        // A choice between icons none of which is known says no more than the expression: it stays one.
        guard let branches = iconBranches(range, depth: 0),
            branches.contains(where: { if case .unresolved = $0.icon { false } else { true } })
        else { return nil }
        return branches
    }

    private func iconBranches(_ range: Range<Int>, depth: Int) -> [IconBranch]? {
        guard !range.isEmpty, depth < 4 else { return nil }
        if let choices = choices(range) {
            return choices.flatMap { choice -> [IconBranch] in
                if let nested = iconBranches(choice.range, depth: depth + 1) {
                    return nested.map { branch in
                        var branch = branch
                        branch.availability = branch.availability ?? choice.availability
                        return branch
                    }
                }
                let (icon, at) = self.icon(choice.range)
                return [
                    IconBranch(
                        icon: icon, declaredAt: at.map { SourceLocation(path: path, position: $0) },
                        availability: choice.availability)
                ]
            }
        }
        if let named = namedIconBranches(range) { return named }
        let first = range.lowerBound
        if range.count == 1, code.isIdentifier(first), binding(range) == nil,
            let assigned = assignment(of: code.tokens[first].text, before: first)
        {
            return iconBranches(assigned.value, depth: depth + 1)
        }
        return nil
    }

    /// The types a type argument chooses among (`pro ? "a" : "b"`, an `if`/`switch` expression, a `let` set
    /// in every branch), each as `value` reads it; nil when it is no choice or no branch is known.
    func typeBranches(_ range: Range<Int>) -> [TypeBranch]? {
        guard let choices = choices(range) else { return nil }
        let branches = choices.map { choice in
            TypeBranch(
                type: value(choice.range) ?? .unresolved(code.source.text(of: choice.range)),
                at: code.tokens[choice.range.lowerBound].position)
        }
        guard branches.contains(where: { $0.type.literal != nil }) else { return nil }
        return branches
    }

    /// A mutable item's `item.icon = …` set once in every branch of one `if`/`else` chain or `switch`
    /// (`ranges`, the values, in order): one icon a branch; nil when the sets are anything else.
    func iconBranches(setIn ranges: [Range<Int>]) -> [IconBranch]? {
        guard ranges.count > 1, let keyword = statementKeyword(around: ranges[0].lowerBound),
            let branches = statementBranches(at: keyword), branches.count == ranges.count
        else { return nil }
        var result: [IconBranch] = []
        for (branch, value) in zip(branches, ranges) {
            // Each set at the top level of its own branch, in order.
            guard branch.range.contains(value.lowerBound),
                code.enclosingBrace(of: value.lowerBound) == code.enclosingBrace(of: branch.range.lowerBound)
                    || code.enclosingBrace(of: value.lowerBound) == code.enclosing[branch.range.lowerBound]
            else { return nil }
            if let nested = iconBranches(value, depth: 1) {
                result += nested.map { nestedBranch in
                    var nestedBranch = nestedBranch
                    nestedBranch.availability = nestedBranch.availability ?? branch.availability
                    return nestedBranch
                }
                continue
            }
            let (icon, at) = self.icon(value)
            result.append(
                IconBranch(
                    icon: icon, declaredAt: at.map { SourceLocation(path: path, position: $0) },
                    availability: branch.availability))
        }
        guard result.contains(where: { if case .unresolved = $0.icon { false } else { true } }) else { return nil }
        return result
    }

    /// The `if` that starts the `if`/`else` chain, or the `switch`, whose branch holds `index`.
    private func statementKeyword(around index: Int) -> Int? {
        let brace = code.enclosingBrace(of: index)
        guard brace >= 0 else { return nil }
        let level = code.enclosing[brace]
        var keyword = brace - 1
        while keyword >= 0, code.enclosing[keyword] == level {
            if code.isSymbol(keyword, "if") || code.isSymbol(keyword, "switch") {
                // An `else if` is part of the chain its first `if` starts.
                guard code.isSymbol(keyword - 1, "else") else { return keyword }
            }
            if code.isSymbol(keyword, ";") { return nil }
            keyword =
                code.partner[keyword] >= 0 && code.partner[keyword] < keyword ? code.partner[keyword] - 1 : keyword - 1
        }
        return nil
    }

    /// `UIApplicationShortcutIcon(templateImageName: cond ? "a" : "b")` (or `systemImageName:`, or a
    /// name bound to a choice): one icon of that form a name, each at its name.
    private func namedIconBranches(_ range: Range<Int>) -> [IconBranch]? {
        guard let open = iconCallOpen(range, implicit: true) else { return nil }
        let arguments = code.arguments(open: open)
        guard arguments.count == 1, let label = arguments[0].label,
            label == "templateImageName" || label == "systemImageName", let choices = choices(arguments[0].value)
        else { return nil }
        let text = code.source.text(of: range)
        return choices.map { choice in
            let name: String? = if case .literal(let text)? = value(choice.range) { text } else { nil }
            let icon: QuickActionIcon =
                label == "templateImageName"
                ? name.map(QuickActionIcon.file) ?? .unresolved(text, form: .file)
                : name.map(QuickActionIcon.symbol) ?? .unresolved(text, form: .symbol)
            return IconBranch(
                icon: icon,
                declaredAt: SourceLocation(path: path, position: code.tokens[choice.range.lowerBound].position),
                availability: choice.availability)
        }
    }

    /// The values `range` chooses among, flattened (a ternary in a branch adds its own); nil when
    /// it is no choice. A lone name is followed to the choice it was given: `let name = c ? … : …`,
    /// or a `let name` set in every branch of the `if` or `switch` after it.
    func choices(_ range: Range<Int>, depth: Int = 0) -> [Choice]? {
        guard !range.isEmpty, depth < 4 else { return nil }
        let first = range.lowerBound
        var found: [Choice]?
        if code.isSymbol(first, "if") || code.isSymbol(first, "switch") {
            guard let branches = statementBranches(at: first), branches.last.map({ $0.range.upperBound }) != nil,
                closingBrace(after: first) == range.upperBound - 1
            else { return nil }
            var values: [Choice] = []
            for branch in branches {
                // An expression's branch is one expression.
                let body = trimmed(branch.range)
                guard !body.isEmpty, code.expressionEnd(from: body.lowerBound) == body.upperBound else { return nil }
                values.append(Choice(range: body, availability: branch.availability))
            }
            found = values
        } else if let question = ternaryQuestion(in: range) {
            let colon = ternaryColon(after: question, in: range)
            guard let colon, question > first, colon > question + 1, colon + 1 < range.upperBound else { return nil }
            found = [
                Choice(range: (question + 1)..<colon, availability: nil),
                Choice(range: (colon + 1)..<range.upperBound, availability: nil),
            ]
        } else if range.count == 1, code.isIdentifier(first), binding(range) == nil {
            let name = code.tokens[first].text
            if let assigned = assignment(of: name, before: first) {
                return choices(assigned.value, depth: depth + 1)
            }
            return branchAssignments(of: name, before: first)
        }
        guard let found else { return nil }
        return found.flatMap { choice -> [Choice] in
            // A branch that chooses again adds its own values; a name in a branch is a value.
            let start = choice.range.lowerBound
            guard
                code.isSymbol(start, "if") || code.isSymbol(start, "switch")
                    || ternaryQuestion(in: choice.range) != nil,
                let nested = choices(choice.range, depth: depth + 1)
            else { return [choice] }
            return nested.map { Choice(range: $0.range, availability: $0.availability ?? choice.availability) }
        }
    }

    /// The `}` that ends the `if`/`else` chain or `switch` starting at `keyword`.
    private func closingBrace(after keyword: Int) -> Int? {
        guard let branches = statementBranches(at: keyword), let last = branches.last else { return nil }
        return last.range.upperBound
    }

    /// The bodies of the `if` … `else if` … `else` chain or the cases of the `switch` at `keyword`,
    /// each inside its braces (a case: from after its `:` to the next case), with the OS versions
    /// that take it; nil without a final `else` (a value is then not given on every path).
    private func statementBranches(at keyword: Int) -> [Choice]? {
        if code.isSymbol(keyword, "switch") {
            guard let brace = nextBrace(after: keyword) else { return nil }
            let inside = code.inside(brace)
            var starts: [Int] = []
            for index in inside where code.enclosing[index] == brace {
                guard code.isSymbol(index, "case") || code.isSymbol(index, "default") else { continue }
                var colon = index + 1
                while colon < inside.upperBound, !(code.isSymbol(colon, ":") && code.enclosing[colon] == brace) {
                    colon = code.partner[colon] > colon ? code.partner[colon] + 1 : colon + 1
                }
                guard colon < inside.upperBound else { return nil }
                starts.append(index)
                starts.append(colon + 1)
            }
            guard !starts.isEmpty else { return nil }
            var branches: [Choice] = []
            for pair in stride(from: 0, to: starts.count, by: 2) {
                let end = pair + 2 < starts.count ? starts[pair + 2] : inside.upperBound
                branches.append(Choice(range: starts[pair + 1]..<end, availability: nil))
            }
            // The last case's range ends at the `}`, so that the chain's end is known.
            branches[branches.count - 1].range = branches[branches.count - 1].range.lowerBound..<code.closing(brace)
            return branches
        }
        var branches: [Choice] = []
        var index = keyword
        var before: String?
        while code.isSymbol(index, "if") {
            guard let brace = nextBrace(after: index) else { return nil }
            let version = availableVersion(in: (index + 1)..<brace)
            branches.append(
                Choice(range: code.inside(brace), availability: version.map { "iOS \($0) and later" } ?? before))
            if let version { before = "before iOS \(version)" }
            let close = code.closing(brace)
            guard code.isSymbol(close + 1, "else") else { return nil }
            if code.isSymbol(close + 2, "{") {
                let last = close + 2
                guard code.partner[last] > last else { return nil }
                branches.append(Choice(range: code.inside(last), availability: before))
                // The last body's range ends at its `}`.
                return branches.enumerated().map { offset, branch in
                    offset == branches.count - 1
                        ? Choice(range: branch.range.lowerBound..<code.closing(last), availability: branch.availability)
                        : branch
                }
            }
            index = close + 2
        }
        return nil
    }

    /// The `{` that opens the body of the `if`/`switch` at `keyword`: the first brace at its level.
    private func nextBrace(after keyword: Int) -> Int? {
        let level = code.enclosing[keyword]
        var index = keyword + 1
        while index < code.tokens.count, code.enclosing[index] == level {
            if code.isSymbol(index, "{") && code.enclosing[index] == level {
                return code.partner[index] > index ? index : nil
            }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        return nil
    }

    /// `#available(iOS 26, *)` (or `iOS 17.4`) as the whole condition: the version.
    private func availableVersion(in condition: Range<Int>) -> String? {
        let first = condition.lowerBound
        guard code.isSymbol(first, "#available"), code.isSymbol(first + 1, "("),
            code.partner[first + 1] == condition.upperBound - 1
        else { return nil }
        let inside = code.inside(first + 1)
        for index in inside where code.isIdentifier(index, "iOS") && index + 1 < inside.upperBound {
            return code.tokens[index + 1].text
        }
        return nil
    }

    /// The range without the body-ending brace the last branch carries.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty, code.isSymbol(range.upperBound - 1, "}"),
            code.partner[range.upperBound - 1] < range.lowerBound
        else { return range }
        return range.lowerBound..<(range.upperBound - 1)
    }

    /// The ternary's `?` at the top level of `range`: spaced from what it follows, which an
    /// optional's `?` never is.
    private func ternaryQuestion(in range: Range<Int>) -> Int? {
        let level = code.enclosing[range.lowerBound]
        var index = range.lowerBound + 1
        while index < range.upperBound {
            if code.isSymbol(index, "?"), code.enclosing[index] == level,
                code.tokens[index].range.lowerBound > code.tokens[index - 1].range.upperBound
            {
                return index
            }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        return nil
    }

    /// The `:` that pairs with the ternary's `?`, past any ternary nested in its first branch.
    private func ternaryColon(after question: Int, in range: Range<Int>) -> Int? {
        let level = code.enclosing[question]
        var depth = 0
        var index = question + 1
        while index < range.upperBound {
            if code.enclosing[index] == level {
                if code.isSymbol(index, "?"),
                    code.tokens[index].range.lowerBound > code.tokens[index - 1].range.upperBound
                {
                    depth += 1
                } else if code.isSymbol(index, ":") {
                    if depth == 0 { return index }
                    depth -= 1
                }
            }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        return nil
    }

    /// `let name: T` (no value) followed by an `if` or `switch` statement that sets `name = …` in
    /// every branch, the last thing done to it before `use`: the values set, one a branch.
    private func branchAssignments(of name: String, before use: Int) -> [Choice]? {
        var declaration = use - 1
        while declaration >= 0 {
            if code.isIdentifier(declaration, name),
                code.isSymbol(declaration - 1, "let")
                    || code.isSymbol(declaration - 1, "var")
            {
                break
            }
            declaration -= 1
        }
        guard declaration >= 0, !code.isSymbol(declaration + 1, "="),
            code.isVisible(declaredIn: code.enclosingBrace(of: declaration), at: use)
        else { return nil }
        let level = code.enclosing[declaration]
        // The statement after the declaration, at its level.
        var index = declaration + 1
        while index < use,
            !(code.enclosing[index] == level && (code.isSymbol(index, "if") || code.isSymbol(index, "switch")))
        {
            if code.enclosing[index] == level, code.isSymbol(index, "=") { return nil }
            index = code.partner[index] > index ? code.partner[index] + 1 : index + 1
        }
        guard index < use, let branches = statementBranches(at: index), let end = closingBrace(after: index),
            end < use
        else { return nil }
        // Nothing sets it again between the statement and the use.
        for later in (end + 1)..<use where code.isIdentifier(later, name) && code.isSymbol(later + 1, "=") {
            return nil
        }
        var values: [Choice] = []
        for branch in branches {
            let body = trimmed(branch.range)
            let scope = code.enclosing[body.lowerBound]
            guard
                let set = body.last(where: {
                    code.isIdentifier($0, name) && code.isSymbol($0 + 1, "=") && code.enclosing[$0] == scope
                        && !code.isSymbol($0 - 1, ".")
                })
            else { return nil }
            let valueEnd = code.expressionEnd(from: set + 2)
            guard valueEnd > set + 2 else { return nil }
            values.append(Choice(range: (set + 2)..<valueEnd, availability: branch.availability))
        }
        return values
    }
}
