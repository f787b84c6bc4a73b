import Foundation
import QuickGlyphModel

/// Reads what Objective-C code does with a chosen item: the variables it is put in, the
/// comparisons of its type (`isEqualToString:`, `hasSuffix:`, `hasPrefix:`, `containsString:`), and
/// the methods and functions it is handed to, followed into their bodies across the corpus.
struct ObjCItemReader {
    struct Names {
        var items: Set<String> = []
        var types: Set<String> = []
        /// The variables holding the item's title or subtitle (`NSString *title = item.localizedTitle;`).
        var titles: Set<String> = []
        /// `connectionOptions` or `launchOptions`: `.shortcutItem` / `[… UIApplicationLaunchOptionsShortcutItemKey]` on
        /// them is the item.
        var options: Set<String> = []
    }

    let resolver: NameResolver
    let file: Int
    let trail: HandlerTrail
    let depth: Int
    var completion: String?

    private var code: CodeStructure { resolver.index.code(file) }
    private var path: String { resolver.index.path(file) }

    private static let matches: [String: RecognisedType.Match] = [
        "isEqualToString": .equals, "isEqual": .equals, "hasSuffix": .suffix, "hasPrefix": .prefix,
        "containsString": .contains,
    ]

    func read(_ range: Range<Int>, names start: Names) -> ItemUse {
        let names = bind(range, start)
        var use = ItemUse()
        var index = range.lowerBound
        while index < range.upperBound {
            guard let found = occurrence(at: index, names: names) else { index += 1; continue }
            switch found.kind {
            case .type: use.add(judgeType(found.start, found.end))
            case .item: use.add(judgeItem(found.start, found.end))
            case .options: use.add(followArgument(found.start, found.end, kind: .options))
            case .title: use.add(judgeTitle(found.start, found.end))
            }
            // The handler's share of comparisons read, here or in a helper it hands the item to: no further.
            if use.stoppedAt != nil { break }
            index = max(found.end, index + 1)
        }
        if use.recognised.isEmpty && use.readsUserInfo { use.handlesAnyType = true }
        if names.items.count > start.items.count || !start.items.isEmpty { use.reachesItem = true }
        return use
    }

    /// `UIApplicationShortcutItem *item = connectionOptions.shortcutItem;`, `NSString *type = item.type;`.
    private func bind(_ range: Range<Int>, _ start: Names) -> Names {
        var names = start
        for _ in 0..<4 {
            var changed = false
            for index in range
            where code.isIdentifier(index) && code.isSymbol(index + 1, "=")
                && code.tokens[index + 1].kind == .punctuation
            {
                let name = code.tokens[index + 1 - 1].text
                guard !names.items.contains(name), !names.types.contains(name), !names.titles.contains(name) else {
                    continue
                }
                var end = index + 2
                while end < range.upperBound, !code.isSymbol(end, ";") {
                    end = code.partner[end] > end ? code.partner[end] + 1 : end + 1
                }
                var at = index + 2
                while at < end {
                    if let found = occurrence(at: at, names: names), found.kind != .options {
                        // The variable holds the item only when the value is the item (a cast aside).
                        let rest = found.end..<(code.isSymbol(end - 1, ";") ? end - 1 : end)
                        if found.kind == .type && rest.isEmpty { names.types.insert(name); changed = true }
                        // `[item.type componentsSeparatedByString:@"."].lastObject`: the type's last part, compared
                        // as Swift's `components(separatedBy:).last` is (a type ending `.` and the value).
                        if found.kind == .type, let whole = lastComponent(found.start, found.end),
                            whole.upperBound == rest.upperBound
                        {
                            names.types.insert(name)
                            changed = true
                        }
                        if found.kind == .item && rest.isEmpty { names.items.insert(name); changed = true }
                        if found.kind == .title && rest.isEmpty { names.titles.insert(name); changed = true }
                        break
                    }
                    at += 1
                }
            }
            if !changed { break }
        }
        return names
    }

    private struct Occurrence {
        enum Kind { case item, type, options, title }
        var start: Int
        var end: Int
        var kind: Kind
    }

