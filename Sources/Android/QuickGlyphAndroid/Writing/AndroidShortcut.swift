/// One `<shortcut>` of `res/xml-v25/shortcuts.xml`, every value as it is written.
package struct AndroidShortcut: Sendable, Equatable {
    /// `android:shortcutId`, a literal: the item's `AndroidShortcutID`.
    var id: String
    /// The `@string/` names of the short and long labels.
    var shortLabel: String
    var longLabel: String
    /// The `@drawable/` name; nil for an item whose icon is not a glyph.
    var icon: String?
    var action: String
    var targetPackage: String?
    var targetClass: String?
    var data: String?
    var categories: [String]

    package init(
        id: String, shortLabel: String, longLabel: String, icon: String?, action: String,
        targetPackage: String?, targetClass: String?, data: String?, categories: [String]
    ) {
        self.id = id
        self.shortLabel = shortLabel
        self.longLabel = longLabel
        self.icon = icon
        self.action = action
        self.targetPackage = targetPackage
        self.targetClass = targetClass
        self.data = data
        self.categories = categories
    }
}
