/// The three places a quick action is written, each with its own names for the same fields.
package enum QuickActionSource: Sendable, Equatable, Hashable {
    /// `UIApplicationShortcutItems` in an Info.plist (static).
    case infoPlist
    /// quickglyph's items file (`shortcuts.json`).
    case itemsFile
    /// A `UIApplicationShortcutItem` made in Swift or Objective-C (dynamic).
    case code
}
