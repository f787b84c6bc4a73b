/// A computed property (or a method without parameters) of an enum that makes
/// an item from the enum's own per-case properties:
/// `var item: UIApplicationShortcutItem { .init(type: type, localizedTitle: title, …) }`.
/// Each use of a case whose value reaches the property (`ActionType.newMessage.item`,
/// or an element of a `[ActionType]` collection mapped with `\.item` / `{ $0.item }`)
/// is its own quick action, read with `self` that case, located at the case.
struct SwiftEnumHelper {
    /// The enum's types, outermost first.
    let type: [String]
    /// The property's (or method's) name.
    let member: String
    /// Whether it is a method (`.case.member()`).
    let isMethod: Bool
    /// The case names the enum's body declares.
    let cases: [String]
    /// Names of the properties the enum's body declares (`type`, `icon`).
    let properties: Set<String>
    /// The `{` of the member's body.
    let body: Int

    init?(around index: Int, in code: CodeStructure) {
        let declarations = SwiftDeclarations(code: code, file: 0)
        var brace = code.enclosingBrace(of: index)
        var outermost = -1
        while brace >= 0, declarations.typeHeader(ofBrace: brace) == nil {
            outermost = brace
            brace = code.enclosingBrace(of: brace)
        }
        guard brace >= 0, outermost >= 0, declarations.typeHeader(ofBrace: brace)?.keyword == "enum",
            let header = Self.memberHeader(ofBrace: outermost, in: code),
            let path = declarations.typePath(of: outermost)
        else { return nil }
        type = path
        member = header.name
        isMethod = header.isMethod
        body = outermost
        var cases: [String] = [], properties: Set<String> = []
        for token in (brace + 1)..<max(code.partner[brace], brace + 1) where code.enclosing[token] == brace {
            if code.isSymbol(token, "var") || code.isSymbol(token, "let"), code.isIdentifier(token + 1) {
                properties.insert(code.tokens[token + 1].text)
            } else if code.isSymbol(token, "case") {
                var next = token + 1
                while code.isIdentifier(next) {
                    cases.append(code.tokens[next].text)
                    next += 1
                    if code.partner[next] > next { next = code.partner[next] + 1 }
                    if code.isSymbol(next, "="), next + 1 < code.tokens.count { next += 2 }
                    guard code.isSymbol(next, ",") else { break }
                    next += 1
                }
            }
        }
        guard !cases.isEmpty else { return nil }
        self.cases = cases
        self.properties = properties
    }

