/// Delegates written once for the life-cycle rules' examples, as apps write them.
package enum HandlerSources {
    /// A scene delegate that handles `compose` at a cold start and while running.
    package static let sceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { _ = handle(item) }
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(handle(shortcutItem))
            }

            private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                guard item.type == "com.example.compose" else { return false }
                return true
            }
        }

        """

    /// An app delegate without scenes that handles `compose` while running and at launch, returning false then.
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                    _ = handle(item)
                    return false
                }
                return true
            }

            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(handle(shortcutItem))
            }

            private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                item.type == "com.example.compose"
            }
        }

        """

    /// The item every example declares.
    static let compose = [Fixtures.plistItem("com.example.compose", "New Message")]
}
