// Tidepool: a notes vault. Synthetic app for quickglyph's tests.

import UIKit

/// Keeps the vault in step with the user's other devices, and offers a quick action
/// to start a sync while the account allows it.
final class SyncService {
    private let application: UIApplication
    private let account: SyncAccount

    init(application: UIApplication, account: SyncAccount) {
        self.application = application
        self.account = account
    }

    func accountDidChange() {
        Task { await refreshQuickActions() }
    }

    @MainActor
    private func refreshQuickActions() async {
        guard account.isSignedIn, await account.allowsSync() else {
            application.shortcutItems = nil
            return
        }

        application.shortcutItems = [
            UIApplicationShortcutItem(type: QuickActionID.startSync,
                                      localizedTitle: Copy.startSyncAction,
                                      localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(templateImageName: "Sync-16"),
                                      userInfo: nil)
        ]
    }
}

protocol SyncAccount {
    var isSignedIn: Bool { get }
    func allowsSync() async -> Bool
}
