/// Finds the quick actions Objective-C code makes:
/// `[[UIApplicationShortcutItem alloc] initWithType:…localizedTitle:…]` in its
/// short and long forms, and the same with `UIMutableApplicationShortcutItem`,
/// whose properties set afterwards (`item.icon = …;`, `[item setIcon:…];`) are read too.
public struct ObjCQuickActionFinder {
    private let code: CodeStructure
    private let reader: ObjCValueReader

    /// The actions one file makes, following only the constants it declares itself.
    public static func quickActions(in source: TokenizedSource, path: String) -> [QuickAction] {
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
        reader = ObjCValueReader(code: code, path: resolver.index.path(file), names: NameContext(resolver: resolver, file: file, depth: 0))
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
            actions.append(reader.quickAction(start: open, arguments: values,
                                              assignments: laterAssignments(start: open, end: code.partner[open] + 1)))
        }
        return actions
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
            guard code.isIdentifier(index, name), !code.isSymbol(index - 1, "."), !code.isSymbol(index - 1, "->") else { continue }
            if code.isSymbol(index + 1, "=") { break }
            if code.isSymbol(index + 1, "."), let property = code.text(index + 2),
               let field = ItemInitializer.properties[property], code.isSymbol(index + 3, "=") {
                assignments[field, default: []].append((index + 4)..<code.expressionEnd(from: index + 4))
            } else if code.isSymbol(index - 1, "["), let setter = code.text(index + 1),
                      let field = ItemInitializer.setters[setter], code.isSymbol(index + 2, ":") {
                let parts = ObjCMessage.parts(of: code, open: index - 1, start: index + 1)
                if parts.count == 1 { assignments[field, default: []].append(parts[0].value) }
            }
        }
        return assignments
    }
}
