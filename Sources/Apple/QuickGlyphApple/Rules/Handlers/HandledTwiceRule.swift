import QuickGlyphModel

/// Apple's sample and the seeds' notes: an app that handles the launch option must return false, or iOS
/// calls `performActionFor` with the same item and the action runs twice.
package struct HandledTwiceRule: LifeCycleRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .handledTwice, name: "Quick action handled twice", severity: .warning,
        repair: .none,
        summary:
            "The app delegate handles the launch option's shortcut item and application(_:didFinishLaunchingWithOptions:) "
            + "(or willFinishLaunching) can then return true, so iOS also calls application(_:performActionFor:completionHandler:) with it."
    )

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let reachable = subject.reachable
        var found: [Finding] = []
        for launch in reachable where launch.entry == .launchOptions {
            guard reachable.contains(where: { $0.entry == .performAction && $0.className == launch.className }) else {
                continue
            }
            let language = LifeCycleSubject.language(of: launch.at.path)
            let no = language == .swift ? "false" : "NO"
            for at in launch.returnsTrueAt {
                found.append(
                    finding(
                        at: at,
                        "this return gives \(language == .swift ? "true" : "YES") after the launch's quick action was handled, "
                            + "so iOS also calls \(QuickActionEntry.performAction.name(in: language)) with it and the action runs twice; "
                            + "return \(no) when the launch option held a shortcut item"))
            }
        }
        return found
    }
}
