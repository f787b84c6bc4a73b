import UIKit

/// Written for quick actions, and named by no scene configuration: iOS never creates it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(Actions.shared.run(shortcutItem))
    }
}
