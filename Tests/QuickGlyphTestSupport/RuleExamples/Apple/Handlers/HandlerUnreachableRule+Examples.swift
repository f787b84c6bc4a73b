import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// HandlerUnreachableRule's own examples: apps whose quick-action code iOS calls, and apps whose code it never calls.
extension HandlerUnreachableRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a scene app handling quick actions only in its app delegate",
            at: .line("App/AppDelegate.swift", 5, column: 10), .line("App/AppDelegate.swift", 13, column: 10)
        ) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["AppDelegate.swift": HandlerSources.appDelegate])
        },
        TreeExample(
            "a scene delegate that nothing names", at: .line("App/SceneDelegate.swift", 4, column: 10),
            .line("App/SceneDelegate.swift", 8, column: 10)
        ) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a scene delegate the scene manifest names") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        },
        TreeExample("the app delegate's methods kept beside a working scene delegate") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: [
                    "SceneDelegate.swift": HandlerSources.sceneDelegate,
                    "AppDelegate.swift": HandlerSources.appDelegate,
                ])
        },
        TreeExample("an app without scenes handling them in its app delegate") {
            Fixtures.codeApp(items: HandlerSources.compose, sources: ["AppDelegate.swift": HandlerSources.appDelegate])
        },
    ]
}
