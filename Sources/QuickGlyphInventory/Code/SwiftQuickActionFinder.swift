import QuickGlyphCore

/// Finds the quick actions Swift code makes:
/// `UIApplicationShortcutItem(type:localizedTitle:…)` and
/// `UIMutableApplicationShortcutItem(…)` (also through `.init`, and `UIKit.`
/// qualified), and `.init(type:localizedTitle:…)` where the code's written
/// types say an item is expected. A mutable item assigned to a name has the
/// properties later set on it (`item.icon = …`) read too. An item made in a
/// function from its parameters is listed once per call with literal
/// arguments instead, at the call.
public struct SwiftQuickActionFinder {
    private let code: CodeStructure
    private let context: SwiftTypeContext
    private let reader: SwiftValueReader
    private let resolver: NameResolver
    private let file: Int

    /// The actions one file makes, following only the names it declares itself.
    public static func quickActions(in source: TokenizedSource, path: String) -> [QuickAction] {
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
        reader = SwiftValueReader(code: code, path: resolver.index.path(file), names: NameContext(resolver: resolver, file: file, depth: 0))
        self.resolver = resolver
        self.file = file
    }

    private func find() -> [QuickAction] {
        var actions: [QuickAction] = []
        for index in code.tokens.indices {
            guard let (start, open) = itemCall(at: index) else { continue }
            let arguments = code.arguments(open: open)
            guard let fields = ItemInitializer.fields(labels: arguments.map(\.label), table: ItemInitializer.swiftLabels)
            else { continue }
            let values = Dictionary(uniqueKeysWithValues: zip(fields, arguments.map(\.value)))
            let assignments = laterAssignments(start: start, end: code.partner[open] + 1)
            if let calls = helperCalls(start: start, arguments: values, assignments: assignments) {
                actions += calls
                continue
            }
            actions.append(reader.quickAction(start: start, arguments: values, assignments: assignments))
        }
        return actions
    }

    /// An item made in a function from its parameters: one action per call of
    /// the function, read at the call. Nil (the item is listed as written) when
    /// no parameter reaches a value, or no call gives every such value literally.
    private func helperCalls(start: Int, arguments: [QuickActionField: Range<Int>],
                             assignments: [QuickActionField: [Range<Int>]]) -> [QuickAction]? {
        guard let helper = SwiftHelper(around: start, in: code) else { return nil }
        let names = Set(helper.parameters.map(\.name))
        var parameterFields: [QuickActionField: (name: String, direct: Bool)] = [:]
        for (field, range) in arguments where assignments[field] == nil {
            if range.count == 1, code.isIdentifier(range.lowerBound), names.contains(code.tokens[range.lowerBound].text) {
                parameterFields[field] = (code.tokens[range.lowerBound].text, true)
            } else if field == .icon, let name = iconParameter(range), names.contains(name) {
                parameterFields[field] = (name, false)
            }
        }
        guard !parameterFields.isEmpty else { return nil }
        var calls: [QuickAction] = []
        var anyResolved = false
        for site in resolver.index.files(containing: [helper.name]) where resolver.index.language(site) == .swift {
            let siteCode = resolver.index.code(site)
            let siteReader = SwiftValueReader(code: siteCode, path: resolver.index.path(site),
                                              names: NameContext(resolver: resolver, file: site, depth: 0))
            for index in siteCode.tokens.indices where siteCode.isIdentifier(index, helper.name) && siteCode.isSymbol(index + 1, "(") {
                guard !siteCode.isSymbol(index - 1, "func"),
                      site != file || !(helper.body...code.partner[helper.body]).contains(index),
                      let bound = helper.arguments(callOpen: index + 1, in: siteCode) else { continue }
                var helperReader = reader
                for parameter in helper.parameters {
                    if let range = bound[parameter.name] ?? nil {
                        helperReader.bindings[parameter.name] = ArgumentBinding(reader: siteReader, range: range, atCallSite: true)
                    } else if let defaultValue = parameter.defaultValue {
                        helperReader.bindings[parameter.name] = ArgumentBinding(reader: reader, range: defaultValue, atCallSite: false)
                    }
                }
                var action = helperReader.quickAction(start: start, arguments: arguments, assignments: assignments)
                let callStart = SwiftHelper.callStart(nameAt: index, in: siteCode)
                action.declaredAt = SourceLocation(path: siteReader.path, position: siteCode.tokens[callStart].position)
                var positions: [QuickActionField: SourcePosition] = [:]
                var resolved = true
                for (field, parameter) in parameterFields {
                    guard let binding = helperReader.bindings[parameter.name] else { continue }
                    let at = binding.atCallSite ? siteCode.tokens[binding.range.lowerBound].position : nil
                    if action.positions[field] != nil { positions[field] = at }
                    switch field {
                    case .type: if case .unresolved? = action.type { resolved = false }
                    case .title: if case .unresolved? = action.title { resolved = false }
                    case .subtitle: if case .unresolved? = action.subtitle { resolved = false }
                    case .icon:
                        if case .unresolved = action.icon { resolved = false }
                        if action.icon != .none {
                            let made = parameter.direct ? binding.reader.icon(binding.range).at : at
                            action.iconDeclaredAt = made.map { SourceLocation(path: binding.reader.path, position: $0) }
                        }
                    case .userInfo: break
                    }
                }
                action.positions = positions
                anyResolved = anyResolved || resolved
                calls.append(action)
            }
        }
        return anyResolved ? calls : nil
    }

    /// `UIApplicationShortcutIcon(templateImageName: name)` (or `.init(…)`): the lone argument's name.
    private func iconParameter(_ range: Range<Int>) -> String? {
        guard range.count >= 4, code.isSymbol(range.upperBound - 1, ")") else { return nil }
        let open = code.partner[range.upperBound - 1]
        guard open > range.lowerBound else { return nil }
        let callee = code.source.text(of: range.lowerBound..<open)
        guard callee.hasSuffix(ItemInitializer.iconClass) || callee.hasSuffix(ItemInitializer.iconClass + ".init") || callee == ".init"
        else { return nil }
        let arguments = code.arguments(open: open)
        guard arguments.count == 1, arguments[0].value.count == 1, code.isIdentifier(arguments[0].value.lowerBound) else { return nil }
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
        if code.isSymbol(index, "."), code.isSymbol(index + 1, "init"), code.isSymbol(index + 2, "("),
           code.partner[index + 2] > index + 2, isImplicitMember(index), context.expectedType(at: index) == .item {
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
                  let field = ItemInitializer.properties[property], code.isSymbol(index + 3, "=") else { continue }
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
