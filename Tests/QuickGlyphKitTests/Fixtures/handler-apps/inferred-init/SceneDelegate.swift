import UIKit

/// The chosen item becomes a request whose type Swift infers from the property it is assigned to.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var pending: Request?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem {
            pending = .init(shortcutItem: item)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let request: Request? = .init(shortcutItem: shortcutItem)
        pending = request
        completionHandler(request != nil)
    }
}