    private func occurrence(at index: Int, names: Names) -> Occurrence? {
        // `[item type]`
        if code.isSymbol(index, "["), code.partner[index] > index, code.isIdentifier(index + 1),
            names.items.contains(code.tokens[index + 1].text),
            code.isIdentifier(index + 2, "type"), code.isSymbol(index + 3, "]")
        {
            return Occurrence(start: index, end: index + 4, kind: .type)
        }
        // `[item localizedTitle]`
        if code.isSymbol(index, "["), code.partner[index] > index, code.isIdentifier(index + 1),
            names.items.contains(code.tokens[index + 1].text),
            code.isIdentifier(index + 2, "localizedTitle") || code.isIdentifier(index + 2, "localizedSubtitle"),
            code.isSymbol(index + 3, "]")
        {
            return Occurrence(start: index, end: index + 4, kind: .title)
        }
        // `[launchOptions objectForKey:UIApplicationLaunchOptionsShortcutItemKey]`
        if code.isSymbol(index, "["), code.partner[index] > index, code.isIdentifier(index + 1),
            names.options.contains(code.tokens[index + 1].text),
            code.inside(index).contains(where: { code.isIdentifier($0, "UIApplicationLaunchOptionsShortcutItemKey") })
        {
            return Occurrence(start: index, end: code.partner[index] + 1, kind: .item)
        }
        guard code.isIdentifier(index), !code.isSymbol(index - 1, ".") || code.isIdentifier(index - 2, "self") else {
            return nil
        }
        let name = code.tokens[index].text
        var start = code.isSymbol(index - 1, ".") ? index - 2 : index
        // `(UIApplicationShortcutItem *)item`: the cast is part of the argument.
        if code.isSymbol(start - 1, ")"), code.partner[start - 1] >= 0, code.isSymbol(start - 2, "*") {
            start = code.partner[start - 1]
        }
        var end: Int
        if names.types.contains(name) {
            return Occurrence(start: start, end: index + 1, kind: .type)
        } else if names.titles.contains(name) {
            return Occurrence(start: start, end: index + 1, kind: .title)
        } else if names.items.contains(name) {
            end = index + 1
        } else if names.options.contains(name) {
            if code.isSymbol(index + 1, "."), code.isIdentifier(index + 2, "shortcutItem") {
                end = index + 3
            } else if code.isSymbol(index + 1, "["), code.partner[index + 1] > index + 1,
                code.inside(index + 1).contains(where: {
                    code.isIdentifier($0, "UIApplicationLaunchOptionsShortcutItemKey")
                })
            {
                end = code.partner[index + 1] + 1
            } else if code.isSymbol(index - 1, ":") || code.isSymbol(code.enclosing[index], "(") {
                // The options handed on whole: `[QuickActions handleLaunchOptions:launchOptions …]`.
                return Occurrence(start: index, end: index + 1, kind: .options)
            } else {
                return nil
            }
        } else {
            return nil
        }
        if code.isSymbol(end, "."), code.isIdentifier(end + 1, "type") {
            return Occurrence(start: start, end: end + 2, kind: .type)
        }
        if code.isSymbol(end, "."),
            code.isIdentifier(end + 1, "localizedTitle") || code.isIdentifier(end + 1, "localizedSubtitle")
        {
            return Occurrence(start: start, end: end + 2, kind: .title)
        }
        return Occurrence(start: start, end: end, kind: .item)
    }

    /// `[TYPE componentsSeparatedByString:X].lastObject` or `[[TYPE componentsSeparatedByString:X] lastObject]`
    /// around the type at `start..<end`: the tokens of the whole expression.
    private func lastComponent(_ start: Int, _ end: Int) -> Range<Int>? {
        let open = code.enclosing[start]
        guard code.isSymbol(open, "["), open + 1 == start, code.isIdentifier(end, "componentsSeparatedByString"),
            code.isSymbol(end + 1, ":"), code.partner[open] > open
        else { return nil }
        let close = code.partner[open]
        if code.isSymbol(close + 1, "."), code.isIdentifier(close + 2, "lastObject") { return open..<(close + 3) }
        let outer = code.enclosing[open]
        if code.isSymbol(outer, "["), outer + 1 == open, code.isIdentifier(close + 1, "lastObject"),
            code.partner[outer] == close + 2
        {
            return outer..<(close + 3)
        }
        return nil
    }

