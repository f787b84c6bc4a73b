/// The one edit a rule knows repairs what it found, as data: `check --fix` makes it, and a
/// reporter may show it. Only a rule that knows the repair for certain gives one (a single
/// suggestion, a key the system ignores); a guess is a message, never an edit.
package enum SuggestedEdit: Sendable, Hashable {
    /// In the file's `UIApplicationShortcutItems`, item `item`'s `key` set to the string `value` (added when absent).
    case setItemKey(item: Int, key: String, value: String)
    /// In the file's `UIApplicationShortcutItems`, item `item`'s `key` removed.
    case removeItemKey(item: Int, key: String)
    /// In the file's `UIApplicationShortcutItems`, item `item`'s `key` renamed `newKey`, its value and place kept.
    case renameItemKey(item: Int, key: String, newKey: String)
    /// The file's top-level `key` renamed `newKey` (`UIApplicationShortcutItem` to `UIApplicationShortcutItems`).
    case renameKey(key: String, newKey: String)
    /// In an items file's `items`, item `item`'s `field` renamed `newField`, its value and place kept.
    case renameItemsFileField(item: Int, field: String, newField: String)
}
