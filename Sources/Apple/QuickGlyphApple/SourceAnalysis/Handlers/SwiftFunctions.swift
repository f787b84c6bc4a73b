/// Functions and initializers of the corpus found by name and argument labels, for following a
/// call a handler makes with the item.
enum SwiftFunctions {
    struct Function {
        var file: Int
        /// The `{` of its body.
        var body: Int
        var parameters: [SwiftHelper.Parameter]
    }

    /// `func name(…)` (or, with `initializerOf`, `init(…)` in that type or an extension of it)
    /// whose parameters take a call with `labels`.
    static func find(
        name: String?, initializerOf type: String?, labels: [String?], resolver: NameResolver
    ) -> [Function] {
        let needles = type.map { [$0, "init"] } ?? [name ?? ""]
        var found: [Function] = []
        for file in resolver.index.files(containing: needles) where resolver.index.language(file) == .swift {
            let code = resolver.index.code(file)
            let declarations = SwiftDeclarations(code: code, file: file)
            for index in code.tokens.indices {
                var open: Int
                if let name {
                    guard code.isSymbol(index, "func"), code.text(index + 1) == name else { continue }
                    open = index + 2
                    if code.isSymbol(open, "<"),
                        let close = (open..<min(open + 40, code.tokens.count)).first(where: { code.isSymbol($0, ">") })
                    {
                        open = close + 1
                    }
                } else if let type {
                    guard code.isSymbol(index, "init"), code.tokens[index].kind == .keyword,
                        !code.isSymbol(index - 1, ".")
                    else { continue }
                    open = index + 1
                    if code.isSymbol(open, "?") || code.isSymbol(open, "!") { open += 1 }
                    let brace = code.enclosingBrace(of: index)
                    guard brace >= 0, declarations.typeHeader(ofBrace: brace)?.names.last == type else { continue }
                } else {
                    continue
                }
                guard code.isSymbol(open, "("), code.partner[open] > open,
                    let body = bodyBrace(after: code.partner[open], in: code)
                else { continue }
                let parameters = SwiftHelper.parameters(open: open, in: code)
                guard takes(labels, parameters) else { continue }
                found.append(Function(file: file, body: body, parameters: parameters))
            }
        }
        return found
    }

    /// Whether a call with `labels` binds each argument to a parameter in order, the rest having defaults.
    private static func takes(_ labels: [String?], _ parameters: [SwiftHelper.Parameter]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil && !(parameter.typeText ?? "").contains("->") {
                return false
            }
        }
        return next == labels.count
    }

    /// The `{` of a body after a signature's `)`: past `throws`, `async`, `-> T` and `where` clauses.
    static func bodyBrace(after close: Int, in code: CodeStructure) -> Int? {
        var at = close + 1
        while at < code.tokens.count, at - close < 64 {
            if code.isSymbol(at, "{") { return code.partner[at] > at ? at : nil }
            if code.isSymbol(at, "}") || code.isSymbol(at, "func") || code.isSymbol(at, "var")
                || code.isSymbol(at, "let")
                || code.isSymbol(at, "init") || code.isSymbol(at, ";")
            {
                return nil
            }
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return nil
    }

    /// The body of the function (or property, or closure at file scope) around `index`: the outermost
    /// brace that is not a type's.
    static func outermostBody(around index: Int, in code: CodeStructure, file: Int) -> Int? {
        let declarations = SwiftDeclarations(code: code, file: file)
        var brace = code.enclosingBrace(of: index)
        var found: Int?
        while brace >= 0 {
            if declarations.typeHeader(ofBrace: brace) != nil { break }
            found = brace
            brace = code.enclosingBrace(of: brace)
        }
        return found
    }
}
