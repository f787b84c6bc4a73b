import QuickGlyphModel

/// What each language's reader knows how to read from an argument: a string
/// value and an icon. Building the quick action from them is shared.
protocol CodeValueReader {
    var code: CodeStructure { get }
    var path: String { get }
    /// How names are followed; nil when the reader reads literals alone.
    var names: NameContext? { get }
    /// The value of a string argument; nil for `nil` (no value).
    func value(_ range: Range<Int>) -> SourceValue?
    /// The icon of an icon argument, and where the icon is made.
    func icon(_ range: Range<Int>) -> (icon: QuickActionIcon, at: SourcePosition?)
    /// The icons an icon argument chooses among, each where it is made; nil when it makes one.
    func iconBranches(_ range: Range<Int>) -> [IconBranch]?
    /// The icons a mutable item's `item.icon = …` gives, set once in each branch of one statement (`ranges`).
    func iconBranches(setIn ranges: [Range<Int>]) -> [IconBranch]?
    /// The types a type argument chooses among, each where it is written; nil when it gives one.
    func typeBranches(_ range: Range<Int>) -> [TypeBranch]?
}

extension CodeValueReader {
    func iconBranches(_ range: Range<Int>) -> [IconBranch]? { nil }
    func iconBranches(setIn ranges: [Range<Int>]) -> [IconBranch]? { nil }
    func typeBranches(_ range: Range<Int>) -> [TypeBranch]? { nil }

    /// The quick action made by the expression starting at token `start`, from
    /// its initializer's arguments and, for a mutable item, the properties set
    /// on it afterwards. One later assignment replaces the initializer's value;
    /// several (set in different branches) leave the field unresolved, quoting the first.
    func quickAction(
        start: Int, arguments: [QuickActionField: Range<Int>],
        assignments: [QuickActionField: [Range<Int>]] = [:]
    ) -> QuickAction {
        let tokens = code.tokens
        var action = QuickAction(
            kind: .dynamic, type: nil, title: nil,
            declaredAt: SourceLocation(path: path, position: tokens[start].position))
        for field in QuickActionField.allCases {
            var range = arguments[field]
            var ambiguous = false
            if let later = assignments[field], let first = later.first {
                range = first
                ambiguous = later.count > 1
            }
            guard let range else { continue }
            let position = range.isEmpty ? nil : tokens[range.lowerBound].position
            let unresolved = SourceValue.unresolved(code.source.text(of: range))
            // A field set to `nil` is no value, and has no position either.
            switch field {
            case .type:
                action.type = ambiguous ? unresolved : value(range) ?? unresolved
                if !ambiguous, case .unresolved? = action.type, let branches = typeBranches(range) {
                    action.typeBranches = branches
                }
            case .title: action.title = ambiguous ? unresolved : value(range) ?? unresolved
            case .subtitle: action.subtitle = ambiguous ? unresolved : value(range)
            case .icon:
                let branches = ambiguous ? assignments[field].flatMap(iconBranches(setIn:)) : iconBranches(range)
                if let branches, let first = branches.first {
                    action.iconBranches = branches
                    action.icon = first.icon
                    action.iconDeclaredAt = first.declaredAt
                    break
                }
                let mark = names?.resolver.derivations.count ?? 0
                let (icon, at) =
                    ambiguous ? (.unresolved(code.source.text(of: range), form: nil), position) : self.icon(range)
                action.icon = icon
                if !ambiguous { action.derivedIcon = names?.resolver.derivation(since: mark, for: icon) }
                action.iconDeclaredAt = at.map { SourceLocation(path: path, position: $0) }
            case .userInfo:
                if range.count == 1, let text = code.text(range.lowerBound), ["nil", "NULL", "Nil"].contains(text) {
                    continue
                }
            // An initializer's arguments name the icon as a whole; the keys one by one are a plist's and an items
            // file's.
            case .iconFile, .iconSymbol, .iconType: continue
            }
            if field == .subtitle && action.subtitle == nil { continue }
            if field == .icon && action.icon == .none { continue }
            action.positions[field] = position
        }
        return action
    }

    /// The decoded value of a lone string literal.
    func literal(_ range: Range<Int>) -> String? {
        guard range.count == 1 else { return nil }
        return code.tokens[range.lowerBound].stringValue
    }
}
