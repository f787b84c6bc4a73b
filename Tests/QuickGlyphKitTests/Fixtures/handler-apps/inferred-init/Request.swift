import UIKit

/// What the app opens for a quick action; "archive" is not among its types.
enum Request {
    case compose, search

    init?(shortcutItem: UIApplicationShortcutItem) {
        switch shortcutItem.type {
        case "compose": self = .compose
        case "search": self = .search
        default: return nil
        }
    }
}
