import QuickGlyphModel

/// An item's `android:shortcutId`. Android reads it as written, so a build setting in
/// it would never be expanded; but most iOS types are `$(PRODUCT_BUNDLE_IDENTIFIER).name`,
/// and within one app the part after the bundle identifier is what tells the actions
/// apart. So the id is the item's `android.id` when it gives one, else its type with a
/// leading `$(SETTING).` (or `${SETTING}.`) taken off, else the type as written. It is
/// made from the item alone, never from its place in the list, so a build that reorders
/// the items keeps every id (and the launcher's pinned shortcuts with them).
package enum AndroidShortcutID {
    /// The id, or nil when the type holds a build setting that cannot be taken off this way
    /// (`com.$(TEAM).compose`, `$(PRODUCT_BUNDLE_IDENTIFIER)` alone) and the item gives no `android.id`.
    package static func of(_ item: QuickAction) -> String? {
        if let id = item.android?.id { return id }
        let type = item.typeText
        let id = withoutLeadingSetting(type) ?? type
        return holdsSetting(id) ? nil : id
    }

    /// `rest` of `$(SETTING).rest` or `${SETTING}.rest`; nil when the type does not start so or nothing follows.
    static func withoutLeadingSetting(_ type: String) -> String? {
        for (open, close) in [("$(", ")"), ("${", "}")] where type.hasPrefix(open) {
            let afterOpen = type.dropFirst(open.count)
            guard let end = afterOpen.firstIndex(of: Character(close)) else { return nil }
            let name = afterOpen[..<end]
            let rest = afterOpen[afterOpen.index(after: end)...]
            guard !name.isEmpty, rest.hasPrefix("."), rest.count > 1 else { return nil }
            return String(rest.dropFirst())
        }
        return nil
    }

    /// Whether the text still holds a build setting Xcode would expand.
    static func holdsSetting(_ text: String) -> Bool {
        text.contains("$(") || text.contains("${")
    }
}
