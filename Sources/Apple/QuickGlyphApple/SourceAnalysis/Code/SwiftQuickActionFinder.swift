import QuickGlyphModel

/// Finds the quick actions Swift code makes:
/// `UIApplicationShortcutItem(type:localizedTitle:…)` and
/// `UIMutableApplicationShortcutItem(…)` (also through `.init`, and `UIKit.`
/// qualified), and `.init(type:localizedTitle:…)` where the code's written
/// types say an item is expected. A mutable item assigned to a name has the
/// properties later set on it (`item.icon = …`) read too. An item made in a
/// function from its parameters is listed once per call with literal
/// arguments instead, at the call; so is each call of the initializer of the
/// app's own subclass of the item class (whose `super.init(type:…)` makes it),
/// and each use of an enum case whose property makes the item from the case's values.
package struct SwiftQuickActionFinder {
    private let code: CodeStructure
    private let context: SwiftTypeContext
    private let reader: SwiftValueReader
    private let resolver: NameResolver
    private let file: Int

    /// The actions one file makes, following only the names it declares itself.
    package static func quickActions(in source: TokenizedSource, path: String) -> [QuickAction] {
        let corpus = SourceCorpus(files: [SourceCorpus.File(path: path, language: .swift, bytes: source.bytes)])
        let resolver = NameResolver(index: CorpusIndex(corpus: corpus, tokenized: [0: CodeStructure(source)]))
        return quickActions(file: 0, resolver: resolver)
    }

    /// The actions file `file` of the resolver's corpus makes.
    static func quickActions(file: Int, resolver: NameResolver) -> [QuickAction] {
        SwiftQuickActionFinder(file: file, resolver: resolver).find()
    }

    private init(file: Int, resolver: NameResolver) {
        code = resolver.index.code(file)
        context = SwiftTypeContext(code)
        reader = SwiftValueReader(
            code: code, path: resolver.index.path(file), names: NameContext(resolver: resolver, file: file, depth: 0))
        self.resolver = resolver
        self.file = file
    }

    private func find() -> [QuickAction] {
        var actions: [QuickAction] = []
        for index in code.tokens.indices {
            guard let (start, open) = itemCall(at: index) else { continue }
            let arguments = code.arguments(open: open)
            guard
                let fields = ItemInitializer.fields(labels: arguments.map(\.label), table: ItemInitializer.swiftLabels)
            else { continue }
            let values = Dictionary(uniqueKeysWithValues: zip(fields, arguments.map(\.value)))
            let assignments = laterAssignments(start: start, end: code.partner[open] + 1)
            if let calls = helperCalls(start: start, arguments: values, assignments: assignments)
                ?? enumCaseUses(start: start, arguments: values, assignments: assignments)
            {
                actions += calls
                continue
            }
            actions.append(reader.quickAction(start: start, arguments: values, assignments: assignments))
        }
        return actions
    }

    /// How a helper's parameter reaches a field of the item it makes.
    private enum Reach {
        /// The argument is the parameter (`type: type`).
        case direct
        /// The icon's name is the parameter (`UIApplicationShortcutIcon(templateImageName: icon)`).
        case iconName
        /// The parameter is part of the expression (`type.icon`, `String(describing: type)`,
        /// or a local icon made from it): the value is read where the helper writes it.
        case derived
    }

    /// An item made in a function from its parameters (or in the initializer of
    /// the app's subclass of the item class): one action per call of the function,
    /// read at the call. Nil (the item is listed as written) when no parameter
    /// reaches a value, or no call gives any such value literally.
    private func helperCalls(
        start: Int, arguments: [QuickActionField: Range<Int>],
        assignments: [QuickActionField: [Range<Int>]]
    ) -> [QuickAction]? {
        let subclass = code.isSymbol(start, "super") ? itemSubclass(around: start) : nil
        guard let helper = SwiftHelper(around: start, in: code, initializerOf: subclass) else { return nil }
        let names = Set(helper.parameters.map(\.name))
        var parameterFields: [QuickActionField: (name: String, reach: Reach)] = [:]
        for (field, range) in arguments where assignments[field] == nil {
            if range.count == 1, code.isIdentifier(range.lowerBound), names.contains(code.tokens[range.lowerBound].text)
            {
                parameterFields[field] = (code.tokens[range.lowerBound].text, .direct)
            } else if field == .icon, let name = iconParameter(range), names.contains(name) {
                parameterFields[field] = (name, .iconName)
            } else if let name = mentionedParameter(in: range, names: names) {
                parameterFields[field] = (name, .derived)
            } else if field == .icon, range.count == 1, code.isIdentifier(range.lowerBound),
                let assigned = reader.assignment(of: code.tokens[range.lowerBound].text, before: range.lowerBound),
                let name = mentionedParameter(in: assigned.value, names: names)
            {
                parameterFields[field] = (name, .derived)
            }
        }
        guard !parameterFields.isEmpty else { return nil }
        var calls: [QuickAction] = []
        var anyResolved = false
        for site in resolver.index.files(containing: [helper.name]) where resolver.index.language(site) == .swift {
            let siteCode = resolver.index.code(site)
            let siteReader = SwiftValueReader(
                code: siteCode, path: resolver.index.path(site),
                names: NameContext(resolver: resolver, file: site, depth: 0))
            for index in siteCode.tokens.indices where siteCode.isIdentifier(index, helper.name) {
                var open = index + 1
                if helper.isInitializer, siteCode.isSymbol(open, "."), siteCode.isSymbol(open + 1, "init") { open += 2 }
                guard siteCode.isSymbol(open, "("), !siteCode.isSymbol(index - 1, "func"),
                    !helper.isInitializer || !siteCode.isSymbol(index - 1, "."),
                    site != file || !(helper.body...code.closing(helper.body)).contains(index),
                    let bound = helper.arguments(callOpen: open, in: siteCode)
                else { continue }
                var helperReader = reader
                for parameter in helper.parameters {
                    if let range = bound[parameter.name] ?? nil {
                        helperReader.bindings[parameter.name] = ArgumentBinding(
                            reader: siteReader, range: range, atCallSite: true,
                            typeText: parameter.typeText)
                    } else if let defaultValue = parameter.defaultValue {
                        helperReader.bindings[parameter.name] = ArgumentBinding(
                            reader: reader, range: defaultValue, atCallSite: false,
                            typeText: parameter.typeText)
                    }
                }
                var action = helperReader.quickAction(start: start, arguments: arguments, assignments: assignments)
                let callStart = SwiftHelper.callStart(nameAt: index, in: siteCode)
                action.declaredAt = SourceLocation(path: siteReader.path, position: siteCode.tokens[callStart].position)
                var positions: [QuickActionField: SourcePosition] = [:]
                for (field, parameter) in parameterFields {
                    guard let binding = helperReader.bindings[parameter.name] else { continue }
                    let at = binding.atCallSite ? siteCode.tokens[binding.range.lowerBound].position : nil
                    if action.positions[field] != nil { positions[field] = at }
                    if field == .icon, action.icon != .none, parameter.reach != .derived {
                        let made = parameter.reach == .direct ? binding.reader.icon(binding.range).at : at
                        action.iconDeclaredAt = made.map { SourceLocation(path: binding.reader.path, position: $0) }
                    }
                }
                action.positions = positions
                anyResolved = anyResolved || Self.resolvesAny(action, parameterFields.keys)
                calls.append(action)
            }
        }
        return anyResolved ? calls : nil
    }

    /// Whether any of `fields` of `action` has a value the source fixes.
    private static func resolvesAny(_ action: QuickAction, _ fields: some Sequence<QuickActionField>) -> Bool {
        fields.contains { field in
            switch field {
            case .type: if case .unresolved? = action.type { return false }
            case .title: if case .unresolved? = action.title { return false }
            case .subtitle: if case .unresolved? = action.subtitle { return false }
            case .icon: if case .unresolved = action.icon { return false }
            case .userInfo, .iconFile, .iconSymbol, .iconType: return false
            }
            return true
        }
    }

    /// A parameter named in `range` as a value (not a member `x.name`, nor a label `name:`).
    private func mentionedParameter(in range: Range<Int>, names: Set<String>) -> String? {
        range.first { index in
            code.isIdentifier(index) && names.contains(code.tokens[index].text) && !code.isSymbol(index - 1, ".")
                && !code.isSymbol(index + 1, ":")
        }.map { code.tokens[$0].text }
    }

    /// The name of the class around `index` when it is a subclass of the item class
    /// (`class AppShortcut: UIMutableApplicationShortcutItem`), whose `super.init` makes an item.
    private func itemSubclass(around index: Int) -> String? {
        let declarations = SwiftDeclarations(code: code, file: file)
        var brace = code.enclosingBrace(of: index)
        while brace >= 0 {
            if let header = declarations.typeHeader(ofBrace: brace) {
                guard header.keyword == "class", !header.inherits.isDisjoint(with: ItemInitializer.itemClasses) else {
                    return nil
                }
                return header.names.last
            }
            brace = code.enclosingBrace(of: brace)
        }
        return nil
    }

    /// An item made in an enum's property from the enum's own per-case values:
    /// one action per use of a case that reaches the property, read with `self`
    /// that case, located at the case. Nil (listed as written) when no field
    /// depends on `self`, no use is found, or none gives any such value literally.
    private func enumCaseUses(
        start: Int, arguments: [QuickActionField: Range<Int>],
        assignments: [QuickActionField: [Range<Int>]]
    ) -> [QuickAction]? {
        guard let helper = SwiftEnumHelper(around: start, in: code) else { return nil }
        let fields = arguments.filter { assignments[$0.key] == nil && helper.dependsOnSelf($0.value, in: code) }.map(
            \.key)
        guard !fields.isEmpty else { return nil }
        var sites: Set<Int> = []
        for name in Set(helper.cases) {
            sites.formUnion(
                resolver.index.files(containing: [name, helper.member]).filter { resolver.index.language($0) == .swift }
            )
        }
        var uses: [QuickAction] = []
        var anyResolved = false
        for site in sites.sorted() {
            let siteCode = resolver.index.code(site)
            for use in helper.uses(in: siteCode) {
                var helperReader = reader
                helperReader.selfCase = EnumCase(type: helper.type, name: use.name)
                var action = helperReader.quickAction(start: start, arguments: arguments, assignments: assignments)
                let at = siteCode.tokens[use.start].position
                action.declaredAt = SourceLocation(path: resolver.index.path(site), position: at)
                var positions: [QuickActionField: SourcePosition] = [:]
                for field in fields where action.positions[field] != nil { positions[field] = at }
                action.positions = positions
                anyResolved = anyResolved || Self.resolvesAny(action, fields)
                uses.append(action)
            }
        }
        return anyResolved ? uses : nil
    }

    /// `UIApplicationShortcutIcon(templateImageName: name)` (or `.init(…)`): the lone argument's name.
    private func iconParameter(_ range: Range<Int>) -> String? {
        guard range.count >= 4, code.isSymbol(range.upperBound - 1, ")") else { return nil }
        let open = code.partner[range.upperBound - 1]
        guard open > range.lowerBound else { return nil }
        let callee = code.source.text(of: range.lowerBound..<open)
        guard
            callee.hasSuffix(ItemInitializer.iconClass) || callee.hasSuffix(ItemInitializer.iconClass + ".init")
                || callee == ".init"
        else { return nil }
        let arguments = code.arguments(open: open)
        guard arguments.count == 1, arguments[0].value.count == 1, code.isIdentifier(arguments[0].value.lowerBound)
        else { return nil }
        return code.tokens[arguments[0].value.lowerBound].text
    }

    /// Where the item expression at `index` starts and its `(`, if one starts there.
    private func itemCall(at index: Int) -> (start: Int, open: Int)? {
        let token = code.tokens[index]
        if token.kind == .identifier, ItemInitializer.itemClasses.contains(token.text) {
            var start = index
            if code.isSymbol(index - 1, ".") {
                guard code.isIdentifier(index - 2, "UIKit") else { return nil }
                start = index - 2
            }
            var open = index + 1
            if code.isSymbol(open, "."), code.isSymbol(open + 1, "init") { open += 2 }
            guard code.isSymbol(open, "("), code.partner[open] > open else { return nil }
            return (start, open)
        }
        // `super.init(type:localizedTitle:…)` in the initializer of the app's own subclass of the item class.
        if code.isSymbol(index, "super"), code.isSymbol(index + 1, "."), code.isSymbol(index + 2, "init"),
            code.isSymbol(index + 3, "("),
            code.partner[index + 3] > index + 3, itemSubclass(around: index) != nil
        {
            return (index, index + 3)
        }
        if code.isSymbol(index, "."), code.isSymbol(index + 1, "init"), code.isSymbol(index + 2, "("),
            code.partner[index + 2] > index + 2, isImplicitMember(index), context.expectedType(at: index) == .item
        {
            return (index, index + 2)
        }
        return nil
    }

    /// A `.` that starts an expression (`= .init`, `[.init`, `(.init`), not member access (`x.init`, `self.init`).
    private func isImplicitMember(_ dot: Int) -> Bool {
        guard dot > 0 else { return true }
        let previous = code.tokens[dot - 1]
        switch previous.kind {
        case .identifier, .number, .string, .nonLiteralString, .character:
            return false
        case .keyword:
            return !["self", "Self", "super"].contains(previous.text)
        case .punctuation:
            return ![")", "]", "}", "?", "!", ">"].contains(previous.text)
        }
    }

    /// `let item = UIMutableApplicationShortcutItem(…)` followed by `item.icon = …`:
    /// the assignments to the item's properties in the rest of its block, up to
    /// the next assignment to the name itself.
    private func laterAssignments(start: Int, end: Int) -> [QuickActionField: [Range<Int>]] {
        guard code.isSymbol(start - 1, "="), let nameIndex = assignedName(equals: start - 1) else { return [:] }
        let name = code.tokens[nameIndex].text
        let block = code.enclosingBrace(of: start)
        let limit = block >= 0 && code.partner[block] > block ? code.partner[block] : code.tokens.count
        var assignments: [QuickActionField: [Range<Int>]] = [:]
        var index = end
        while index < limit {
            defer { index += 1 }
            guard code.isIdentifier(index, name), !code.isSymbol(index - 1, ".") else { continue }
            if code.isSymbol(index + 1, "=") { break }
            guard code.isSymbol(index + 1, "."), let property = code.text(index + 2),
                let field = ItemInitializer.properties[property], code.isSymbol(index + 3, "=")
            else { continue }
            let valueEnd = code.expressionEnd(from: index + 4)
            assignments[field, default: []].append((index + 4)..<valueEnd)
        }
        return assignments
    }

    /// The name in `let name = `, `var name: T = ` or `name = ` before the `=`.
    private func assignedName(equals: Int) -> Int? {
        if code.isIdentifier(equals - 1) { return equals - 1 }
        var index = equals - 1
        while index >= 0 && equals - index < 12 {
            if code.isSymbol(index, "let") || code.isSymbol(index, "var") {
                return code.isIdentifier(index + 1) && code.isSymbol(index + 2, ":") ? index + 1 : nil
            }
            index = code.partner[index] >= 0 && code.partner[index] < index ? code.partner[index] - 1 : index - 1
        }
        return nil
    }
}
