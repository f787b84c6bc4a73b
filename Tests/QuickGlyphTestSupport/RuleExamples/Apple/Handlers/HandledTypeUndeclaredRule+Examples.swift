import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// HandledTypeUndeclaredRule's own examples: a handler comparing a type no item declares, and one comparing only
/// declared ones.
extension HandledTypeUndeclaredRule: TreeRuleExamples {
    static let leftover = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { handle(item) }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                handle(shortcutItem)
                completionHandler(true)
            }

            private func handle(_ item: UIApplicationShortcutItem) {
                if item.type == "com.example.compose" { showComposer() }
                if item.type == "com.example.archive" { showArchive() }
            }
        }

        """

    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a compared type no item declares", at: .line("App/SceneDelegate.swift", 16, column: 25)) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": leftover])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("every compared type declared") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        }
    ]
}
