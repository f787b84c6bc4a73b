import UIKit

extension QuickMenu {
    /// Inside an extension of QuickMenu, `Kind` is QuickMenu.Kind.
    static func route(_ item: UIApplicationShortcutItem) -> Bool {
        Kind(rawValue: item.type) != nil
    }
}
