import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    /// The type of the item the app was launched with, acted on once the scene is active.
    static var pendingType: String?

    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        if let item = options.shortcutItem {
            AppDelegate.pendingType = item.type
        }
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
