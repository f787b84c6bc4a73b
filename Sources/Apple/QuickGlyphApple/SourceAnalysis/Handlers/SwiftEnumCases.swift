/// An enum's cases as the corpus declares them, and a member of each that switches over `self`,
/// for a handler that tries every case (`Kind(rawValue: type)`, `allCases.first(where:)`).
struct SwiftEnumCases {
    var file: Int
    /// The `{` of the enum's body.
    var body: Int
    var cases: [String]
    /// Each case's raw value token when written, else its name token.
    var caseTokens: [String: Int] = [:]

    /// The enum named `type`: its first declaration in the corpus.
    static func find(_ type: String, resolver: NameResolver) -> SwiftEnumCases? {
        for file in resolver.index.files(containing: ["enum", type]) where resolver.index.language(file) == .swift {
            let code = resolver.index.code(file)
            for index in code.tokens.indices where code.isSymbol(index, "enum") && code.isIdentifier(index + 1, type) {
                var open = index + 2
                while open < code.tokens.count, !code.isSymbol(open, "{"), open - index < 40 { open += 1 }
                guard code.isSymbol(open, "{"), code.partner[open] > open else { continue }
                var cases: [String] = []
                var tokens: [String: Int] = [:]
                for at in code.inside(open) where code.isSymbol(at, "case") && code.enclosing[at] == open {
                    var next = at + 1
                    while code.isIdentifier(next) {
                        cases.append(code.tokens[next].text)
                        tokens[code.tokens[next].text] = next
                        next += 1
                        if code.isSymbol(next, "("), code.partner[next] > next { next = code.partner[next] + 1 }
                        if code.isSymbol(next, "="), code.tokens[next].kind == .punctuation {
                            // A raw value written out is where the compared type is.
                            tokens[cases[cases.count - 1]] = next + 1
                            next = code.expressionEnd(from: next + 1)
                        }
                        guard code.isSymbol(next, ",") else { break }
                        next += 1
                    }
                }
                return SwiftEnumCases(file: file, body: open, cases: cases, caseTokens: tokens)
            }
        }
        return nil
    }

    /// `member` of case `name` when the enum (or an extension in its file) declares it as a property or a
    /// method whose body is `switch self`, one expression per case; a parameter named after the bundle
    /// identifier is taken to be it (`func type(bundleIdentifier: String) -> String`).
    func value(of member: String, for name: String, resolver: NameResolver) -> String? {
        let code = resolver.index.code(file)
        for index in code.tokens.indices
        where (code.isSymbol(index, "func") || code.isSymbol(index, "var")) && code.isIdentifier(index + 1, member) {
            var bindings: [String: String] = [:]
            var brace: Int?
            if code.isSymbol(index, "func") {
                guard code.isSymbol(index + 2, "("), code.partner[index + 2] > index + 2 else { continue }
                for parameter in SwiftHelper.parameters(open: index + 2, in: code)
                where parameter.name.lowercased().contains("bundle") {
                    bindings[parameter.name] = RecognisedType.bundleIdentifier
                }
                brace = SwiftFunctions.bodyBrace(after: code.partner[index + 2], in: code)
            } else {
                var at = index + 2
                while at < code.tokens.count, !code.isSymbol(at, "{"), at - index < 16 { at += 1 }
                brace = code.isSymbol(at, "{") ? at : nil
            }
            guard let brace, let cases = SwiftDeclarations(code: code, file: file).switchOverSelf(body: brace),
                let range = cases[name] ?? cases["default"]
            else { continue }
            var evaluator = TypeExpression(code: code, names: NameContext(resolver: resolver, file: file, depth: 0))
            evaluator.bindings = bindings
            return evaluator.value(range)
        }
        return nil
    }
}
