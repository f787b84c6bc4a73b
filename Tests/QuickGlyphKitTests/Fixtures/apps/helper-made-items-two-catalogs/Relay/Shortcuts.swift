// Relay's Home Screen quick actions: four items made by one private helper,
// each called with a literal image name and title and a case of QuickRoute.

import UIKit

enum QuickRoute: String {
    case pay = "com.example.relay.route.pay"
    case request = "com.example.relay.route.request"
    case explore = "com.example.relay.route.explore"
    case digest = "com.example.relay.route.digest"
}

final class QuickActionCatalog {
    static let shared = QuickActionCatalog()

    private func shortcut(imageName: String, title: String, route: QuickRoute) -> UIApplicationShortcutItem {
        let glyph = UIApplicationShortcutIcon(templateImageName: imageName)
        return UIApplicationShortcutItem(type: route.rawValue, localizedTitle: title, localizedSubtitle: nil, icon: glyph, userInfo: nil)
    }
    private init() { }

    func install() {
        let pay = shortcut(imageName: "paper-dart", title: "Pay", route: .pay)
        let request = shortcut(imageName: "scan-code", title: "Request", route: .request)
        let explore = shortcut(imageName: "target", title: "Explore", route: .explore)
        let digest = shortcut(imageName: "lines", title: "Digest", route: .digest)
        UIApplication.shared.shortcutItems = [pay, request, explore, digest]
    }

    func route(for item: UIApplicationShortcutItem) -> QuickRoute? {
        QuickRoute(rawValue: item.type)
    }
}
