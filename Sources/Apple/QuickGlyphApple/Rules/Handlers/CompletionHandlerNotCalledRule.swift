import QuickGlyphModel

/// Apple documents that the completion handler must be called; a path that skips it leaves the system waiting.
package struct CompletionHandlerNotCalledRule: LifeCycleRule {
    package static let order = 6
    package static let description = DiagnosticDescription(
        id: .completionHandlerNotCalled, name: "Completion handler not called", severity: .warning,
        repair: .none,
        summary:
            "A performActionFor…completionHandler: method has a path that leaves without calling the completion handler "
            + "(or handing it on).")

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        subject.reachable.compactMap { handler in
            guard let missed = handler.completionMissedAt else { return nil }
            let method = handler.entry.name(in: LifeCycleSubject.language(of: handler.at.path))
            let what = missed == handler.at ? "the end of \(method) is reached" : "this path leaves \(method)"
            return finding(
                at: missed,
                "\(what) without calling completionHandler; call it with whether the action was handled on every path")
        }
    }
}
