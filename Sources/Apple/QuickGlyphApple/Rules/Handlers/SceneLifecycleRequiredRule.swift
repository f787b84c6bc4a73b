import QuickGlyphModel

/// TN3187: from the release after iOS 26, an app built with the latest SDK that has not adopted scenes
/// does not launch, and its quick-action code must move with it.
package struct SceneLifecycleRequiredRule: LifeCycleRule {
    package static let order = 7
    package static let description = DiagnosticDescription(
        id: .sceneLifecycleRequired, name: "Scene life cycle required", severity: .warning,
        repair: .none,
        summary:
            "An app target with quick actions (declared in its Info.plist or made by its code; a handler alone is not "
            + "one) and no scene life cycle: built with Xcode 27 it will not launch (TN3187), and its quick-action "
            + "handling must move to a scene delegate.")

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let life = subject.lifeCycle
        // Quick actions the target has: a handler alone is code for items no plist or code of the target declares
        // (a misspelt UIApplicationShortcutItems key, items removed), which iOS never shows, so nothing to move.
        guard life.kind == .appDelegate, !subject.actions.isEmpty else { return [] }
        // The app delegate whose code handles quick actions, else the first (a test double may come first).
        let handling = Set(life.code.handlers.compactMap(\.className))
        let delegate = life.code.appDelegates.first { handling.contains($0.name) } ?? life.code.appDelegates.first
        let language = delegate.map { LifeCycleSubject.language(of: $0.at.path) } ?? .swift
        guard let at = delegate?.at ?? life.infoPlist ?? subject.actions.first?.declaredAt else { return [] }
        return [
            finding(
                at: at,
                "\(subject.targetName) has quick actions and no scene life cycle (\(life.evidence)): built with Xcode 27 it "
                    + "will not launch; adopt scenes, and handle quick actions in the scene delegate's "
                    + "\(QuickActionEntry.sceneWillConnect.name(in: language)) (connectionOptions.shortcutItem) and "
                    + "\(QuickActionEntry.windowScenePerformAction.name(in: language))")
        ]
    }
}
