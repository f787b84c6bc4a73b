import UIKit

public enum OvenActions {
    public static func install() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "bake", localizedTitle: "Bake", localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(systemImageName: "oven"), userInfo: nil),
            UIApplicationShortcutItem(type: "cool", localizedTitle: "Cool", localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(systemImageName: "snowflake"), userInfo: nil),
        ]
    }

    static func run(_ type: String) -> Bool {
        switch type {
        case "bake": return true
        case "cool": return true
        default: return false
        }
    }
}
