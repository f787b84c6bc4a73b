import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let garden = Garden()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem { open(item) }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        open(shortcutItem)
        completionHandler(true)
    }

    // One screen of its own; every other item opens the whole garden.
    private func open(_ item: UIApplicationShortcutItem) {
        if item.type == "water" {
            garden.water()
        } else if item.type == "fertilise" {
            garden.fertilise()
        } else {
            garden.showAll()
        }
    }
}

final class Garden {
    func water() {}
    func fertilise() {}
    func showAll() {}
}
