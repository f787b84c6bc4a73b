import QuickGlyphModel

/// A compared type that no item declares is a typo or a leftover; the item it was meant for may be the one unhandled.
package struct HandledTypeUndeclaredRule: LifeCycleRule {
    package static let order = 5
    package static let description = DiagnosticDescription(
        id: .handledTypeUndeclared, name: "Handled type no item declares", severity: .info,
        repair: .none,
        summary:
            "A handler compares the chosen item's type with a value no quick action of the target declares: a typo, "
            + "or a leftover. Only the type counts: a value made from it (a URL's host) is not the type."
    )

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let declared = subject.declaredTypes.map(\.type)
        guard !declared.isEmpty, subject.everyTypeKnown else { return [] }
        var found: [Finding] = []
        // A set: a handler may compare the type thousands of times, and a search of a list was quadratic.
        var seen = Set<SourceLocation>()
        for handler in subject.reachable {
            for recognised in handler.recognised where recognised.match == .equals && !seen.contains(recognised.at) {
                guard !declared.contains(where: recognised.recognises) else { continue }
                seen.insert(recognised.at)
                found.append(
                    finding(
                        at: recognised.at,
                        "the handler compares the type with \(DisplayText.quote(recognised.value)), which no "
                            + "quick action of \(subject.targetName) declares (declared: \(DisplayText.list(declared))); "
                            + "correct it, or remove the branch"))
            }
        }
        return found
    }
}
