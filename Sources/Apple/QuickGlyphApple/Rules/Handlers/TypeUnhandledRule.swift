import QuickGlyphModel

/// An item whose type no handler compares opens the app and does nothing.
package struct TypeUnhandledRule: LifeCycleRule {
    package static let order = 4
    package static let description = DiagnosticDescription(
        id: .typeUnhandled, name: "Quick action type nobody handles", severity: .warning,
        repair: .none,
        summary:
            "An item's type that no handler iOS calls recognises (a comparison, a switch case, an enum's raw value); "
            + "a handler's default that acts on any type counts, and code that cannot be followed (a value made from the "
            + "type, such as a URL; a comparison of the item's title) is never taken for unhandled."
    )

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let declared = subject.declaredTypes
        guard !declared.isEmpty else { return [] }
        let reachable = subject.reachable
        if reachable.isEmpty {
            // One root cause, said once: handler-unreachable where handlers exist, here where there are none.
            guard subject.lifeCycle.code.handlers.isEmpty, let first = declared.first else { return [] }
            let language =
                first.action.kind == .dynamic ? LifeCycleSubject.language(of: first.action.declaredAt.path) : .swift
            let methods =
                subject.lifeCycle.kind == .appDelegate
                ? QuickActionEntry.performAction.name(in: language) + " in the app delegate"
                : QuickActionEntry.windowScenePerformAction.name(in: language) + " and "
                    + QuickActionEntry.sceneWillConnect.name(in: language)
                    + " in the scene delegate"
            return [
                finding(
                    at: location(of: first.action),
                    "no code of \(subject.targetName) receives quick actions, so none of its "
                        + "\(DisplayText.count(declared.count)) types does anything when chosen; handle them in \(methods)"
                )
            ]
        }
        guard !reachable.contains(where: \.handlesAnyType) else { return [] }
        var found: [Finding] = []
        for (type, action) in declared where !reachable.contains(where: { $0.recognises(type) }) {
            let handlers = reachable.map {
                "\($0.className.map { $0 + "." } ?? "")\($0.entry.name(in: LifeCycleSubject.language(of: $0.at.path)))"
            }
            found.append(
                finding(
                    at: location(of: action),
                    "no handler recognises the type \(DisplayText.quote(type)), so choosing "
                        + "this quick action does nothing (checked: \(DisplayText.list(Array(Set(handlers)).sorted()))); "
                        + "compare shortcutItem.type with it where the other types are"))
        }
        return found
    }

    private func location(of action: QuickAction) -> SourceLocation {
        SourceLocation(path: action.declaredAt.path, position: action.positions[.type] ?? action.declaredAt.position)
    }
}
