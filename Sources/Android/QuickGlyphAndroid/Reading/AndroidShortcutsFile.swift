import QuickGlyphModel

/// A `res/xml*/NAME.xml` a launcher activity names, parsed: its `<shortcut>` elements.
struct AndroidShortcutsFile: Sendable, Equatable {
    var path: String
    var shortcuts: [AndroidStaticShortcut]
    /// The source set it is in: `main`, or a build type's or flavour's own (`debug`, `wasabi`), which that variant
    /// ships instead of main's.
    var sourceSet: String

    init(path: String, shortcuts: [AndroidStaticShortcut], sourceSet: String = "main") {
        self.path = path
        self.shortcuts = shortcuts
        self.sourceSet = sourceSet
    }

    init(path: String, root: AndroidXMLElement, sourceSet: String = "main") {
        self.init(
            path: path, shortcuts: root.children(named: "shortcut").map(AndroidStaticShortcut.init),
            sourceSet: sourceSet)
    }

    /// What the rules judge beyond the parser's own drops: every shortcut declared. One the parser
    /// skips (a duplicate id, a literal label) is fixed by its id or label alone, and whatever else
    /// is wrong with it shows once it is kept; so it is named now, not one fix later.
    var judged: [AndroidStaticShortcut] { shortcuts }

    /// What the platform parser keeps, in order: a shortcut with a literal id and a
    /// `@string` short label, once per id (a later duplicate is skipped).
    var kept: [AndroidStaticShortcut] {
        var ids = Set<String>()
        return shortcuts.filter { shortcut in
            guard shortcut.hasValidID, shortcut.hasStringShortLabel, let id = shortcut.id else { return false }
            return ids.insert(id).inserted
        }
    }
}