    /// `var name: T {` (through a `get {`) or `func name() -> T {`.
    private static func memberHeader(ofBrace brace: Int, in code: CodeStructure) -> (name: String, isMethod: Bool)? {
        var index = brace - 1
        while index >= 0 && brace - index < 48 {
            if code.partner[index] >= 0 && code.partner[index] < index {
                index = code.partner[index] - 1
                continue
            }
            if code.isSymbol(index, "var"), code.isIdentifier(index + 1), code.isSymbol(index + 2, ":") {
                return (code.tokens[index + 1].text, false)
            }
            if code.isSymbol(index, "func"), code.isIdentifier(index + 1), code.isSymbol(index + 2, "("),
                code.partner[index + 2] == index + 3
            {
                return (code.tokens[index + 1].text, true)
            }
            if ["{", "}", ";", "=", "let", "init", "in", "func", "var"].contains(code.tokens[index].text)
                && code.tokens[index].kind != .identifier
            {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether the expression at `range` depends on `self`: it names `self` or
    /// one of the enum's own properties (not as a member of something else, nor as a label).
    func dependsOnSelf(_ range: Range<Int>, in code: CodeStructure) -> Bool {
        range.contains { index in
            if code.isSymbol(index, "self") { return true }
            return code.isIdentifier(index) && properties.contains(code.tokens[index].text)
                && !code.isSymbol(index - 1, ".") && !code.isSymbol(index + 1, ":")
        }
    }

    /// The uses in `code` of a case whose value reaches the member: the token
    /// where each use starts and the case's name.
    func uses(in code: CodeStructure) -> [(start: Int, name: String)] {
        let names = Set(cases)
        var found: [(start: Int, name: String)] = []
        for index in code.tokens.indices
        where code.isIdentifier(index) && names.contains(code.tokens[index].text) && code.isSymbol(index - 1, ".") {
            guard let start = caseStart(nameAt: index, in: code) else { continue }
            if start < index - 1, code.isSymbol(index + 1, "."), code.isIdentifier(index + 2, member),
                !isMethod || (code.isSymbol(index + 3, "(") && code.partner[index + 3] == index + 4)
            {
                found.append((start, code.tokens[index].text))
            } else if let collection = collection(element: start, end: index + 1, in: code),
                isMapped(collection, from: start, in: code)
            {
                found.append((start, code.tokens[index].text))
            }
        }
        return found
    }

    /// `.name` (implicit) or `Type.name` / `Outer.Type.name` whose written type ends with the enum's name.
    private func caseStart(nameAt index: Int, in code: CodeStructure) -> Int? {
        let dot = index - 1
        guard code.isIdentifier(dot - 1) else {
            if dot > 0, code.tokens[dot - 1].kind == .punctuation,
                ![")", "]", "}", "?", "!", ">"].contains(code.tokens[dot - 1].text)
            {
                return dot
            }
            return nil
        }
        guard code.tokens[dot - 1].text == type.last else { return nil }
        var start = dot - 1
        while code.isSymbol(start - 1, "."), code.isIdentifier(start - 2) { start -= 2 }
        return start
    }

    /// The collection the case at `start..<end` is put in: an element of the
    /// array literal assigned to it (`var items: [ActionType] = [.a, .b]`,
    /// `items += [.a]`) or the argument of `items.append(.a)` / `items.insert(.a, at:)`.
    private func collection(element start: Int, end: Int, in code: CodeStructure) -> String? {
        let open = code.enclosing[start]
        guard open >= 0, code.isSymbol(end, ",") || end == code.partner[open] else { return nil }
        guard code.isSymbol(start - 1, ",") || start - 1 == open else { return nil }
        if code.isSymbol(open, "(") {
            guard start - 1 == open, let method = code.text(open - 1), ["append", "insert"].contains(method),
                code.isSymbol(open - 2, "."), code.isIdentifier(open - 3)
            else { return nil }
            return code.tokens[open - 3].text
        }
        guard code.isSymbol(open, "[") else { return nil }
        if code.isSymbol(open - 1, "+="), code.isIdentifier(open - 2) { return code.tokens[open - 2].text }
        guard code.isSymbol(open - 1, "="), code.tokens[open - 1].kind == .punctuation else { return nil }
        if code.isIdentifier(open - 2) { return code.tokens[open - 2].text }
        // `let name: [T] =`
        guard code.isSymbol(open - 2, "]"), code.partner[open - 2] >= 0 else { return nil }
        let typeOpen = code.partner[open - 2]
        guard code.isSymbol(typeOpen - 1, ":"), code.isIdentifier(typeOpen - 2) else { return nil }
        return code.tokens[typeOpen - 2].text
    }

    /// Whether, in the function around `use`, `collection` is declared an array of
    /// the enum (`name: [ActionType]`) and mapped through the member
    /// (`name.map(\.item)`, `name.map { $0.item }`, also `compactMap`).
    private func isMapped(_ collection: String, from use: Int, in code: CodeStructure) -> Bool {
        var scope = code.enclosingBrace(of: use)
        while scope >= 0, code.enclosingBrace(of: scope) >= 0,
            SwiftDeclarations(code: code, file: 0).typeHeader(ofBrace: code.enclosingBrace(of: scope)) == nil
        {
            scope = code.enclosingBrace(of: scope)
        }
        guard scope >= 0, code.partner[scope] > scope else { return false }
        var typed = false, mapped = false
        for index in scope..<code.closing(scope)
        where code.isIdentifier(index, collection) && !code.isSymbol(index - 1, ".") {
            if code.isSymbol(index + 1, ":"), code.isSymbol(index + 2, "["), code.partner[index + 2] > index + 2 {
                let element = code.inside(index + 2)
                typed =
                    typed
                    || (element.allSatisfy { code.isIdentifier($0) || code.isSymbol($0, ".") }
                        && code.tokens[element.upperBound - 1].text == type.last)
            }
            guard code.isSymbol(index + 1, "."), let method = code.text(index + 2),
                ["map", "compactMap"].contains(method)
            else { continue }
            let open = index + 3
            if code.isSymbol(open, "("), code.partner[open] > open {
                // `(\.item)`: the key path's tokens between the parentheses.
                let inner = code.source.text(of: code.inside(open)).filter { !$0.isWhitespace }
                if inner == "\\.\(member)" + (isMethod ? "()" : "") { mapped = true }
            } else if code.isSymbol(open, "{"), code.partner[open] > open {
                let inner = code.source.text(of: code.inside(open)).filter { !$0.isWhitespace }
                if inner == "$0.\(member)" + (isMethod ? "()" : "") { mapped = true }
            }
        }
        return typed && mapped
    }
}
