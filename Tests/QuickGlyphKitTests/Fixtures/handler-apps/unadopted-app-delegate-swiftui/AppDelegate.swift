import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        if let item = options.shortcutItem, item.type == "harvest" {
            Orchard.shared.harvest()
        }
        return UISceneConfiguration(name: nil, sessionRole: session.role)
    }
}

final class Orchard {
    static let shared = Orchard()
    func harvest() {}
}
