// Snap's quick actions: a subclass of UIMutableApplicationShortcutItem whose
// initializer takes a case of QuickActionKind; the icon name and the title
// come from the case's computed properties.

import UIKit

enum QuickActionKind: String {
    case feed = "feed"
    case discover = "discover"
    case following = "following"
    case support = "support"
    case profile = "profile"

    var title: String {
        switch self {
        case .feed:
            return ""
        case .discover:
            return Strings.tab_discover.localized()
        case .following:
            return Strings.tab_following.localized()
        case .support:
            return Strings.tab_support.localized()
        case .profile:
            return Strings.menu_profile.localized()
        }
    }

    var icon: String {
        switch self {
        case .feed:
            return ""
        case .discover:
            return "tab2Inactive"
        case .following:
            return "tab3Inactive"
        case .support:
            return "tab4Inactive"
        case .profile:
            return "tab5Inactive"
        }
    }
}

class QuickAction: UIMutableApplicationShortcutItem {
    var destination: String

    init(kind: QuickActionKind, destination: String) {
        self.destination = destination
        let glyph = UIApplicationShortcutIcon(templateImageName: kind.icon)
        super.init(type: String(describing: kind), localizedTitle: kind.title, localizedSubtitle: nil, icon: glyph, userInfo: nil)
    }
}

class QuickActions {
    static var installed: [QuickAction] = []

    class func install() {
        var made: [QuickAction] = []

        made.append(QuickAction(kind: .discover, destination: "showDiscover"))
        made.append(QuickAction(kind: .following, destination: "showFollowing"))
        made.append(QuickAction(kind: .support, destination: "showSupport"))
        made.append(QuickAction(kind: .profile, destination: "showProfile"))

        UIApplication.shared.shortcutItems = made
        installed = made
    }

    class func perform(_ item: UIApplicationShortcutItem, in window: UIWindow) {
        install()

        switch QuickActionKind(rawValue: item.type) ?? .feed {
        case .feed:
            break
        case .discover:
            Router.open("snap://discover", from: window)
        case .following:
            Router.open("snap://following", from: window)
        case .support:
            Router.open("snap://support", from: window)
        case .profile:
            Router.open("snap://profile", from: window)
        }
    }
}
