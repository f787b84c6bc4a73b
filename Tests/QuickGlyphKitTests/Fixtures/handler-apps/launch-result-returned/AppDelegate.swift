import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        guard let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem else { return true }
        // The launch's result: true when the preset started, and then iOS calls performActionFor as well.
        return startPreset(from: item)
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(startPreset(from: shortcutItem))
    }

    private func startPreset(from item: UIApplicationShortcutItem) -> Bool {
        guard item.type == "preset", let player = window?.rootViewController as? PlayerViewController else {
            return false
        }
        player.startLastPreset()
        return true
    }
}

final class PlayerViewController: UIViewController {
    func startLastPreset() {}
}
