import UIKit

/// A quick action's type is a deep link: the same router opens it and the app's URLs.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let shortcut = connectionOptions.shortcutItem {
            open(shortcut)
        }
        if let context = connectionOptions.urlContexts.first {
            route(context.url)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        open(shortcutItem)
        completionHandler(true)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        route(url)
    }

    private func open(_ shortcut: UIApplicationShortcutItem) {
        if let link = URL(string: shortcut.type) {
            route(link)
        }
    }

    private func route(_ url: URL) {
        guard let scheme = url.scheme, let place = url.host() else { return }
        guard scheme == "kettle" else { return }
        let minutes = Router.value(named: "minutes", in: url)
        switch place {
        case "brew":
            Router.shared.showBrew()
        case "timer":
            Router.shared.startTimer(minutes: Int(minutes ?? "") ?? 3)
        case "history":
            Router.shared.showHistory()
        case "settings":
            Router.shared.showSettings()
        default:
            break
        }
    }
}
