import QuickGlyphModel

/// Reads the arguments of a Swift quick action: a string literal is a value;
/// `NSLocalizedString("key", …)` and `String(localized: "key")` are a key;
/// anything else is quoted as written. An icon is read from
/// `UIApplicationShortcutIcon(templateImageName:|systemImageName:|type:)` (or
/// `.init(…)` where an icon is expected), or through a variable assigned one
/// earlier in a block around the use. A name is followed to the literal it
/// stands for through `names`; a helper's parameter is read at the call site
/// `bindings` give for it. A parameter bound to an enum case (`type: .explore`)
/// is followed through the enum: `type.icon`, `type.rawValue`,
/// `String(describing: type)`; so is `self` in an enum's property read for one case.
struct SwiftValueReader: CodeValueReader {
    let code: CodeStructure
    let path: String
    var names: NameContext?
    /// A helper's parameters, by name, for one of its call sites.
    var bindings: [String: ArgumentBinding] = [:]
    /// The case `self` is, when an enum's own property or method is read for one use of a case.
    var selfCase: EnumCase?

    func value(_ range: Range<Int>) -> SourceValue? {
        guard !range.isEmpty else { return .unresolved("") }
        let first = range.lowerBound
        if range.count == 1 {
            if let literal = literal(range) { return .literal(literal) }
            if code.isSymbol(first, "nil") { return nil }
            if let bound = binding(range) { return bound.reader.value(bound.range) }
        }
        if let value = caseValue(range) { return value }
        if let key = localizationKey(range) { return key }
        if let local = localValue(range) { return local }
        if let names, let value = names.value(of: range, in: code) { return value }
        return .unresolved(code.source.text(of: range))
    }

    /// A local (`let title = NSLocalizedString("New Note", comment: "")`, then `localizedTitle: title`) read as the
    /// literal or localization call last assigned to it in a block around the use; nil for anything else, so the
    /// name is never taken for the text.
    private func localValue(_ range: Range<Int>) -> SourceValue? {
        guard range.count == 1, code.isIdentifier(range.lowerBound),
            let assigned = assignment(of: code.tokens[range.lowerBound].text, before: range.lowerBound),
            // The use inside the value assigned (`let title = f(title)`, or source being typed) is not after it.
            assigned.value.upperBound <= range.lowerBound
        else { return nil }
        // A property's initial value is not its value at the use: only a function's locals are read here.
        let brace = code.enclosingBrace(of: assigned.value.lowerBound)
        guard brace >= 0, SwiftDeclarations(code: code, file: 0).typeHeader(ofBrace: brace) == nil else { return nil }
        // A loop's or closure's variable of that name between the two (`for title in`, `{ title in`) hides it.
        let name = code.tokens[range.lowerBound].text
        for index in assigned.value.upperBound..<range.lowerBound where code.isIdentifier(index, name) {
            var next = index + 1
            while next < range.lowerBound, next - index < 8,
                code.isSymbol(next, ",") || code.isSymbol(next, ")")
                    || code.isIdentifier(next)
            {
                next += 1
            }
            if code.isSymbol(next, "in") { return nil }
        }
        if assigned.value.count == 1, let text = literal(assigned.value) { return .literal(text) }
        return localizationKey(assigned.value)
    }

    /// The call site's argument for a lone parameter name.
    func binding(_ range: Range<Int>) -> ArgumentBinding? {
        guard range.count == 1, code.isIdentifier(range.lowerBound) else { return nil }
        return bindings[code.tokens[range.lowerBound].text]
    }

