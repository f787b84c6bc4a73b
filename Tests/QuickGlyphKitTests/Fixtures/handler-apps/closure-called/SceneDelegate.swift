import UIKit

/// The chosen item goes to a closure another part of the app sets: what it does with the type is not in the code.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var onQuickAction: ((UIApplicationShortcutItem) -> Bool)?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem {
            _ = onQuickAction?(item)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(onQuickAction?(shortcutItem) ?? false)
    }
}
