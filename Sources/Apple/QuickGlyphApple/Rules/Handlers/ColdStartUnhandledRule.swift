import QuickGlyphModel

/// Under scenes a quick action that launches the app arrives only in `connectionOptions`; the warm-start
/// method is not called for it, so the action that opened the app does nothing.
package struct ColdStartUnhandledRule: LifeCycleRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .coldStartUnhandled, name: "Cold start not handled", severity: .error,
        repair: .none,
        summary:
            "An app with scenes handles quick actions while running (windowScene(_:performActionFor:completionHandler:)) "
            + "but never reads connectionOptions.shortcutItem in scene(_:willConnectTo:options:), so an action that launches the app does nothing."
    )

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let reachable = subject.reachable
        guard subject.lifeCycle.kind != .appDelegate, !reachable.contains(where: { $0.entry.isSceneColdStart }),
            let warm = reachable.first(where: { $0.entry == .windowScenePerformAction })
        else { return [] }
        let code = subject.lifeCycle.code
        let owner = warm.className ?? "the scene delegate"
        let language = LifeCycleSubject.language(of: warm.at.path)
        let at =
            code.sceneWillConnectMethods.first { $0.name == warm.className }?.at
            ?? code.sceneDelegates.first { $0.name == warm.className }?.at ?? warm.at
        return [
            finding(
                at: at,
                "a quick action that launches the app is never handled: \(owner) handles it only while running "
                    + "(\(QuickActionEntry.windowScenePerformAction.name(in: language))); read connectionOptions.shortcutItem in "
                    + "\(QuickActionEntry.sceneWillConnect.name(in: language)) and handle it the same way")
        ]
    }
}
