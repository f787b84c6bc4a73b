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

    // The type's last part, a call ending the condition; no other item does anything.
    private func open(_ item: UIApplicationShortcutItem) {
        if let last = item.type.split(separator: ".").last.map(String.init) {
            switch last {
            case "kettle":
                kitchen.boil()
            case "teapot":
                kitchen.brew()
            default:
                break
            }
        }
    }
}

final class Kitchen {
    func boil() {}
    func brew() {}
    func showAll() {}
}
