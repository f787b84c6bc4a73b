/// One change to one item of an Info.plist's `UIApplicationShortcutItems`, made
/// by `InfoPlistItemEditor` in the file's text.
package struct InfoPlistItemEdit: Sendable, Equatable {
    package enum Change: Sendable, Equatable {
        /// The item's `key` holds the string `value`: its string is replaced, or, when the key is absent,
        /// the key and string are added after the item's last entry, in the item's own indentation. A key
        /// that already holds this string is left as written (a CDATA section stays one).
        case set(key: String, value: String)
        /// The key and its value are removed, with the line they were on when nothing else was on it;
        /// an absent key is left absent.
        case remove(key: String)
        /// The key's `<key>` element is rewritten to name `newKey`; its value, its place and every other byte stay.
        /// A key already absent with `newKey` present is left so (the rename made).
        case rename(key: String, newKey: String)
    }

    /// The item's index in `UIApplicationShortcutItems`, counted from 0 as the array's own.
    var item: Int
    var change: Change

    package init(item: Int, change: Change) {
        self.item = item
        self.change = change
    }
}
