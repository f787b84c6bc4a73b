import QuickGlyphModel

/// One application target's quick actions and the code that receives them.
package struct LifeCycleSubject: Sendable {
    var lifeCycle: TargetLifeCycle
    /// The quick actions the target declares, static and dynamic.
    var actions: [QuickAction]

    package init(lifeCycle: TargetLifeCycle, actions: [QuickAction]) {
        self.lifeCycle = lifeCycle
        self.actions = actions
    }

    /// "target App" or "the app", for messages.
    var targetName: String { lifeCycle.target.map { "target \($0)" } ?? "the app" }

    var reachable: [QuickActionHandler] { lifeCycle.reachableHandlers }
    var unreachable: [QuickActionHandler] { lifeCycle.code.handlers.filter { !lifeCycle.isReachable($0) } }

    /// The types the target's items declare, each with where; an item whose type the code computes is left out.
    var declaredTypes: [(type: String, action: QuickAction)] {
        // A type the code chooses among literals is each of them, each where it is written.
        actions.flatMap(\.typeVariants).compactMap { action in action.type?.literal.map { ($0, action) } }
    }

    /// Whether some item's type is not known (computed in code): then no handled type can be called undeclared.
    var everyTypeKnown: Bool { actions.flatMap(\.typeVariants).allSatisfy { $0.type?.literal != nil } }

    /// The language of the file at `path`, for naming a method as that file writes it.
    static func language(of path: String) -> SourceLanguage { SourceLanguage(path: path) ?? .objectiveC }
}
