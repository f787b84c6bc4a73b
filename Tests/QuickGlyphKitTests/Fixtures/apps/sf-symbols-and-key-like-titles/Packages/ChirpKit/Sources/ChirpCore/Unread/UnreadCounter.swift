// One quick action per signed-in account that has unread mentions: no icon,
// the account's handle as the title, a count as the subtitle.

import Foundation
import UIKit

public struct SignedInAccount {
    public var handle: String
    public var server: String
    public var token: String
}

public final class UnreadCounter {

    public static let accountShortcutType = "com.example.chirp.unread-account"

    private let store: UserDefaults
    public var accounts: [SignedInAccount] = []

    public init(store: UserDefaults = .standard) {
        self.store = store
    }

    public func unreadCount(for token: String) -> Int {
        store.integer(forKey: "unread." + token)
    }

    public func refresh() {
        UIApplication.shared.shortcutItems = accountShortcutItems()
    }
}

extension UnreadCounter {
    public func accountShortcutItems() -> [UIApplicationShortcutItem] {
        var items: [UIApplicationShortcutItem] = []
        for account in accounts {
            let count = unreadCount(for: account.token)
            guard count > 0 else { continue }

            let title = "@\(account.handle)@\(account.server)"
            let subtitle = String.localizedStringWithFormat(NSLocalizedString("%d unread", comment: "mentions"), count)

            let item = UIApplicationShortcutItem(
                type: UnreadCounter.accountShortcutType,
                localizedTitle: title,
                localizedSubtitle: subtitle,
                icon: nil,
                userInfo: [
                    "token": account.token as NSSecureCoding
                ]
            )
            items.append(item)
        }
        return items
    }
}
