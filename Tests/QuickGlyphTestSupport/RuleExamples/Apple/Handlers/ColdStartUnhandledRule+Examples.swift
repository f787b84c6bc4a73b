import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ColdStartUnhandledRule's own examples: a scene delegate that reads the launching action, and one that does not.
extension ColdStartUnhandledRule: TreeRuleExamples {
    static let warmOnly = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(shortcutItem.type == "com.example.compose")
            }
        }

        """

    package static let triggeringExamples: [TreeExample] = [
        TreeExample("only the running app's action handled", at: .line("App/SceneDelegate.swift", 4, column: 10)) {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": warmOnly])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("connectionOptions.shortcutItem read") {
            Fixtures.codeApp(
                items: HandlerSources.compose, sceneDelegate: "SceneDelegate",
                sources: ["SceneDelegate.swift": HandlerSources.sceneDelegate])
        }
    ]
}