    private func judgeType(_ start: Int, _ end: Int) -> ItemUse {
        var use = ItemUse()
        if let whole = lastComponent(start, end) {
            // Its last part, compared (`[[… lastObject] isEqual:x]`) or kept in a variable read where it is compared.
            return judgeType(whole.lowerBound, whole.upperBound)
        }
        let evaluator = TypeExpression(code: code, names: NameContext(resolver: resolver, file: file, depth: 0))
        // `[type isEqualToString:x]`: the type is the receiver.
        let open = code.enclosing[start]
        if code.isSymbol(open, "["), open + 1 == start,
            let part = ObjCMessage.parts(of: code, open: open, start: end).first,
            let label = part.label, let match = Self.matches[label]
        {
            use.add(compared(part.value, match: match, evaluator: evaluator))
            if finalElseActs(comparison: open) { use.handlesAnyType = true }
            return use
        }
        // `[type substringFromIndex:4]`, `[type lowercaseString]`, `type.lowercaseString`: a value made from the type
        // by a message not modelled, compared or kept, is not read, so which types the handler acts on is not known.
        if (code.isSymbol(open, "[") && open + 1 == start && end < code.partner[open])
            || (code.isSymbol(end, ".") && code.isIdentifier(end + 1))
        {
            let made = code.isSymbol(end, ".") ? start..<(end + 2) : open..<(code.partner[open] + 1)
            use.cannotFollow("`\(Self.oneLine(code.source.text(of: made)))`, made from the type")
            return use
        }
        // `[x isEqualToString:type]`: the type is the argument.
        if code.isSymbol(open, "["), code.isSymbol(start - 1, ":"), let label = code.text(start - 2),
            let match = Self.matches[label]
        {
            let receiver = (open + 1)..<(start - 2)
            use.add(compared(receiver, match: match == .equals ? .equals : match, evaluator: evaluator))
            if finalElseActs(comparison: open) { use.handlesAnyType = true }
            return use
        }
        if code.isSymbol(end, "=="), code.tokens[end].kind == .punctuation {
            let stop =
                (end + 1..<code.tokens.count).first {
                    code.isSymbol($0, ")") || code.isSymbol($0, "&&") || code.isSymbol($0, "||")
                        || code.isSymbol($0, ";")
                } ?? end + 2
            use.add(compared((end + 1)..<stop, match: .equals, evaluator: evaluator))
            return use
        }
        // Handed on as an argument: `[self handleType:type]`, `Handle(type)`.
        use.add(followArgument(start, end, kind: .type))
        return use
    }

    /// The item's title compared (`[item.localizedTitle isEqualToString:@"Search"]`): the handler tells items
    /// apart by what they show, not by their type, so which types it acts on is not known. Handed to a method,
    /// the title is followed there; to one not read (`message:item.localizedTitle`), it makes the handler
    /// unknown as the item would.
    private func judgeTitle(_ start: Int, _ end: Int) -> ItemUse {
        var use = ItemUse()
        let why =
            "`\(Self.oneLine(code.source.text(of: start..<end)))` compared: the handler tells items apart by their "
            + "title, not their type"
        let open = code.enclosing[start]
        if code.isSymbol(open, "["), open + 1 == start,
            let label = ObjCMessage.parts(of: code, open: open, start: end).first?.label,
            Self.matches[label] != nil || label == "compare" || label == "caseInsensitiveCompare"
        {
            use.cannotFollow(why)
        } else if code.isSymbol(open, "["), code.isSymbol(start - 1, ":"), let label = code.text(start - 2),
            Self.matches[label] != nil
        {
            use.cannotFollow(why)
        } else if code.isSymbol(end, "==") || code.isSymbol(start - 1, "==") {
            use.cannotFollow(why)
        } else if code.isSymbol(open, "["), code.isSymbol(start - 1, ":") {
            use.add(followArgument(start, end, kind: .title))
        }
        return use
    }

    /// `if ([type isEqual:@"a"]) {…} else if (…) {…} else {…}`: the chain's last `else` runs for every type the
    /// comparisons before it do not take, so one that acts handles any type (as a `switch`'s `default:` does).
    private func finalElseActs(comparison open: Int) -> Bool {
        let condition = code.enclosing[open]
        guard code.isSymbol(condition, "("), code.isSymbol(condition - 1, "if"), code.partner[condition] > condition
        else { return false }
        var at = branchEnd(from: code.partner[condition] + 1)
        while code.isSymbol(at, "else") {
            if code.isSymbol(at + 1, "if"), code.isSymbol(at + 2, "("), code.partner[at + 2] > at + 2 {
                at = branchEnd(from: code.partner[at + 2] + 1)
                continue
            }
            return acts((at + 1)..<branchEnd(from: at + 1))
        }
        return false
    }

