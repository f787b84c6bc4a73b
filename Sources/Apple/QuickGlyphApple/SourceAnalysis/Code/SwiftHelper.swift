/// A function an item is made in whose parameters reach the item's values:
/// `static func from(type: String, title: String, icon: String) -> UIApplicationShortcutItem`,
/// or the initializer of the app's own subclass of the item class, whose
/// `super.init(type:localizedTitle:…)` makes the item (`AppShortcut(type: .explore, segue: …)`).
/// Each call with literal arguments makes its own quick action, read at the call.
struct SwiftHelper {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        /// The written type (`AppShortcutType`), default value aside.
        var typeText: String?
        var defaultValue: Range<Int>?
    }

    /// The function's name, or for an initializer the name of the type it makes.
    let name: String
    /// Whether calls are `Type(…)` / `Type.init(…)` rather than `name(…)`.
    let isInitializer: Bool
    /// The `{` of the body.
    let body: Int
    let parameters: [Parameter]

    /// The function whose body is around `index`, through closures and control
    /// blocks; nil inside a type body first, or when there is none. An
    /// initializer counts only when `initializerOf` names the type around it
    /// (a subclass of the item class, whose `super.init` is at `index`).
    init?(around index: Int, in code: CodeStructure, initializerOf typeName: String? = nil) {
        let declarations = SwiftDeclarations(code: code, file: 0)
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            if declarations.typeHeader(ofBrace: brace) != nil { return nil }
            if let header = Self.functionHeader(ofBrace: brace, in: code) {
                if header.name == nil {
                    let typeBrace = code.enclosingBrace(of: brace)
                    guard let typeName, typeBrace >= 0,
                        declarations.typeHeader(ofBrace: typeBrace)?.names.last == typeName
                    else { return nil }
                }
                name = header.name ?? typeName ?? ""
                isInitializer = header.name == nil
                body = brace
                parameters = Self.parameters(open: header.open, in: code)
                return
            }
            brace = code.enclosingBrace(of: brace)
        }
        return nil
    }

    /// `func name(…) -> T {` (the name) or `init(…) {` (no name): the parameter list's `(`.
    private static func functionHeader(ofBrace brace: Int, in code: CodeStructure) -> (name: String?, open: Int)? {
        var index = brace - 1
        while index >= 0 && brace - index < 96 {
            if code.partner[index] >= 0 && code.partner[index] < index {
                index = code.partner[index] - 1
                continue
            }
            if code.isSymbol(index, "func") {
                guard code.isIdentifier(index + 1) else { return nil }
                var open = index + 2
                while open < brace, !(code.isSymbol(open, "(") && code.enclosing[open] == code.enclosing[index]) {
                    open += 1
                }
                guard open < brace, code.partner[open] > open else { return nil }
                return (code.tokens[index + 1].text, open)
            }
            if code.isSymbol(index, "init") && code.tokens[index].kind == .keyword && !code.isSymbol(index - 1, ".") {
                var open = index + 1
                if code.isSymbol(open, "?") || code.isSymbol(open, "!") { open += 1 }
                guard code.isSymbol(open, "("), code.partner[open] > open, code.partner[open] < brace else {
                    return nil
                }
                return (nil, open)
            }
            if ["{", "}", ";", "=", "var", "let", "in"].contains(code.tokens[index].text)
                && code.tokens[index].kind != .identifier
            {
                return nil
            }
            index -= 1
        }
        return nil
    }

    static func parameters(open: Int, in code: CodeStructure) -> [Parameter] {
        code.arguments(open: open).compactMap { part in
            // `arguments` reads `label: Type` as a label; `external internal: Type` as none.
            var names: [String] = []
            var valueStart = part.value.lowerBound
            if let label = part.label {
                names = [label]
            } else {
                var index = part.value.lowerBound
                while index < part.value.upperBound, code.tokens[index].kind == .identifier, names.count < 2 {
                    names.append(code.tokens[index].text)
                    index += 1
                }
                guard code.isSymbol(index, ":") else { return nil }
                valueStart = index + 1
            }
            guard let internalName = names.last else { return nil }
            let label = names.count == 2 && names[0] == "_" ? nil : names[0]
            let equals = (valueStart..<part.value.upperBound).first {
                code.isSymbol($0, "=") && code.enclosing[$0] == open
            }
            let defaultValue = equals.map { ($0 + 1)..<part.value.upperBound }
            let typeEnd = equals ?? part.value.upperBound
            let typeText = typeEnd > valueStart ? code.source.text(of: valueStart..<typeEnd) : nil
            return Parameter(label: label, name: internalName, typeText: typeText, defaultValue: defaultValue)
        }
    }

    /// For a call whose `(` is at `open`: each parameter's argument, or nil for
    /// a default left out; nil when the labels are not this function's.
    func arguments(callOpen open: Int, in code: CodeStructure) -> [String: Range<Int>?]? {
        let arguments = code.arguments(open: open)
        var bound: [String: Range<Int>?] = [:]
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                bound[parameter.name] = .some(arguments[next].value)
                next += 1
            } else if parameter.defaultValue != nil {
                bound[parameter.name] = .some(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? bound : nil
    }

    /// Where the call expression whose name is at `index` starts: `UIApplicationShortcutItem.from(`, `.from(`, `from(`.
    static func callStart(nameAt index: Int, in code: CodeStructure) -> Int {
        var start = index
        while code.isSymbol(start - 1, ".") {
            if code.isIdentifier(start - 2) || code.isSymbol(start - 2, "self") || code.isSymbol(start - 2, "Self") {
                start -= 2
            } else {
                return start - 1
            }
        }
        return start
    }
}