    /// `case.member`, `String(describing: case)`, where the case is a parameter
    /// bound to one (`type.icon`) or `self` read for one (`icon`, `self.icon`);
    /// nil when the range is none of these or the value is not one literal.
    private func caseValue(_ range: Range<Int>) -> SourceValue? {
        guard let names else { return nil }
        let first = range.lowerBound
        if range.count == 6, code.isIdentifier(first, "String"), code.isSymbol(first + 1, "("),
            code.partner[first + 1] == range.upperBound - 1, code.isIdentifier(first + 2, "describing"),
            code.isSymbol(first + 3, ":")
        {
            guard let described = enumCase(first + 4) else { return nil }
            return names.described(described)
        }
        if range.count == 3, code.isSymbol(first + 1, "."), code.isIdentifier(first + 2),
            let enumCase = enumCase(first)
        {
            return names.value(of: code.tokens[first + 2].text, of: enumCase)
        }
        if range.count == 1, let selfCase, code.isIdentifier(first), !code.isSymbol(first - 1, "."),
            bindings[code.tokens[first].text] == nil
        {
            return names.value(of: code.tokens[first].text, of: selfCase)
        }
        return nil
    }

    /// The case the lone token at `index` stands for: a parameter bound to one, or `self`.
    private func enumCase(_ index: Int) -> EnumCase? {
        if code.isSymbol(index, "self") { return selfCase }
        guard code.isIdentifier(index) else { return nil }
        return bindings[code.tokens[index].text]?.enumCase
    }

    /// A string the argument is, written out or reached through names.
    private func name(_ range: Range<Int>) -> String? {
        if case .literal(let text)? = value(range) { return text }
        return nil
    }

    /// `NSLocalizedString("key", tableName: "T", comment: "")` or
    /// `String(localized: "key", table: "T")`, the whole argument.
    private func localizationKey(_ range: Range<Int>) -> SourceValue? {
        let first = range.lowerBound
        let keyLabel: String?, tableLabel: String
        var open = first + 1
        if code.isIdentifier(first, "NSLocalizedString") {
            (keyLabel, tableLabel) = (nil, "tableName")
        } else if code.isIdentifier(first, "String") {
            (keyLabel, tableLabel) = ("localized", "table")
            if code.isSymbol(open, "."), code.isSymbol(open + 1, "init") { open += 2 }
        } else {
            return nil
        }
        guard code.isSymbol(open, "("), code.partner[open] == range.upperBound - 1 else { return nil }
        let arguments = code.arguments(open: open)
        guard let key = arguments.first, key.label == keyLabel, let text = literal(key.value) else { return nil }
        let table = arguments.first { $0.label == tableLabel }.flatMap { literal($0.value) }
        return .localizationKey(text, table: table)
    }

    func icon(_ range: Range<Int>) -> (icon: QuickActionIcon, at: SourcePosition?) {
        guard !range.isEmpty else { return (.unresolved("", form: nil), nil) }
        let first = range.lowerBound
        let position = code.tokens[first].position
        if range.count == 1 && code.isSymbol(first, "nil") { return (.none, nil) }
        if let icon = iconCall(range, implicit: true) { return (icon, position) }
        if let bound = binding(range) { return bound.reader.icon(bound.range) }
        if range.count == 1, code.isIdentifier(first),
            let assigned = assignment(of: code.tokens[first].text, before: first),
            let icon = iconCall(assigned.value, implicit: assigned.annotatedIcon)
        {
            return (icon, code.tokens[assigned.value.lowerBound].position)
        }
        return (.unresolved(code.source.text(of: range), form: nil), position)
    }

    /// The `(` of `UIApplicationShortcutIcon(…)` (`UIKit.` before it, `.init` after it; `.init(…)` alone when
    /// `implicit`) when that call spans `range`; nil for anything else.
    func iconCallOpen(_ range: Range<Int>, implicit: Bool) -> Int? {
        var index = range.lowerBound
        if code.isIdentifier(index, "UIKit"), code.isSymbol(index + 1, ".") { index += 2 }
        var open: Int
        if code.isIdentifier(index, ItemInitializer.iconClass) {
            open = index + 1
            if code.isSymbol(open, "."), code.isSymbol(open + 1, "init") { open += 2 }
        } else if implicit, code.isSymbol(index, "."), code.isSymbol(index + 1, "init") {
            open = index + 2
        } else {
            return nil
        }
        return code.isSymbol(open, "(") && code.partner[open] == range.upperBound - 1 ? open : nil
    }

