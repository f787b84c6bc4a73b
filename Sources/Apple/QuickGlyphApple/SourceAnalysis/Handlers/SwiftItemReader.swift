import Foundation
import QuickGlyphModel

/// Reads what Swift code does with a chosen item: the names it is bound to, the comparisons of its
/// type (`==`, `switch`, `hasSuffix`, an enum's `init(rawValue:)`, `allCases.first(where:)`), and the
/// helpers it is handed to, followed into their bodies across the corpus (and, when kept in a
/// property, into the code that reads the property).
struct SwiftItemReader {
    /// The names that hold the item, its type, or (a parameter) the options it is read from.
    struct Names {
        var items: Set<String> = []
        var types: Set<String> = []
        /// The names that hold the item's title or subtitle (`let title = item.localizedTitle`).
        var titles: Set<String> = []
        /// `connectionOptions` or `launchOptions`: `.shortcutItem` / `[.shortcutItem]` on them is the item.
        var options: Set<String> = []
        /// Names bound to a value made from the type but not the type (`let url = URL(string: item.type)`), with
        /// the value: what they hold is not known.
        var made: [(name: String, value: Range<Int>)] = []
        /// Properties that hold the type, read also as a member of another value (`settings.pending`,
        /// `AppDelegate.pendingType`): the type kept where other code compares it.
        var typeProperties: Set<String> = []
    }

    let resolver: NameResolver
    let file: Int
    let trail: HandlerTrail
    let depth: Int
    /// The completion handler's name, whose calls are not the item being handed on.
    var completion: String?

    private var code: CodeStructure { resolver.index.code(file) }
    private var path: String { resolver.index.path(file) }

