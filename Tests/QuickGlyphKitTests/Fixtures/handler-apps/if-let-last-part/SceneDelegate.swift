import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let kitchen = Kitchen()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem { open(item) }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        open(shortcutItem)
        completionHandler(true)
    }

    // The type's last part: the kettle has a screen of its own, every other item opens the whole kitchen.
    private func open(_ item: UIApplicationShortcutItem) {
        if let last = item.type.components(separatedBy: ".").last {
            switch last {
            case "kettle":
                kitchen.boil()
            default:
                kitchen.showAll()
            }
        }
    }
}

final class Kitchen {
    func boil() {}
    func brew() {}
    func showAll() {}
}
