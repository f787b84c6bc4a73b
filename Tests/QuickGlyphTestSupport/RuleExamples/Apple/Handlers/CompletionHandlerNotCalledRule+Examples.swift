import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// CompletionHandlerNotCalledRule's own examples: a path that leaves without the completion handler, and methods that
/// always call it.
extension CompletionHandlerNotCalledRule: TreeRuleExamples {
    static let guardReturns = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem, item.type == "com.example.compose" { showComposer() }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                guard shortcutItem.type == "com.example.compose" else { return }
                showComposer()
                completionHandler(true)
            }
        }

        """

    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a guard that returns without calling it", at: .line("App/SceneDelegate.swift", 10, column: 65)) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": guardReturns])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("called with the handler's result") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        }
    ]
}
