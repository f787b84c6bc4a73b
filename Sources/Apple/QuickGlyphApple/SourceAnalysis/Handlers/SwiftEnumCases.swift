/// An enum's cases as the corpus declares them, and a member of each that switches over `self`,
/// for a handler that tries every case (`Kind(rawValue: type)`, `allCases.first(where:)`).
struct SwiftEnumCases {
    var file: Int
    /// The `{` of the enum's body.
    var body: Int
    var cases: [String]
    /// Each case's raw value token when written, else its name token.
    var caseTokens: [String: Int] = [:]

    /// What a name written in code finds among the corpus's enums.
    enum Lookup {
        case found(SwiftEnumCases)
        case notFound
        /// Several enums the name may be, as the compiler would not leave it: their paths (`Settings.Kind`).
        case ambiguous([String])
    }

    /// The path of types the enum is declared in, its own name last (`QuickMenu.Kind`).
    var path: [String] = []

    /// The enum `qualifier.type` names where it is written (`use`, a token of `file`), found as the compiler finds
    /// it: among every `enum type` of the corpus (each with the types it is nested in, extensions included), those
    /// whose path ends with the qualifier; unqualified, the one nested deepest in the types around the use (a nested
    /// `Kind` inside `extension Settings` is `Settings.Kind`), else the top-level one. Two left: not judged.
    static func find(
        _ type: String, qualifier: [String] = [], use: (file: Int, index: Int)? = nil, resolver: NameResolver
    ) -> Lookup {
        var candidates: [SwiftEnumCases] = []
        for file in resolver.index.files(containing: ["enum", type]) where resolver.index.language(file) == .swift {
            let code = resolver.index.code(file)
            for index in code.tokens.indices where code.isSymbol(index, "enum") && code.isIdentifier(index + 1, type) {
                if var found = read(code, file: file, at: index) {
                    found.path = SwiftDeclarations(code: code, file: file).enclosingTypes(of: index) + [type]
                    candidates.append(found)
                }
            }
        }
        if candidates.isEmpty { return .notFound }
        var matching: [SwiftEnumCases]
        if !qualifier.isEmpty {
            let written = qualifier + [type]
            matching = candidates.filter {
                $0.path.count >= written.count && $0.path.suffix(written.count).elementsEqual(written)
            }
            // A module's name before the type (`App.QuickMenu.Kind`) is no type of the corpus: without it.
            if matching.isEmpty, qualifier.count > 1 || !candidates.contains(where: { $0.path.contains(qualifier[0]) })
            {
                return find(type, qualifier: Array(qualifier.dropFirst()), use: use, resolver: resolver)
            }
        } else {
            let around =
                use.map {
                    SwiftDeclarations(code: resolver.index.code($0.file), file: $0.file).enclosingTypes(of: $0.index)
                }
                ?? []
            // The scopes from the innermost out: `A.B`, `A`, the top level.
            matching = []
            for depth in stride(from: around.count, through: 0, by: -1) {
                let scope = Array(around.prefix(depth))
                matching = candidates.filter { Array($0.path.dropLast()) == scope }
                if !matching.isEmpty { break }
            }
            // Not visible from the use by scope (an enum nested in a type the use is not in): one candidate in all is
            // still taken (the use may be in code this reading does not place, such as a generic context), two are not.
            if matching.isEmpty, candidates.count == 1 { matching = candidates }
        }
        switch matching.count {
        case 0:
            return qualifier.isEmpty && candidates.count > 1
                ? .ambiguous(candidates.map { $0.path.joined(separator: ".") }) : .notFound
        case 1: return .found(matching[0])
        default:
            // The same declaration read twice is not two (a file listed twice).
            let paths = Set(matching.map { $0.path.joined(separator: ".") })
            let files = Set(matching.map(\.file))
            if paths.count == 1, files.count == 1 { return .found(matching[0]) }
            return .ambiguous(matching.map { $0.path.joined(separator: ".") })
        }
    }

    /// The enum whose `enum` keyword is at `index`.
    private static func read(_ code: CodeStructure, file: Int, at index: Int) -> SwiftEnumCases? {
        var open = index + 2
        while open < code.tokens.count, !code.isSymbol(open, "{"), open - index < 40 { open += 1 }
        guard code.isSymbol(open, "{"), code.partner[open] > open else { return nil }
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
