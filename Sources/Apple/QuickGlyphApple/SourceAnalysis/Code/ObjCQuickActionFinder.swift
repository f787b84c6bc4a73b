import QuickGlyphModel

/// Finds the quick actions Objective-C code makes:
/// `[[UIApplicationShortcutItem alloc] initWithType:…localizedTitle:…]` in its
/// short and long forms, and the same with `UIMutableApplicationShortcutItem`,
/// whose properties set afterwards (`item.icon = …;`, `[item setIcon:…];`) are read too.
/// An item made in a method or function from its parameters is listed once per
/// call with literal arguments instead, at the call.
package struct ObjCQuickActionFinder {
    private let code: CodeStructure
    private let reader: ObjCValueReader
    private let resolver: NameResolver
    private let file: Int

    /// The actions one file makes, following only the constants it declares itself.
    package static func quickActions(in source: TokenizedSource, path: String) -> [QuickAction] {
        let corpus = SourceCorpus(files: [SourceCorpus.File(path: path, language: .objectiveC, bytes: source.bytes)])
        let resolver = NameResolver(index: CorpusIndex(corpus: corpus, tokenized: [0: CodeStructure(source)]))
        return quickActions(file: 0, resolver: resolver)
    }

    /// The actions file `file` of the resolver's corpus makes.
    static func quickActions(file: Int, resolver: NameResolver) -> [QuickAction] {
        ObjCQuickActionFinder(file: file, resolver: resolver).find()
    }

    private init(file: Int, resolver: NameResolver) {
        code = resolver.index.code(file)
        reader = ObjCValueReader(
            code: code, path: resolver.index.path(file), names: NameContext(resolver: resolver, file: file, depth: 0))
        self.resolver = resolver
        self.file = file
    }

    private func find() -> [QuickAction] {
        var actions: [QuickAction] = []
        for index in code.tokens.indices {
            let token = code.tokens[index]
            // `[[CLASS alloc] initWithType:…]`: the outer `[` starts the expression.
            guard token.kind == .identifier, ItemInitializer.itemClasses.contains(token.text),
                code.isSymbol(index - 1, "["), code.isIdentifier(index + 1, "alloc"), code.isSymbol(index + 2, "]"),
                code.partner[index - 1] == index + 2, code.isSymbol(index - 2, "["), code.partner[index - 2] > index + 2
            else { continue }
            let open = index - 2
            let parts = ObjCMessage.parts(of: code, open: open, start: index + 3)
            guard let fields = ItemInitializer.fields(labels: parts.map(\.label), table: ItemInitializer.objCLabels)
            else { continue }
            let values = Dictionary(uniqueKeysWithValues: zip(fields, parts.map(\.value)))
            let assignments = laterAssignments(start: open, end: code.partner[open] + 1)
            if let calls = helperCalls(start: open, arguments: values, assignments: assignments) {
                actions += calls
                continue
            }
            actions.append(reader.quickAction(start: open, arguments: values, assignments: assignments))
        }
        return actions
    }

    /// An item made in a method or function from its parameters (the argument is
    /// the parameter, or the icon's name is): one action per call, read at the
    /// call. Nil (listed as written) when no parameter reaches a value or no call
    /// gives any such value literally.
    private func helperCalls(
        start: Int, arguments: [QuickActionField: Range<Int>],
        assignments: [QuickActionField: [Range<Int>]]
    ) -> [QuickAction]? {
        guard let helper = ObjCHelper(around: start, in: code) else { return nil }
        let names = Set(helper.parameters)
        var parameterFields: [QuickActionField: (name: String, direct: Bool)] = [:]
        for (field, range) in arguments where assignments[field] == nil {
            if range.count == 1, code.isIdentifier(range.lowerBound), names.contains(code.tokens[range.lowerBound].text)
            {
                parameterFields[field] = (code.tokens[range.lowerBound].text, true)
            } else if field == .icon, let name = iconParameter(range), names.contains(name) {
                parameterFields[field] = (name, false)
            }
        }
        guard !parameterFields.isEmpty else { return nil }
        var calls: [QuickAction] = []
        var anyResolved = false
        for site in resolver.index.files(containing: [helper.searchName])
        where resolver.index.language(site) == .objectiveC {
            let siteCode = resolver.index.code(site)
            let siteReader = ObjCValueReader(
                code: siteCode, path: resolver.index.path(site),
                names: NameContext(resolver: resolver, file: site, depth: 0))
            for call in helper.calls(in: siteCode)
            where site != file || !(helper.body...code.closing(helper.body)).contains(call.start) {
                var helperReader = reader
                for (name, range) in zip(helper.parameters, call.arguments) {
                    helperReader.bindings[name] = ArgumentBinding(reader: siteReader, range: range, atCallSite: true)
                }
                var action = helperReader.quickAction(start: start, arguments: arguments, assignments: assignments)
                action.declaredAt = SourceLocation(
                    path: siteReader.path, position: siteCode.tokens[call.start].position)
                var positions: [QuickActionField: SourcePosition] = [:]
                var resolvedAny = false
                for (field, parameter) in parameterFields {
                    guard let binding = helperReader.bindings[parameter.name] else { continue }
                    let at = siteCode.tokens[binding.range.lowerBound].position
                    if action.positions[field] != nil { positions[field] = at }
                    switch field {
                    case .type: if case .unresolved? = action.type {} else { resolvedAny = true }
                    case .title: if case .unresolved? = action.title {} else { resolvedAny = true }
                    case .subtitle: if case .unresolved? = action.subtitle {} else { resolvedAny = true }
                    case .icon:
                        if case .unresolved = action.icon {} else { resolvedAny = true }
                        if action.icon != .none {
                            let made = parameter.direct ? binding.reader.icon(binding.range).at : at
                            action.iconDeclaredAt = made.map { SourceLocation(path: siteReader.path, position: $0) }
                        }
                    case .userInfo, .iconFile, .iconSymbol, .iconType: break
                    }
                }
                action.positions = positions
                anyResolved = anyResolved || resolvedAny
                calls.append(action)
            }
        }
        return anyResolved ? calls : nil
    }

    /// `[UIApplicationShortcutIcon iconWithTemplateImageName:name]` (any of its selectors): the lone argument's name.
    private func iconParameter(_ range: Range<Int>) -> String? {
        let open = range.lowerBound
        guard code.isSymbol(open, "["), code.partner[open] == range.upperBound - 1,
            code.isIdentifier(open + 1, ItemInitializer.iconClass)
        else { return nil }
        let parts = ObjCMessage.parts(of: code, open: open, start: open + 2)
        guard parts.count == 1, parts[0].value.count == 1, code.isIdentifier(parts[0].value.lowerBound) else {
            return nil
        }
        return code.tokens[parts[0].value.lowerBound].text
    }

    /// `item = [[UIMutableApplicationShortcutItem alloc] …];` followed by
    /// `item.icon = …;` or `[item setIcon:…];`, up to the next assignment to `item`.
    private func laterAssignments(start: Int, end: Int) -> [QuickActionField: [Range<Int>]] {
        guard code.isSymbol(start - 1, "="), code.isIdentifier(start - 2) else { return [:] }
        let name = code.tokens[start - 2].text
        let block = code.enclosingBrace(of: start)
        let limit = block >= 0 && code.partner[block] > block ? code.partner[block] : code.tokens.count
        var assignments: [QuickActionField: [Range<Int>]] = [:]
        var index = end
        while index < limit {
            defer { index += 1 }
            guard code.isIdentifier(index, name), !code.isSymbol(index - 1, "."), !code.isSymbol(index - 1, "->") else {
                continue
            }
            if code.isSymbol(index + 1, "=") { break }
            if code.isSymbol(index + 1, "."), let property = code.text(index + 2),
                let field = ItemInitializer.properties[property], code.isSymbol(index + 3, "=")
            {
                assignments[field, default: []].append((index + 4)..<code.expressionEnd(from: index + 4))
            } else if code.isSymbol(index - 1, "["), let setter = code.text(index + 1),
                let field = ItemInitializer.setters[setter], code.isSymbol(index + 2, ":")
            {
                let parts = ObjCMessage.parts(of: code, open: index - 1, start: index + 1)
                if parts.count == 1 { assignments[field, default: []].append(parts[0].value) }
            }
        }
        return assignments
    }
}
