/// Finds the quick actions Swift code makes:
/// `UIApplicationShortcutItem(type:localizedTitle:…)` and
/// `UIMutableApplicationShortcutItem(…)` (also through `.init`, and `UIKit.`
/// qualified), and `.init(type:localizedTitle:…)` where the code's written
/// types say an item is expected. A mutable item assigned to a name has the
/// properties later set on it (`item.icon = …`) read too.
public struct SwiftQuickActionFinder {
    private let code: CodeStructure
    private let context: SwiftTypeContext
    private let reader: SwiftValueReader

    public static func quickActions(in source: TokenizedSource, path: String) -> [QuickAction] {
        SwiftQuickActionFinder(source: source, path: path).find()
    }

    private init(source: TokenizedSource, path: String) {
        code = CodeStructure(source)
        context = SwiftTypeContext(code)
        reader = SwiftValueReader(code: code, path: path)
    }

    private func find() -> [QuickAction] {
        var actions: [QuickAction] = []
        for index in code.tokens.indices {
            guard let (start, open) = itemCall(at: index) else { continue }
            let arguments = code.arguments(open: open)
            guard let fields = ItemInitializer.fields(labels: arguments.map(\.label), table: ItemInitializer.swiftLabels)
            else { continue }
            let values = Dictionary(uniqueKeysWithValues: zip(fields, arguments.map(\.value)))
            actions.append(reader.quickAction(start: start, arguments: values,
                                              assignments: laterAssignments(start: start, end: code.partner[open] + 1)))
        }
        return actions
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
