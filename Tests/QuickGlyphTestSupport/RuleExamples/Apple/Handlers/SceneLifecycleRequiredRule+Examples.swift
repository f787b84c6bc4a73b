import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// SceneLifecycleRequiredRule's own examples: an app delegate app with quick actions, and a scene app.
extension SceneLifecycleRequiredRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("quick actions in an app without scenes", at: .line("App/AppDelegate.swift", 4, column: 7)) {
            Fixtures.codeApp(items: HandlerSources.compose, sources: ["AppDelegate.swift": HandlerSources.appDelegate])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("an app with scenes") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        }
    ]
}
