// Tidepool: a notes vault. Synthetic app for quickglyph's tests.

import Foundation

/// The types of the app's quick actions, static and dynamic.
enum QuickActionID {
    static let pasteNote = "org.example.tidepool.paste-note"
    static let searchVault = "org.example.tidepool.search-vault"
    static let startSync = "org.example.tidepool.sync.start"
}
