import UIKit

/// Written while wiring quick actions up: every path only logs what it is given.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let shortcut = connectionOptions.shortcutItem {
            trace(shortcut)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        trace(shortcutItem)
        completionHandler(true)
    }

    private func trace(_ shortcut: UIApplicationShortcutItem) {
        print(shortcut.type)
        if let details = shortcut.userInfo {
            print(details)
        }
        debugPrint(shortcut.localizedTitle)
    }
}
