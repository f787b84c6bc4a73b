import QuickGlyphModel

/// Reads the arguments of an Objective-C quick action: `@"…"` literals (adjacent
/// ones joined, as the compiler joins them) are values; `NSLocalizedString(@"key", …)`
/// and its `FromTable`/`WithDefaultValue` forms are a key; anything else is
/// quoted as written. An icon is read from `[UIApplicationShortcutIcon
/// iconWithTemplateImageName:|iconWithSystemImageName:|iconWithType:]`, or
/// through a variable assigned one earlier in a block around the use.
struct ObjCValueReader: CodeValueReader {
    let code: CodeStructure
    let path: String
    /// Follows a constant (`kIconSearch`) to the literal it stands for.
    var names: NameContext?
    /// A helper's parameters, by name, for one of its call sites.
    var bindings: [String: ArgumentBinding] = [:]

    /// The call site's argument for a lone parameter name.
    func binding(_ range: Range<Int>) -> ArgumentBinding? {
        guard range.count == 1, code.isIdentifier(range.lowerBound) else { return nil }
        return bindings[code.tokens[range.lowerBound].text]
    }

    func value(_ range: Range<Int>) -> SourceValue? {
        guard !range.isEmpty else { return .unresolved("") }
        if let literal = literal(range) { return .literal(literal) }
        if range.count == 1, let text = code.text(range.lowerBound), ["nil", "NULL", "Nil"].contains(text) {
            return nil
        }
        if let bound = binding(range) { return bound.reader.value(bound.range) }
        if let key = localizationKey(range) { return key }
        if let names, let value = names.value(of: range, in: code) { return value }
        return .unresolved(code.source.text(of: range))
    }

    /// A string the argument is, written out or reached through a constant.
    private func name(_ range: Range<Int>) -> String? {
        if case .literal(let text)? = value(range) { return text }
        return nil
    }

    /// One or more adjacent string literals, joined.
    func literal(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var text = ""
        for index in range {
            guard let value = code.tokens[index].stringValue else { return nil }
            text += value
        }
        return text
    }

    /// `NSLocalizedString(@"key", comment)`, `NSLocalizedStringFromTable(@"key", @"Table", comment)`,
    /// `NSLocalizedStringFromTableInBundle(…)`, `NSLocalizedStringWithDefaultValue(@"key", @"Table", …)`.
    private func localizationKey(_ range: Range<Int>) -> SourceValue? {
        let first = range.lowerBound
        guard let function = code.text(first), function.hasPrefix("NSLocalizedString"),
            code.isSymbol(first + 1, "("), code.partner[first + 1] == range.upperBound - 1
        else { return nil }
        let arguments = code.arguments(open: first + 1)
        guard let key = arguments.first, let text = literal(key.value) else { return nil }
        let table = function == "NSLocalizedString" || arguments.count < 2 ? nil : literal(arguments[1].value)
        return .localizationKey(text, table: table)
    }

    func icon(_ range: Range<Int>) -> (icon: QuickActionIcon, at: SourcePosition?) {
        guard !range.isEmpty else { return (.unresolved("", form: nil), nil) }
        let first = range.lowerBound
        let position = code.tokens[first].position
        if range.count == 1, let text = code.text(first), ["nil", "NULL", "Nil"].contains(text) { return (.none, nil) }
        if let icon = iconMessage(range) { return (icon, position) }
        if let bound = binding(range) { return bound.reader.icon(bound.range) }
        if range.count == 1, code.isIdentifier(first),
            let assigned = assignment(of: code.tokens[first].text, before: first),
            let icon = iconMessage(assigned)
        {
            return (icon, code.tokens[assigned.lowerBound].position)
        }
        return (.unresolved(code.source.text(of: range), form: nil), position)
    }

    /// The icon a `[UIApplicationShortcutIcon iconWith…:…]` message spanning `range` makes.
    func iconMessage(_ range: Range<Int>) -> QuickActionIcon? {
        let open = range.lowerBound
        guard code.isSymbol(open, "["), code.partner[open] == range.upperBound - 1,
            code.isIdentifier(open + 1, ItemInitializer.iconClass)
        else { return nil }
        let text = code.source.text(of: range)
        let parts = ObjCMessage.parts(of: code, open: open, start: open + 2)
        guard parts.count == 1, let selector = parts[0].label else { return .unresolved(text, form: nil) }
        let value = parts[0].value
        switch selector {
        case "iconWithTemplateImageName": return name(value).map(QuickActionIcon.file) ?? .unresolved(text, form: .file)
        case "iconWithSystemImageName":
            return name(value).map(QuickActionIcon.symbol) ?? .unresolved(text, form: .symbol)
        case "iconWithType":
            if let bound = binding(value) {
                let type = (bound.reader as? ObjCValueReader)?.iconType(bound.range)
                return type.map { .type(SystemIconName($0)) } ?? .unresolved(text, form: .type)
            }
            if let type = iconType(value) { return .type(SystemIconName(type)) }
            return .unresolved(text, form: .type)
        case "iconWithContact": return .unresolved(text, form: .contact)
        default: return .unresolved(text, form: nil)
        }
    }

    /// `UIApplicationShortcutIconTypeCompose`, the constant's name.
    func iconType(_ value: Range<Int>) -> String? {
        if value.count == 1, code.isIdentifier(value.lowerBound),
            code.tokens[value.lowerBound].text.hasPrefix(ItemInitializer.iconTypePrefix)
        {
            return code.tokens[value.lowerBound].text
        }
        return nil
    }

    /// The value last given to `name` before `use`, when certain: the nearest
    /// `T *name = …;` or `name = …;` in a block around the use. One in a block
    /// that does not enclose the use, or a declaration without a value (a
    /// parameter, `T *name;`), makes it uncertain.
    private func assignment(of name: String, before use: Int) -> Range<Int>? {
        var index = use - 1
        while index >= 0 {
            defer { index -= 1 }
            guard code.isIdentifier(index, name), !code.isSymbol(index - 1, "."), !code.isSymbol(index - 1, "->") else {
                continue
            }
            guard code.isSymbol(index + 1, "=") else {
                // `(UIApplicationShortcutIcon *)name` in a method, `T *name` in a function or a declaration.
                if code.isSymbol(index - 1, "*") || code.isSymbol(index - 1, ")") { return nil }
                continue
            }
            guard code.isVisible(declaredIn: code.enclosingBrace(of: index), at: use) else { return nil }
            let end = code.expressionEnd(from: index + 2)
            return end > index + 2 ? (index + 2)..<end : nil
        }
        return nil
    }
}
