import QuickGlyphModel

/// Quick-action code left in the app delegate after an app adopts scenes runs on no device, and Xcode says nothing.
package struct HandlerUnreachableRule: LifeCycleRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .handlerUnreachable, name: "Quick actions handled where iOS never calls", severity: .error,
        repair: .none,
        summary:
            "The target handles quick actions only in methods iOS never calls for its life cycle: the app delegate's "
            + "performActionFor or launch option in an app with scenes, or a scene delegate no scene configuration names; "
            + "where such a scene delegate handles them, it alone is reported (naming it is the fix). Only in a "
            + "target with quick actions, and never for a delegate of code the target only links and does not adopt."
    )

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        // Beside a handler that works, a dead one is only code that can go.
        guard subject.reachable.isEmpty else { return [] }
        // A target with no quick action (items removed, leftover delegates): nothing would reach these methods
        // even if iOS called them, so there is nothing lost to report (as scene-lifecycle-required).
        guard !subject.actions.isEmpty else { return [] }
        let life = subject.lifeCycle
        // A delegate declared in a package or framework the target links, and which the target does not adopt, is
        // library code this target leaves unused (another target adopts it, or none): not a handler of its own.
        var unreachable = subject.unreachable.filter { !life.linkedPaths.contains($0.at.path) }
        // One root cause, said once: where a scene delegate of an app with scenes handles quick actions and no
        // configuration names it, naming it is the fix, and the app delegate's handlers are then only code kept
        // beside a working one (which this rule does not judge).
        if life.kind != .appDelegate,
            unreachable.contains(where: { $0.entry == .windowScenePerformAction || $0.entry == .sceneWillConnect })
        {
            unreachable.removeAll { $0.entry.isAppDelegate }
        }
        // A scene delegate set by an app delegate the SwiftUI app never adopts is reported with the fix (adopt it);
        // that app delegate's own configurationForConnecting is the same root cause.
        let unadopted = Set(
            unreachable.compactMap { handler in
                life.unusedConfigurations.first { $0.name == handler.className }?.owner
            })
        unreachable.removeAll { $0.entry == .configurationForConnecting && unadopted.contains($0.className ?? "") }
        return unreachable.map { handler in
            let language = LifeCycleSubject.language(of: handler.at.path)
            let method = handler.entry.name(in: language)
            let owner = handler.className ?? "this file"
            if handler.entry.isAppDelegate, life.kind == .swiftUI, life.namedSceneDelegates.isEmpty {
                return finding(
                    at: handler.at,
                    "\(method) in \(owner) is never called: \(subject.targetName) is a SwiftUI app (\(life.evidence)), "
                        + "which gets quick actions only through a scene delegate; return a UISceneConfiguration whose delegateClass is "
                        + "a scene delegate from application(_:configurationForConnecting:options:) of the class "
                        + "@UIApplicationDelegateAdaptor names, and move this code into that delegate's "
                        + "\(QuickActionEntry.windowScenePerformAction.name(in: language)) and "
                        + "\(QuickActionEntry.sceneWillConnect.name(in: language))")
            }
            if handler.entry.isAppDelegate {
                let scene = life.namedSceneDelegates.first ?? "the scene delegate"
                return finding(
                    at: handler.at,
                    "\(method) in \(owner) is never called: \(subject.targetName) uses scenes (\(life.evidence)), "
                        + "and iOS hands a quick action to \(scene) instead; move this code there, into "
                        + "\(QuickActionEntry.windowScenePerformAction.name(in: language)) and "
                        + "\(QuickActionEntry.sceneWillConnect.name(in: language))'s connectionOptions.shortcutItem")
            }
            if life.kind == .appDelegate {
                return finding(
                    at: handler.at,
                    "\(method) in \(owner) is never called: \(subject.targetName) has no scenes (\(life.evidence)), "
                        + "so iOS hands a quick action to the app delegate; adopt scenes (UIApplicationSceneManifest naming \(owner)) "
                        + "or handle it in the app delegate")
            }
            if handler.entry == .configurationForConnecting, life.kind == .swiftUI, let owner = handler.className {
                // Its own scene configuration is not what is missing: iOS asks only the adopted app delegate.
                let app = life.code.swiftUIApps.first.map { "the App \($0.name)" } ?? "the App"
                return finding(
                    at: handler.at,
                    "\(method) in \(owner) is never called: \(subject.targetName) is a SwiftUI app (\(life.evidence)), "
                        + "which never adopts \(owner); add @UIApplicationDelegateAdaptor(\(owner).self) to \(app)")
            }
            if let unused = life.unusedConfigurations.first(where: { $0.name == handler.className }),
                let appDelegate = unused.owner
            {
                return finding(
                    at: handler.at,
                    "\(method) in \(owner) is never called: \(appDelegate) names it in configurationForConnecting, "
                        + "but the app never uses \(appDelegate); add @UIApplicationDelegateAdaptor(\(appDelegate).self) to the App"
                )
            }
            let how =
                life.kind == .swiftUI
                ? "set it as delegateClass of the UISceneConfiguration your app delegate's application(_:configurationForConnecting:options:) "
                    + "returns (with @UIApplicationDelegateAdaptor)"
                : "name it as UISceneDelegateClassName in Info.plist's UIApplicationSceneManifest, or as delegateClass in configurationForConnecting"
            return finding(
                at: handler.at,
                "\(method) in \(owner) is never called: no scene configuration names \(owner) as its delegate; \(how)")
        }
    }
}