    /// The icon an initializer call spanning `range` makes; nil when the range is
    /// not such a call. `.init(…)` counts only where an icon is expected.
    func iconCall(_ range: Range<Int>, implicit: Bool) -> QuickActionIcon? {
        guard let open = iconCallOpen(range, implicit: implicit) else { return nil }
        let text = code.source.text(of: range)
        let arguments = code.arguments(open: open)
        guard arguments.count == 1, let label = arguments[0].label else { return .unresolved(text, form: nil) }
        let value = arguments[0].value
        switch label {
        case "templateImageName": return name(value).map(QuickActionIcon.file) ?? .unresolved(text, form: .file)
        case "systemImageName": return name(value).map(QuickActionIcon.symbol) ?? .unresolved(text, form: .symbol)
        case "type":
            let written = binding(value).map { ($0.reader as? SwiftValueReader)?.iconType($0.range) } ?? iconType(value)
            return written.map { .type(SystemIconName($0)) } ?? .unresolved(text, form: .type)
        // SFSafeSymbols' `init(systemSymbol: .gear)`: a symbol whose name the library computes.
        case "systemSymbol": return .unresolved(text, form: .symbol)
        case "contact": return .unresolved(text, form: .contact)
        default: return .unresolved(text, form: nil)
        }
    }

    /// `.compose`, `UIApplicationShortcutIcon.IconType.compose` or
    /// `UIApplicationShortcutIconType.compose`: the case name.
    func iconType(_ range: Range<Int>) -> String? {
        let names = range.map { code.tokens[$0] }
        guard let last = names.last, last.kind == .identifier else { return nil }
        let prefix = names.dropLast().map(\.text).joined()
        let accepted = [
            ".", "UIApplicationShortcutIcon.IconType.", "UIApplicationShortcutIconType.",
            "UIKit.UIApplicationShortcutIcon.IconType.",
        ]
        return accepted.contains(prefix) ? last.text : nil
    }

    /// The value last given to `name` before token `use`, when that is certain:
    /// the nearest `let name = …`, `var name: T = …` or `name = …` before the
    /// use, in a block around it. One in a block that does not enclose the use
    /// (an `if` branch) makes the value uncertain; so does a parameter of that name.
    func assignment(of name: String, before use: Int) -> (value: Range<Int>, annotatedIcon: Bool)? {
        var index = use - 1
        while index >= 0 {
            defer { index -= 1 }
            guard code.isIdentifier(index, name), !code.isSymbol(index - 1, ".") else { continue }
            let declared = code.isSymbol(index - 1, "let") || code.isSymbol(index - 1, "var")
            var equals = index + 1
            var annotatedIcon = false
            if code.isSymbol(equals, ":") {
                guard declared else {
                    if isParameter(index) { return nil }
                    continue
                }
                let level = code.enclosing[index]
                var end = equals + 1
                while end < code.tokens.count, !code.isSymbol(end, "="), code.enclosing[end] == level, end - equals < 16
                {
                    end = code.partner[end] > end ? code.partner[end] + 1 : end + 1
                }
                annotatedIcon = ExpectedType(typeText: code.source.text(of: (equals + 1)..<end)) == .icon
                equals = end
            }
            guard code.isSymbol(equals, "="), code.tokens[equals].kind == .punctuation else { continue }
            guard code.isVisible(declaredIn: code.enclosingBrace(of: index), at: use) else { return nil }
            let end = code.expressionEnd(from: equals + 1)
            return end > equals + 1 ? ((equals + 1)..<end, annotatedIcon) : nil
        }
        return nil
    }

    /// `name:` in the parameter list of a `func` or `init`; not an argument label of a call to
    /// `Type.init(…)` or `.init(…)`, where the `init` follows a dot.
    private func isParameter(_ index: Int) -> Bool {
        let open = code.enclosing[index]
        guard code.isSymbol(open, "(") else { return false }
        let initAt = code.isSymbol(open - 1, "init") ? open - 1 : code.isSymbol(open - 1, "?") ? open - 2 : -1
        if initAt >= 0, code.isSymbol(initAt, "init") { return !code.isSymbol(initAt - 1, ".") }
        return code.isSymbol(open - 2, "func")
    }
}
