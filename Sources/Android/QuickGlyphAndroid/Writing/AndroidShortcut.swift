/// One `<shortcut>` of `res/xml-v25/shortcuts.xml`, every value as it is written.
public struct AndroidShortcut: Sendable, Equatable {
    /// `android:shortcutId`, a literal: the item's `AndroidShortcutID`.
    public var id: String
    /// The `@string/` names of the short and long labels.
    public var shortLabel: String
    public var longLabel: String
    /// The `@drawable/` name; nil for an item whose icon is not a glyph.
    public var icon: String?
    public var action: String
    public var targetPackage: String?
    public var targetClass: String?
    public var data: String?
    public var categories: [String]

    public init(id: String, shortLabel: String, longLabel: String, icon: String?, action: String,
                targetPackage: String?, targetClass: String?, data: String?, categories: [String]) {
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
