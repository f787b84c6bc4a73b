/// An Objective-C method or C function an item is made in whose parameters
/// reach the item's values:
/// `- (UIApplicationShortcutItem *)itemWithType:(NSString *)type title:(NSString *)title icon:(NSString *)icon`
/// or `static UIApplicationShortcutItem *MakeItem(NSString *type, NSString *title)`.
/// Each call with literal arguments makes its own quick action, read at the call.
struct ObjCHelper {
    /// The method's selector parts (`itemWithType`, `title`, `icon`); empty for a function.
    let selector: [String]
    /// The function's name; nil for a method.
    let function: String?
    /// The parameters' names, in order.
    let parameters: [String]
    /// The `{` of the body.
    let body: Int

    /// What a byte search for calls looks for: the first selector part or the function's name.
    var searchName: String { function ?? selector[0] }

    /// The method or function whose body is the outermost block around `index`.
    init?(around index: Int, in code: CodeStructure) {
        var brace = code.enclosingBrace(of: index)
        guard brace >= 0 else { return nil }
        while code.enclosingBrace(of: brace) >= 0 { brace = code.enclosingBrace(of: brace) }
        body = brace
        if let method = Self.method(before: brace, in: code) {
            (selector, parameters, function) = (method.selector, method.parameters, nil)
        } else if code.isSymbol(brace - 1, ")"), code.partner[brace - 1] >= 0,
            code.isIdentifier(code.partner[brace - 1] - 1)
        {
            let open = code.partner[brace - 1]
            function = code.tokens[open - 1].text
            selector = []
            var names: [String] = []
            for argument in code.arguments(open: open) {
                guard let last = argument.value.last, code.isIdentifier(last), argument.value.count >= 2 else {
                    return nil
                }
                names.append(code.tokens[last].text)
            }
            parameters = names
        } else {
            return nil
        }
        guard !parameters.isEmpty else { return nil }
    }

    /// `- (T *)part:(T *)name part:(T)name {`: the selector's parts and the parameters.
    private static func method(before brace: Int, in code: CodeStructure) -> (selector: [String], parameters: [String])?
    {
        var start = brace - 1
        while start >= 0, brace - start < 96 {
            if code.isSymbol(start, ";") || code.isSymbol(start, "}") || code.isSymbol(start, "{") { return nil }
            if code.partner[start] >= 0 && code.partner[start] < start {
                start = code.partner[start] - 1
                continue
            }
            if (code.isSymbol(start, "-") || code.isSymbol(start, "+")) && code.isSymbol(start + 1, "(") { break }
            start -= 1
        }
        guard start >= 0, code.partner[start + 1] > start + 1 else { return nil }
        var index = code.partner[start + 1] + 1
        var selector: [String] = [], parameters: [String] = []
        while index < brace {
            guard code.tokens[index].kind == .identifier || code.tokens[index].kind == .keyword,
                code.isSymbol(index + 1, ":")
            else { break }
            selector.append(code.tokens[index].text)
            index += 2
            if code.isSymbol(index, "("), code.partner[index] > index { index = code.partner[index] + 1 }
            guard code.isIdentifier(index) else { return nil }
            parameters.append(code.tokens[index].text)
            index += 1
        }
        return selector.isEmpty ? nil : (selector, parameters)
    }

    /// The calls in `code` whose parts or arguments are this helper's: where each
    /// starts (the message's `[`, the function's name) and each parameter's argument.
    func calls(in code: CodeStructure) -> [(start: Int, arguments: [Range<Int>])] {
        var found: [(start: Int, arguments: [Range<Int>])] = []
        for index in code.tokens.indices where code.tokens[index].text == searchName {
            if function != nil {
                guard code.isIdentifier(index), code.isSymbol(index + 1, "("), index > 0 else { continue }
                let previous = code.tokens[index - 1]
                // `T *name(` and `T name(` declare it; a call follows `=`, `(`, `,`, `:`, `[`, `return`.
                guard
                    previous.kind == .punctuation
                        ? !previous.isSymbol("*") && !previous.isSymbol(")")
                        : previous.kind == .keyword
                            && ["return", "case"].contains(previous.text)
                else { continue }
                let arguments = code.arguments(open: index + 1).map(\.value)
                if arguments.count == parameters.count { found.append((index, arguments)) }
            } else {
                let open = code.enclosing[index]
                guard code.isSymbol(index + 1, ":"), code.isSymbol(open, "["), index > open + 1 else { continue }
                let parts = ObjCMessage.parts(of: code, open: open, start: index)
                guard parts.map(\.label) == selector.map(Optional.some) else { continue }
                found.append((open, parts.map(\.value)))
            }
        }
        return found
    }
}
