import QuickGlyphModel

/// One `<shortcut>` of a shortcuts XML, its attributes as written.
package struct AndroidStaticShortcut: Sendable, Equatable {
    var position: SourcePosition
    var id: String?
    var enabled: Bool
    var icon: String?
    var shortLabel: String?
    var longLabel: String?
    var disabledMessage: String?
    var intents: [AndroidShortcutIntent]
    var categories: [String]

    init(
        position: SourcePosition, id: String?, enabled: Bool = true, icon: String? = nil, shortLabel: String?,
        longLabel: String? = nil, disabledMessage: String? = nil, intents: [AndroidShortcutIntent] = [],
        categories: [String] = []
    ) {
        self.position = position
        self.id = id
        self.enabled = enabled
        self.icon = icon
        self.shortLabel = shortLabel
        self.longLabel = longLabel
        self.disabledMessage = disabledMessage
        self.intents = intents
        self.categories = categories
    }

    init(_ element: AndroidXMLElement) {
        self.init(
            position: element.position, id: element.android("shortcutId"),
            enabled: element.android("enabled").map { $0.lowercased() != "false" } ?? true,
            icon: element.android("icon"), shortLabel: element.android("shortcutShortLabel"),
            longLabel: element.android("shortcutLongLabel"),
            disabledMessage: element.android("shortcutDisabledMessage"),
            intents: element.children(named: "intent").map(AndroidShortcutIntent.init),
            categories: element.children(named: "categories").compactMap { $0.android("name") })
    }

    /// Whether `shortcutId` is what the platform parser takes: present, and a literal rather than a resource.
    var hasValidID: Bool {
        guard let id, !id.isEmpty else { return false }
        return !AndroidResourceReference.isReference(id)
    }

    /// Whether the short label is a `@string/…` reference, the one form the parser reads.
    var hasStringShortLabel: Bool {
        shortLabel.flatMap(AndroidResourceReference.init)?.type == "string"
    }

    /// How the message names it: by its id, else by its line.
    var label: String {
        if let id, !id.isEmpty { return "the shortcut \(DisplayText.quote(id))" }
        return "the shortcut at line \(position.line)"
    }
}