    /// Past the branch starting at `index`: a block, or one statement to its `;`.
    private func branchEnd(from index: Int) -> Int {
        if code.isSymbol(index, "{"), code.partner[index] > index { return code.partner[index] + 1 }
        var at = index
        while at < code.tokens.count, !code.isSymbol(at, ";") {
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return at + 1
    }

    /// Whether statements do something beyond leaving (`return NO;`, `break;`) or logging.
    private func acts(_ range: Range<Int>) -> Bool {
        var at = range.lowerBound
        while at < range.upperBound {
            if code.isIdentifier(at, "NSLog"), code.isSymbol(at + 1, "("), code.partner[at + 1] > at + 1 {
                at = code.partner[at + 1] + 1
                continue
            }
            let token = code.tokens[at]
            if !["{", "}", ";", "return", "break", "NO", "false", "nil"].contains(token.text) { return true }
            at += 1
        }
        return false
    }

    private func compared(_ range: Range<Int>, match: RecognisedType.Match, evaluator: TypeExpression) -> ItemUse {
        var use = ItemUse()
        guard !range.isEmpty else { return use }
        // Each comparison counts against the handler's share, where the value compared is written.
        guard trail.readsComparison() else {
            use.stop(at: location(range.lowerBound))
            return use
        }
        if let value = evaluator.value(range) {
            use.recognise(RecognisedType(value: value, match: match, at: location(range.lowerBound)))
        } else if let values = perKeyValues(range) {
            for value in values { use.recognise(value) }
        } else {
            use.cannotFollow("`\(code.source.text(of: range))`, compared with the type")
        }
        return use
    }

    /// `[self typeForAction:action …]` whose method is `if ([action isEqualToString:K]) return EXPR;` for
    /// each key: every value it returns (the loop over all actions in quickglyph's generated code).
    private func perKeyValues(_ range: Range<Int>) -> [RecognisedType]? {
        guard code.isSymbol(range.lowerBound, "["), code.partner[range.lowerBound] == range.upperBound - 1,
            code.isIdentifier(range.lowerBound + 1)
        else { return nil }
        let parts = ObjCMessage.parts(of: code, open: range.lowerBound, start: range.lowerBound + 2)
        guard !parts.isEmpty else { return nil }
        let selector = parts.compactMap(\.label)
        for method in ObjCMethods.find(selector: selector, resolver: resolver) {
            let methodCode = resolver.index.code(method.file)
            var evaluator = TypeExpression(
                code: methodCode, names: NameContext(resolver: resolver, file: method.file, depth: 0))
            for parameter in method.parameters where parameter.lowercased().contains("bundle") {
                evaluator.bindings[parameter] = RecognisedType.bundleIdentifier
            }
            var values: [RecognisedType] = []
            for index in methodCode.inside(method.body) where methodCode.isSymbol(index, "return") {
                let end =
                    ControlFlow(code: methodCode).statementEnd(from: index + 1, limit: methodCode.closing(method.body))
                    - 1
                if let value = evaluator.value((index + 1)..<end) {
                    values.append(RecognisedType(value: value, match: .equals, at: location(range.lowerBound)))
                }
            }
            if !values.isEmpty { return values }
        }
        return nil
    }

    private func judgeItem(_ start: Int, _ end: Int) -> ItemUse {
        var use = ItemUse()
        if code.isSymbol(end, "."), code.isIdentifier(end + 1, "userInfo") {
            // Routed by: unless it is only logged (`NSLog(@"%@", item.userInfo)`), which acts on no item.
            let open = code.enclosing[start]
            let logged =
                open > 0 && code.isSymbol(open, "(")
                && ["NSLog", "printf", "NSAssert", "NSParameterAssert"].contains(code.text(open - 1) ?? "")
            use.readsUserInfo = !logged
            return use
        }
        if code.isSymbol(start - 1, "="), code.tokens[start - 1].kind == .punctuation, code.isIdentifier(start - 2),
            code.isSymbol(end, ";"), !code.isSymbol(start - 3, "*")
        {
            return followProperty(code.tokens[start - 2].text)
        }
        return followArgument(start, end, kind: .item)
    }

    /// The item (or its type) as the argument of a message (`[self handle:item]`) or a function (`Handle(item)`).
    private func followArgument(_ start: Int, _ end: Int, kind: Occurrence.Kind) -> ItemUse {
        var use = ItemUse()
        let open = code.enclosing[start]
        guard open >= 0 else { return use }
        if code.isSymbol(open, "["), code.isSymbol(start - 1, ":") {
            var receiverEnd = open + 1
            while receiverEnd < start,
                !(code.enclosing[receiverEnd] == open && code.isSymbol(receiverEnd + 1, ":")
                    && (code.tokens[receiverEnd].kind == .identifier || code.tokens[receiverEnd].kind == .keyword))
            {
                receiverEnd = code.partner[receiverEnd] > receiverEnd ? code.partner[receiverEnd] + 1 : receiverEnd + 1
            }
            let parts = ObjCMessage.parts(of: code, open: open, start: receiverEnd)
            guard let position = parts.firstIndex(where: { $0.value.lowerBound == start }) else { return use }
            let selector = parts.compactMap(\.label)
            if selector.first.map({ $0.lowercased().contains("log") || $0 == "postNotificationName" }) == true {
                return use
            }
            let written = code.source.text(of: open..<(code.closing(open) + 1))
            let methods = ObjCMethods.find(selector: selector, resolver: resolver)
            guard !methods.isEmpty, depth < HandlerTrail.maximumDepth else {
                use.cannotFollow("`\(Self.oneLine(written))`, declared outside the code read")
                return use
            }
            for method in methods
            where trail.enter("\(method.file):\(method.body)") && position < method.parameters.count {
                var names = Names()
                let parameter = method.parameters[position]
                switch kind {
                case .type: names.types = [parameter]
                case .item: names.items = [parameter]
                case .options: names.options = [parameter]
                case .title: names.titles = [parameter]
                }
                let reader = ObjCItemReader(
                    resolver: resolver, file: method.file, trail: trail, depth: depth + 1, completion: nil)
                use.add(reader.read(resolver.index.code(method.file).inside(method.body), names: names))
            }
            return use
        }
        if code.isSymbol(open, "("), code.isIdentifier(open - 1) {
            let name = code.tokens[open - 1].text
            if ["NSLog", "NSAssert", "NSParameterAssert", "NSStringFromClass", "CFBridgingRetain"].contains(name)
                || name == completion
            {
                return use
            }
            use.cannotFollow(
                "`\(Self.oneLine(code.source.text(of: (open - 1)..<(code.closing(open) + 1))))`, a function not followed"
            )
        }
        return use
    }

    private func followProperty(_ property: String) -> ItemUse {
        var use = ItemUse()
        let bare = property.hasPrefix("_") ? String(property.dropFirst()) : property
        guard trail.enter("property:" + bare), depth < HandlerTrail.maximumDepth else { return use }
        for site in resolver.index.files(containing: [bare]) where resolver.index.language(site) == .objectiveC {
            let siteCode = resolver.index.code(site)
            var bodies: Set<Int> = []
            for index in siteCode.tokens.indices
            where siteCode.isIdentifier(index, bare) || siteCode.isIdentifier(index, "_" + bare) {
                var brace = siteCode.enclosingBrace(of: index)
                guard brace >= 0 else { continue }
                while siteCode.enclosingBrace(of: brace) >= 0 { brace = siteCode.enclosingBrace(of: brace) }
                bodies.insert(brace)
            }
            for body in bodies.sorted() where trail.enter("\(site):\(body):property") {
                let reader = ObjCItemReader(
                    resolver: resolver, file: site, trail: trail, depth: depth + 1, completion: nil)
                use.add(reader.read(siteCode.inside(body), names: Names(items: [bare, "_" + bare])))
            }
        }
        return use
    }

    static func oneLine(_ text: String) -> String {
        DisplayText.shortened(
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: " "), limit: 60)
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(path: path, position: code.tokens[index].position)
    }
}