    /// Calls that only print or log what they are given.
    private static let quiet: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition",
        "preconditionFailure",
        "fatalError", "String", "describing",
    ]
    /// Property names too common to take `x.name` for the property the type was kept in.
    private static let commonMembers: Set<String> = [
        "type", "value", "name", "id", "kind", "rawValue", "action", "identifier", "key", "title", "string",
        "description", "text",
    ]
    /// What a type string goes through before it is compared, cutting or changing it.
    private static let transforms: Set<String> = [
        "components", "split", "last", "first", "replacingOccurrences", "dropFirst", "dropLast", "suffix", "lowercased",
        "uppercased", "trimmingCharacters", "description", "removingPrefix", "deletingPrefix", "map", "flatMap",
        "compactMap",
    ]

    /// What the statements between `range` do with the item.
    func read(_ range: Range<Int>, names start: Names) -> ItemUse {
        let names = bind(range, start)
        var use = ItemUse()
        var index = range.lowerBound
        while index < range.upperBound {
            guard let found = occurrence(at: index, names: names) else { index += 1; continue }
            switch found.kind {
            case .type:
                let judged = judgeType(found.start, found.end, names: names)
                if judged.saysNothing, let made = names.made.first(where: { $0.value.contains(found.start) }) {
                    // `let key = prefix + item.type`: whatever is compared with `key` is not read, so which
                    // types the handler acts on is not known.
                    var unknown = ItemUse()
                    unknown.cannotFollow(
                        "`\(made.name)`, made from the type as "
                            + "`\(ObjCItemReader.oneLine(code.source.text(of: made.value)))`"
                    )
                    use.add(unknown)
                } else {
                    use.add(judged)
                }
            case .item: use.add(judgeItem(found.start, found.end))
            case .options: use.add(judgeOptions(found.start))
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

    // MARK: Names

    /// `let x = item`, `if let item = options.shortcutItem`, `guard let type = item?.type`: the names the
    /// statements bind to the item or its type, added until no more are found.
    private func bind(_ range: Range<Int>, _ start: Names) -> Names {
        var names = start
        for _ in 0..<4 {
            var changed = false
            for index in range
            where (code.isSymbol(index, "let") || code.isSymbol(index, "var")) && code.isIdentifier(index + 1) {
                let name = code.tokens[index + 1].text
                var equals = index + 2
                if code.isSymbol(equals, ":") {
                    while equals < range.upperBound, !code.isSymbol(equals, "="), !code.isSymbol(equals, "{"),
                        !code.isSymbol(equals, ",")
                    {
                        equals = code.partner[equals] > equals ? code.partner[equals] + 1 : equals + 1
                    }
                }
                let value: Range<Int>
                if code.isSymbol(equals, "="), code.tokens[equals].kind == .punctuation {
                    // `if let x = y {`: the value ends at the body.
                    let end = code.expressionEnd(from: equals + 1)
                    let body = ((equals + 1)..<end).first {
                        code.isSymbol($0, "{") && code.enclosing[$0] == code.enclosing[equals]
                    }
                    value = (equals + 1)..<(body ?? end)
                } else if names.items.contains(name) || names.types.contains(name) {
                    continue
                } else {
                    continue
                }
                guard !names.items.contains(name), !names.types.contains(name), !names.titles.contains(name) else {
                    continue
                }
                var at = value.lowerBound
                while at < value.upperBound {
                    if let found = occurrence(at: at, names: names), found.kind != .options {
                        if found.kind == .type {
                            // Only a value that is the type names it: `URL(string: item.type)` is a URL made from
                            // the type, and its host is not the type. Reading the occurrence says what is done
                            // with it (a call followed, or named as not followed).
                            if isWholeType(found, in: value) {
                                names.types.insert(name)
                                changed = true
                            } else if !names.made.contains(where: { $0.value == value }) {
                                names.made.append((name, value))
                            }
                        } else if found.kind == .title {
                            if isWholeType(found, in: value) {
                                names.titles.insert(name)
                                changed = true
                            }
                        } else if found.end >= value.upperBound - 1 || isCast(from: found.end, to: value.upperBound) {
                            names.items.insert(name)
                            changed = true
                        }
                        break
                    }
                    at += 1
                }
            }
            if !changed { break }
        }
        return names
    }

    /// Whether a binding's `value` is the type itself: as written, cut by the transforms, unwrapped, defaulted
    /// (`?? ""`), cast, or wrapped in `String(…)`.
    private func isWholeType(_ found: Occurrence, in value: Range<Int>) -> Bool {
        var start = value.lowerBound
        var end = value.upperBound
        // `guard let type = item.type else {`: the value ends before `else`.
        if end > start, code.isSymbol(end - 1, "else") { end -= 1 }
        while code.isIdentifier(start, "String"), code.isSymbol(start + 1, "("), code.partner[start + 1] == end - 1 {
            start += 2
            end -= 1
            if code.isIdentifier(start, "describing"), code.isSymbol(start + 1, ":") { start += 2 }
        }
        guard found.start == start else { return false }
        var at = found.end
        while code.isSymbol(at, "!") || code.isSymbol(at, "?") { at += 1 }
        return at >= end || code.isSymbol(at, "??") || isCast(from: at, to: end)
    }

    /// `as? UIApplicationShortcutItem` and the like after the item: still the item.
    private func isCast(from index: Int, to end: Int) -> Bool {
        code.isSymbol(index, "as") && end - index <= 3
    }

    private struct Occurrence {
        enum Kind { case item, type, options, title }
        var start: Int
        var end: Int
        var kind: Kind
    }

    /// The item or its type written at `index`, and where it ends.
    private func occurrence(at index: Int, names: Names) -> Occurrence? {
        guard code.isIdentifier(index) else { return nil }
        let name = code.tokens[index].text
        if code.isSymbol(index - 1, "."), !code.isSymbol(index - 2, "self"), !names.typeProperties.contains(name) {
            return nil
        }
        if code.isSymbol(index + 1, ":"), code.tokens[index + 1].kind == .punctuation,
            code.isSymbol(code.enclosing[index], "(")
        {
            return nil
        }
        var end: Int
        if names.items.contains(name) {
            end = index + 1
        } else if names.typeProperties.contains(name) {
            return Occurrence(start: memberStart(index), end: transformed(from: index + 1), kind: .type)
        } else if names.types.contains(name) {
            return Occurrence(start: index, end: transformed(from: index + 1), kind: .type)
        } else if names.titles.contains(name) {
            return Occurrence(start: index, end: transformed(from: index + 1), kind: .title)
        } else if names.options.contains(name) {
            var at = index + 1
            if code.isSymbol(at, "?") { at += 1 }
            if code.isSymbol(at, "."), code.isIdentifier(at + 1, "shortcutItem") {
                end = at + 2
            } else if code.isSymbol(at, "["), code.partner[at] > at,
                code.inside(at).contains(where: { code.isIdentifier($0, "shortcutItem") })
            {
                end = code.partner[at] + 1
            } else if code.isSymbol(code.enclosing[index], "("), !code.isSymbol(at - 1, ".") {
                // The options handed on whole: `QuickAction.handle(connectionOptions)`.
                return Occurrence(start: index, end: index + 1, kind: .options)
            } else {
                return nil
            }
        } else {
            return nil
        }
        let start = code.isSymbol(index - 2, "self") ? index - 2 : index
        var at = end
        while code.isSymbol(at, "?") || code.isSymbol(at, "!") { at += 1 }
        if code.isSymbol(at, "."), code.isIdentifier(at + 1, "type") {
            return Occurrence(start: start, end: transformed(from: at + 2), kind: .type)
        }
        if code.isSymbol(at, "."),
            code.isIdentifier(at + 1, "localizedTitle") || code.isIdentifier(at + 1, "localizedSubtitle")
        {
            return Occurrence(start: start, end: transformed(from: at + 2), kind: .title)
        }
        return Occurrence(start: start, end: end, kind: .item)
    }

    /// The start of `a.b.name` (or `self.name`, `Self.name`) for the member `name` at `index`.
    private func memberStart(_ index: Int) -> Int {
        var at = index
        while code.isSymbol(at - 1, "."),
            code.isIdentifier(at - 2) || code.isSymbol(at - 2, "self") || code.isSymbol(at - 2, "Self")
        {
            at -= 2
        }
        return at
    }

    /// Past `.components(separatedBy: ".").last` and the like after a type.
    private func transformed(from index: Int) -> Int {
        var at = index
        while true {
            var next = at
            while code.isSymbol(next, "?") || code.isSymbol(next, "!") { next += 1 }
            guard code.isSymbol(next, "."), let member = code.text(next + 1), Self.transforms.contains(member) else {
                return at
            }
            next += 2
            if code.isSymbol(next, "("), code.partner[next] > next { next = code.partner[next] + 1 }
            // `.first { … }` is a trailing closure, but the `{` ending an `if let last = type….last {` is the body.
            if code.isSymbol(next, "{"), code.partner[next] > next, !code.isConditionBody(next) {
                next = code.partner[next] + 1
            }
            at = next
        }
    }

    // MARK: The type

    private func judgeType(_ start: Int, _ end: Int, names: Names) -> ItemUse {
        var use = ItemUse()
        let evaluator = TypeExpression(code: code, names: NameContext(resolver: resolver, file: file, depth: 0))
        // `type.hasSuffix(x)`
        if code.isSymbol(end, "."), let method = code.text(end + 1), code.isSymbol(end + 2, "(") {
            let match: RecognisedType.Match? = ["hasSuffix": .suffix, "hasPrefix": .prefix, "contains": .contains][
                method]
            if let match, let argument = code.arguments(open: end + 2).first {
                guard trail.readsComparison() else {
                    use.stop(at: location(argument.value.lowerBound))
                    return use
                }
                if let value = evaluator.value(argument.value) {
                    use.recognise(RecognisedType(value: value, match: match, at: location(argument.value.lowerBound)))
                } else {
                    use.cannotFollow("`\(code.source.text(of: argument.value))`, compared with the type")
                }
                return use
            }
        }
        // `type == x`, `x == type`
        if let comparison = code.text(end), ["==", "!=", "~="].contains(comparison),
            code.tokens[end].kind == .punctuation
        {
            use.add(compared(operand(from: end + 1), evaluator: evaluator))
            if comparison == "==", finalElseActs(condition: start) { use.handlesAnyType = true }
            return use
        }
        if let comparison = code.text(start - 1), ["==", "!="].contains(comparison),
            code.tokens[start - 1].kind == .punctuation
        {
            use.add(compared(operand(endingBefore: start - 1), evaluator: evaluator))
            if comparison == "==", finalElseActs(condition: start) { use.handlesAnyType = true }
            return use
        }
        // `switch type {`
        if code.isSymbol(start - 1, "switch"), code.isSymbol(end, "{") {
            use.add(switchCases(end, evaluator: evaluator))
            return use
        }
        let open = code.enclosing[start]
        if code.isSymbol(open, "(") {
            let arguments = code.arguments(open: open)
            if let argument = arguments.first(where: { $0.value.lowerBound == start && $0.value.upperBound <= end + 1 })
            {
                // `Enum(rawValue: type)`: every case.
                if argument.label == "rawValue", let callee = calleeType(open) {
                    use.add(allCases(of: callee, qualifier: qualifier(before: open), member: "rawValue", at: open - 1))
                    return use
                }
                use.add(follow(call: open, argument: argument, kind: .type))
                return use
            }
        }
        if code.isSymbol(open, "["), code.isIdentifier(open - 1) || code.isSymbol(open - 1, ")") {
            use.cannotFollow(
                "`\(code.source.text(of: (open - 1)..<(code.closing(open) + 1)))`, a table looked up by the type")
        }
        // `AppDelegate.pendingType = item.type`, `settings.quickAction = type`: kept, and compared where it is read.
        if let property = assignedProperty(valueAt: start, end: end) {
            use.add(followTypeProperty(property))
        }
        return use
    }

    /// The property (its name) whose assignment's whole value is the type at `start..<end`: `pending = type`,
    /// `self.pending = type`, `Settings.shared.pending = item.type`; nil for a declaration (`let t = type`).
    private func assignedProperty(valueAt start: Int, end: Int) -> String? {
        guard code.isSymbol(start - 1, "="), code.tokens[start - 1].kind == .punctuation, code.isIdentifier(start - 2)
        else { return nil }
        let target = memberStart(start - 2)
        guard !["let", "var", ":", "case", "?"].contains(where: { code.isSymbol(target - 1, $0) }) else { return nil }
        var at = end
        while code.isSymbol(at, "?") || code.isSymbol(at, "!") { at += 1 }
        guard code.expressionEnd(from: start) <= at + 1 || code.isSymbol(at, "as") else { return nil }
        return code.tokens[start - 2].text
    }

    /// The type kept in a property: every function that reads the property, read with it as the type (as
    /// `followProperty` does for the item). A property no code compares is where the type goes out of sight (read
    /// as a publisher, by code not read): which types the handler acts on is then not known.
    private func followTypeProperty(_ property: String) -> ItemUse {
        var use = ItemUse()
        guard depth < HandlerTrail.maximumDepth else {
            use.cannotFollow("`\(property)`, where the type is kept, too deep to follow")
            return use
        }
        guard trail.enter("type-property:" + property) else { return use }
        var read = ItemUse()
        for (site, siteCode, body) in bodiesReading(property) where trail.enter("\(site):\(body):type-property") {
            let reader = SwiftItemReader(
                resolver: resolver, file: site, trail: trail, depth: depth + 1, completion: nil)
            // A member of another value (`settings.pending`) is this property only when its name says so: a
            // name as common as `type` or `value` written after a dot is more often another value's.
            let members: Set<String> = Self.commonMembers.contains(property) ? [] : [property]
            read.add(reader.read(siteCode.inside(body), names: Names(types: [property], typeProperties: members)))
        }
        if read.recognised.isEmpty && !read.handlesAnyType && read.stoppedAt == nil {
            read.cannotFollow("`\(property)`, where the type is kept, compared nowhere in the code read")
        }
        use.add(read)
        return use
    }

    private func compared(_ range: Range<Int>, evaluator: TypeExpression) -> ItemUse {
        var use = ItemUse()
        guard !range.isEmpty else { return use }
        // Each comparison counts against the handler's share, where the value compared is written.
        guard trail.readsComparison() else {
            use.stop(at: location(range.lowerBound))
            return use
        }
        if code.isIdentifier(range.lowerBound, "$0"), code.isSymbol(range.lowerBound + 1, "."),
            let member = code.text(range.lowerBound + 2)
        {
            if let (type, qualifier) = allCasesType(around: range.lowerBound) {
                use.add(allCases(of: type, qualifier: qualifier, member: member, at: range.lowerBound))
                return use
            }
        }
        if let value = evaluator.value(range) {
            use.recognise(RecognisedType(value: value, match: .equals, at: location(range.lowerBound)))
        } else {
            use.cannotFollow("`\(code.source.text(of: range))`, compared with the type")
        }
        return use
    }

    /// The right-hand operand of a comparison starting at `index`.
    private func operand(from index: Int) -> Range<Int> {
        let level = code.enclosing[index]
        let line = code.tokens[min(index, code.tokens.count - 1)].position.line
        var at = index
        while at < code.tokens.count, code.enclosing[at] == level {
            let token = code.tokens[at]
            if at > index, token.position.line != line, code.source.endLine(of: at - 1) < token.position.line { break }
            if token.kind == .keyword, !["self", "Self", "true", "false", "nil", "try"].contains(token.text) { break }
            if token.kind == .punctuation,
                ["&&", "||", ",", "{", "}", ":", ";", "==", "!=", "?", "??", ")", "]"].contains(token.text)
            {
                if token.text == "?" && code.isSymbol(at + 1, ".") { at += 2; continue }
                break
            }
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return index..<at
    }

    /// The left-hand operand of a comparison whose operator is at `index`.
    private func operand(endingBefore index: Int) -> Range<Int> {
        var at = index - 1
        let level = code.enclosing[max(at, 0)]
        while at >= 0 {
            if code.partner[at] >= 0 && code.partner[at] < at { at = code.partner[at] - 1; continue }
            let token = code.tokens[at]
            if code.enclosing[at] != level { break }
            if token.kind == .keyword, !["self", "Self", "true", "false", "nil"].contains(token.text) { break }
            if token.kind == .punctuation,
                ["&&", "||", ",", "{", "}", ":", ";", "=", "(", "[", "!", "?"].contains(token.text)
            {
                break
            }
            at -= 1
        }
        return (at + 1)..<index
    }

    /// `switch type { case "a", K.b: … default: … }`: each case's values, and whether `default` acts.
    private func switchCases(_ open: Int, evaluator: TypeExpression) -> ItemUse {
        var use = ItemUse()
        let close = code.closing(open)
        let labels = code.inside(open).filter {
            code.enclosing[$0] == open && (code.isSymbol($0, "case") || code.isSymbol($0, "default"))
        }
        for (number, label) in labels.enumerated() {
            let end = number + 1 < labels.count ? labels[number + 1] : close
            guard let colon = (label..<end).first(where: { code.isSymbol($0, ":") && code.enclosing[$0] == open })
            else { continue }
            if code.isSymbol(label, "default") {
                if acts((colon + 1)..<end) { use.handlesAnyType = true }
                continue
            }
            var start = label + 1
            for index in (label + 1)...colon
            where index == colon || (code.isSymbol(index, ",") && code.enclosing[index] == open) {
                let pattern = start..<index
                start = index + 1
                guard !pattern.isEmpty else { continue }
                // A `switch` of 200,000 cases is one occurrence of the type: each case pattern counts.
                guard trail.readsComparison() else {
                    use.stop(at: location(pattern.lowerBound))
                    return use
                }
                if code.isSymbol(pattern.lowerBound, "let") || code.isSymbol(pattern.lowerBound, "var")
                    || code.isSymbol(pattern.lowerBound, "_")
                {
                    // `case let x where …`: any type may match.
                    if acts((colon + 1)..<end) { use.handlesAnyType = true }
                    continue
                }
                if let value = evaluator.value(pattern) {
                    use.recognise(RecognisedType(value: value, match: .equals, at: location(pattern.lowerBound)))
                } else {
                    use.cannotFollow("`case \(code.source.text(of: pattern))`")
                }
            }
        }
        return use
    }

    /// `if type == "a" {…} else if … {…} else {…}`, the comparison at `index` in the first condition: the chain's last
    /// `else` runs for every type the comparisons before it do not take, so one that acts handles any type (as a
    /// `switch`'s `default:` does).
    private func finalElseActs(condition index: Int) -> Bool {
        let level = code.enclosing[index]
        var at = index - 1
        while at >= 0, code.enclosing[at] == level {
            if code.isSymbol(at, "if") { break }
            if ["{", "}", ";", "guard", "while", "return", "let", "var", "case", "else"].contains(where: {
                code.isSymbol(at, $0)
            }) {
                return false
            }
            at -= 1
        }
        guard at >= 0, code.isSymbol(at, "if"), let body = nextBody(after: index) else { return false }
        var close = code.closing(body)
        while code.isSymbol(close + 1, "else") {
            if code.isSymbol(close + 2, "if") {
                guard let next = nextBody(after: close + 3) else { return false }
                close = code.closing(next)
                continue
            }
            guard code.isSymbol(close + 2, "{") else { return false }
            return acts((close + 3)..<code.closing(close + 2))
        }
        return false
    }

    /// The `{` opening the body of the condition holding `index`: the first brace at its level.
    private func nextBody(after index: Int) -> Int? {
        let level = code.enclosing[index]
        var at = index
        while at < code.tokens.count, code.enclosing[at] == level || at == index {
            if code.isSymbol(at, "{") { return at }
            at = code.partner[at] > at ? code.partner[at] + 1 : at + 1
        }
        return nil
    }

    /// Whether statements do something beyond leaving, logging or telling the completion handler.
    private func acts(_ range: Range<Int>) -> Bool {
        for index in range {
            if code.isSymbol(index, "return"), code.isSymbol(index + 1, "true") { return true }
            guard code.isIdentifier(index), code.isSymbol(index + 1, "(") else { continue }
            let name = code.tokens[index].text
            if Self.quiet.contains(name) || name == completion || name.lowercased().contains("log") { continue }
            if let receiver = code.text(index - 2), code.isSymbol(index - 1, "."), receiver.lowercased().contains("log")
            {
                continue
            }
            return true
        }
        return false
    }

    // MARK: Enums

    /// The type an initializer call at `open` makes: `Kind(rawValue:` or `Kind.init(rawValue:`.
    private func calleeType(_ open: Int) -> String? {
        var at = open - 1
        if code.isSymbol(at, "init"), code.isSymbol(at - 1, ".") { at -= 2 }
        guard code.isIdentifier(at), let first = code.tokens[at].text.first, first.isUppercase else { return nil }
        return code.tokens[at].text
    }

    /// The type names written before the callee's (`QuickMenu` of `QuickMenu.Kind(rawValue:)`, `QuickMenu.Kind.init(…)`).
    private func qualifier(before open: Int) -> [String] {
        var at = open - 1
        if code.isSymbol(at, "init"), code.isSymbol(at - 1, ".") { at -= 2 }
        return qualifier(endingBefore: at)
    }

    /// `A.B.` before the identifier at `index`: [A, B].
    private func qualifier(endingBefore index: Int) -> [String] {
        var names: [String] = []
        var at = index
        while code.isSymbol(at - 1, "."), code.isIdentifier(at - 2) {
            names.insert(code.tokens[at - 2].text, at: 0)
            at -= 2
        }
        return names
    }

    /// `Kind.allCases.first(where: { $0.x == type })`: the enum whose cases are compared, with the names written
    /// before it.
    private func allCasesType(around index: Int) -> (String, [String])? {
        var open = code.enclosing[index]
        while open >= 0, !code.isSymbol(open, "{") { open = code.enclosing[open] }
        guard open >= 0 else { return nil }
        for at in stride(from: open - 1, through: max(0, open - 8), by: -1) where code.isIdentifier(at, "allCases") {
            if code.isSymbol(at - 1, "."), code.isIdentifier(at - 2) {
                return (code.tokens[at - 2].text, qualifier(endingBefore: at - 2))
            }
            let around = SwiftDeclarations(code: code, file: file).enclosingTypes(of: index)
            return around.last.map { ($0, Array(around.dropLast())) }
        }
        return nil
    }

    /// Every case of the enum `type`, each by `member` (`rawValue`, a property or a method that
    /// switches over `self`): the types compared when the code tries them all. The enum is found as the compiler
    /// finds the name written at `index`; where two enums remain, the handler is not judged.
    private func allCases(of type: String, qualifier: [String], member: String, at index: Int) -> ItemUse {
        var use = ItemUse()
        let written = (qualifier + [type]).joined(separator: ".")
        let enumeration: SwiftEnumCases
        switch SwiftEnumCases.find(type, qualifier: qualifier, use: (file, index), resolver: resolver) {
        case .found(let found): enumeration = found
        case .notFound:
            use.cannotFollow("`\(written)`, an enum not in the code read")
            return use
        case .ambiguous(let paths):
            use.cannotFollow("`\(written)`, which may be \(DisplayText.list(paths.sorted()))")
            return use
        }
        let enumCode = resolver.index.code(enumeration.file)
        for name in enumeration.cases {
            // Each case is compared where it is declared: that is where a wrong one is corrected.
            let at =
                enumeration.caseTokens[name].map {
                    SourceLocation(path: resolver.index.path(enumeration.file), position: enumCode.tokens[$0].position)
                }
                ?? location(index)
            if case .literal(let value)? = resolver.caseMember(
                member, of: EnumCase(type: enumeration.path, name: name), depth: 0)
            {
                use.recognise(RecognisedType(value: value, match: .equals, at: at))
            } else if let value = enumeration.value(of: member, for: name, resolver: resolver) {
                use.recognise(RecognisedType(value: value, match: .equals, at: at))
            } else {
                use.cannotFollow("`\(written).\(name).\(member)`")
            }
        }
        return use
    }

    // MARK: The title

    /// The item's title compared (`item.localizedTitle == "Search"`, `switch title`): the handler tells items
    /// apart by what they show, not by their type, so which types it acts on is not known. Handed to a function,
    /// the title is followed there; to code not read, it makes the handler unknown as the item would. A title
    /// only kept in a property (`label.text = item.localizedTitle`) says nothing.
    private func judgeTitle(_ start: Int, _ end: Int) -> ItemUse {
        var use = ItemUse()
        let written = ObjCItemReader.oneLine(code.source.text(of: start..<end))
        let why = "`\(written)` compared: the handler tells items apart by their title, not their type"
        if code.isSymbol(end, "."), let method = code.text(end + 1), code.isSymbol(end + 2, "("),
            ["hasSuffix", "hasPrefix", "contains", "elementsEqual", "caseInsensitiveCompare", "compare"].contains(
                method)
        {
            use.cannotFollow(why)
        } else if let comparison = code.text(end), ["==", "!=", "~="].contains(comparison),
            code.tokens[end].kind == .punctuation
        {
            use.cannotFollow(why)
        } else if let comparison = code.text(start - 1), ["==", "!="].contains(comparison),
            code.tokens[start - 1].kind == .punctuation
        {
            use.cannotFollow(why)
        } else if code.isSymbol(start - 1, "switch") {
            use.cannotFollow(why)
        } else if code.isSymbol(code.enclosing[start], "("),
            let argument = code.arguments(open: code.enclosing[start]).first(where: {
                $0.value.lowerBound == start && $0.value.upperBound <= end + 1
            })
        {
            use.add(follow(call: code.enclosing[start], argument: argument, kind: .title))
        }
        return use
    }

    // MARK: The item

    private func judgeItem(_ start: Int, _ end: Int) -> ItemUse {
        var use = ItemUse()
        var at = end
        while code.isSymbol(at, "?") || code.isSymbol(at, "!") { at += 1 }
        if code.isSymbol(at, "."), code.isIdentifier(at + 1, "userInfo") {
            // Routed by: unless it is only logged (`print(item.userInfo)`), which acts on no item.
            use.readsUserInfo = !onlyLogged(start)
            return use
        }
        let open = code.enclosing[start]
        if code.isSymbol(open, "("),
            let argument = code.arguments(open: open).first(where: {
                $0.value.lowerBound == start && $0.value.upperBound <= at + 1
            })
        {
            return follow(call: open, argument: argument, kind: .item)
        }
        // `self.pending = item`, `pending = item`: kept, and read where the property is.
        if code.isSymbol(start - 1, "="), code.tokens[start - 1].kind == .punctuation, code.isIdentifier(start - 2),
            !code.isSymbol(start - 3, "let"), !code.isSymbol(start - 3, "var"),
            code.expressionEnd(from: start) <= at + 1
        {
            return followProperty(code.tokens[start - 2].text)
        }
        return use
    }

    /// Whether the value read at `start` is only logged: an argument of a call that only prints or logs, or bound
    /// to a name (`if let info = item.userInfo { print(info) }`) every later use of which is.
    private func onlyLogged(_ start: Int) -> Bool {
        if isLogging(call: code.enclosing[start]) { return true }
        guard code.isSymbol(start - 1, "="), code.tokens[start - 1].kind == .punctuation, code.isIdentifier(start - 2),
            code.isSymbol(start - 3, "let") || code.isSymbol(start - 3, "var")
        else { return false }
        let name = code.tokens[start - 2].text
        let block = code.enclosingBrace(of: start)
        let end = block >= 0 ? code.closing(block) : code.tokens.count
        for index in start..<end where code.isIdentifier(index, name) && !code.isSymbol(index - 1, ".") {
            guard isLogging(call: code.enclosing[index]) else { return false }
        }
        return true
    }

    /// Whether the parenthesis at `open` is a call that only prints or logs what it is given.
    private func isLogging(call open: Int) -> Bool {
        guard open > 0, code.isSymbol(open, "("), let name = code.text(open - 1) else { return false }
        if Self.quiet.contains(name) || name.lowercased().hasPrefix("log") { return true }
        if code.isSymbol(open - 2, "."), let receiver = code.text(open - 3), receiver.lowercased().contains("log") {
            return true
        }
        return false
    }

    private func judgeOptions(_ start: Int) -> ItemUse {
        let open = code.enclosing[start]
        guard let argument = code.arguments(open: open).first(where: { $0.value == start..<(start + 1) }) else {
            return ItemUse()
        }
        return follow(call: open, argument: argument, kind: .options)
    }

    // MARK: Following

    /// The function, method or initializer called at `open` with the item (or its type) as `argument`,
    /// read with its parameter bound; what cannot be found is named, and taken to handle any type.
    private func follow(call open: Int, argument: CallArgument, kind: Occurrence.Kind) -> ItemUse {
        var use = ItemUse()
        var nameIndex = open - 1
        guard nameIndex >= 0 else { return use }
        var typeName: String?
        if code.isSymbol(nameIndex, "init") {
            if code.isSymbol(nameIndex - 1, "."),
                code.isSymbol(nameIndex - 2, "self") || code.isSymbol(nameIndex - 2, "Self")
            {
                typeName = SwiftDeclarations(code: code, file: file).enclosingTypes(of: open).last
            } else if code.isSymbol(nameIndex - 1, "."), code.isIdentifier(nameIndex - 2) {
                typeName = code.tokens[nameIndex - 2].text
            } else if code.isSymbol(nameIndex - 1, ".") {
                // `.init(…)` whose type Swift infers (`pending = .init(shortcutItem: item)`): the declared type
                // of what it is assigned to, else the item goes where the reading cannot follow it.
                typeName = inferredType(assignedAt: nameIndex - 2)
                if typeName == nil {
                    use.cannotFollow(
                        "`\(code.source.text(of: (nameIndex - 1)..<(code.closing(open) + 1)))`, of a type inferred")
                    return use
                }
            }
            nameIndex -= 2
        }
        // `open` is a keyword only in a declaration: `open(item)` calls a function.
        guard code.isIdentifier(nameIndex) || code.isSymbol(nameIndex, "open") || typeName != nil else {
            // A call of something not named (`handler?(item)`, `handlers[0](item)`, `make()(item)`): where the item
            // goes is not known. A parenthesis after anything else groups, or is a tuple: no call.
            // `?` only as optional chaining (written against what it follows): `a ? (item) : b` is a ternary.
            let chained =
                code.isSymbol(nameIndex, "?") && nameIndex > 0
                && code.tokens[nameIndex - 1].range.upperBound == code.tokens[nameIndex].range.lowerBound
            if chained || ["!", ")", "]", "}"].contains(where: { code.isSymbol(nameIndex, $0) }) {
                use.cannotFollow(
                    "`\(code.source.text(of: max(nameIndex - 1, 0)..<(code.closing(open) + 1)))`, a call of a value")
            }
            return use
        }
        let name = typeName == nil ? code.tokens[nameIndex].text : "init"
        if Self.quiet.contains(name) || name == completion || name.lowercased().hasPrefix("log") { return use }
        if code.isSymbol(nameIndex - 1, "."), let receiver = code.text(nameIndex - 2),
            receiver.lowercased().contains("log")
        {
            return use
        }
        if typeName == nil, let first = name.first, first.isUppercase { typeName = name }
        let labels = code.arguments(open: open).map(\.label)
        guard let position = code.arguments(open: open).firstIndex(where: { $0.value == argument.value }) else {
            return use
        }
        let written = code.source.text(
            of: (SwiftHelper.callStart(nameAt: max(nameIndex, 0), in: code))..<(code.closing(open) + 1))
        guard depth < HandlerTrail.maximumDepth else {
            use.cannotFollow(
                "`\(DisplayText.shortened(written.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), limit: 60))`, too deep to follow"
            )
            return use
        }
        let found = SwiftFunctions.find(
            name: typeName == nil ? name : nil, initializerOf: typeName, labels: labels, resolver: resolver)
        guard !found.isEmpty else {
            use.cannotFollow(
                "`\(DisplayText.shortened(written.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), limit: 60))`, declared outside the code read"
            )
            return use
        }
        for function in found {
            let key = "\(function.file):\(function.body)"
            guard trail.enter(key), position < function.parameters.count else { continue }
            let parameter = function.parameters[position].name
            var names = Names()
            switch kind {
            case .type: names.types = [parameter]
            case .item: names.items = [parameter]
            case .options: names.options = [parameter]
            case .title: names.titles = [parameter]
            }
            let reader = SwiftItemReader(
                resolver: resolver, file: function.file, trail: trail, depth: depth + 1, completion: nil)
            use.add(reader.read(resolver.index.code(function.file).inside(function.body), names: names))
        }
        return use
    }

    /// The type `.init(…)` makes when the token at `index` is the `=` before it: `let name: T = `, or
    /// `name = ` / `self.name = ` where this file declares `name` with a type (`var pending: Request?`).
    private func inferredType(assignedAt index: Int) -> String? {
        guard code.isSymbol(index, "="), code.tokens[index].kind == .punctuation else { return nil }
        func named(_ text: String) -> String? {
            var text = text.trimmingCharacters(in: .whitespaces)
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            let simple = text.split(separator: ".").last.map(String.init) ?? text
            return simple.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !simple.isEmpty ? simple : nil
        }
        // `let name: T = .init(…)`: the written type, back to the colon.
        var colon = index - 1
        while colon > 0, index - colon < 8, !code.isSymbol(colon, ":") { colon -= 1 }
        if code.isSymbol(colon, ":"), code.isIdentifier(colon - 1),
            code.isSymbol(colon - 2, "let") || code.isSymbol(colon - 2, "var")
        {
            return named(code.source.text(of: (colon + 1)..<index))
        }
        guard code.isIdentifier(index - 1) else { return nil }
        let name = code.tokens[index - 1].text
        let types = Set(
            SwiftDeclarations(code: code, file: file).declarations(named: name).compactMap {
                $0.typeText.flatMap(named)
            })
        return types.count == 1 ? types.first : nil
    }

    /// The item kept in a property: every function that reads the property, read with it as the item.
    private func followProperty(_ property: String) -> ItemUse {
        var use = ItemUse()
        guard trail.enter("property:" + property), depth < HandlerTrail.maximumDepth else { return use }
        for (site, siteCode, body) in bodiesReading(property) where trail.enter("\(site):\(body):property") {
            let reader = SwiftItemReader(
                resolver: resolver, file: site, trail: trail, depth: depth + 1, completion: nil)
            use.add(reader.read(siteCode.inside(body), names: Names(items: [property])))
        }
        return use
    }

    /// The outermost function bodies of the Swift files that name `property`, each once, in file and body order:
    /// where a kept item or type is read again.
    private func bodiesReading(_ property: String) -> [(file: Int, code: CodeStructure, body: Int)] {
        var found: [(file: Int, code: CodeStructure, body: Int)] = []
        for site in resolver.index.files(containing: [property]) where resolver.index.language(site) == .swift {
            let siteCode = resolver.index.code(site)
            var bodies: Set<Int> = []
            for index in siteCode.tokens.indices where siteCode.isIdentifier(index, property) {
                guard let body = SwiftFunctions.outermostBody(around: index, in: siteCode, file: site) else { continue }
                bodies.insert(body)
            }
            found += bodies.sorted().map { (site, siteCode, $0) }
        }
        return found
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(path: path, position: code.tokens[index].position)
    }
}
