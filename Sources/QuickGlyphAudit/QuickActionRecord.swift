import QuickGlyphCore
import QuickGlyphInventory

/// One quick action as the report lists it: what the app declares, where, and
/// which image its icon resolves to. Values the code computes are kept as
/// written and named in `unresolved`, never guessed.
public struct QuickActionRecord: Sendable, Equatable {
    public enum IconKind: String, Sendable {
        /// A template image: Info.plist's icon file, `templateImageName:`.
        case file
        /// An SF Symbol: `UIApplicationShortcutItemIconSymbolName`, `systemImageName:`.
        case symbol
        /// One of the 29 `UIApplicationShortcutIconType`s.
        case type
        case none
        /// A name the code computes.
        case unresolved
    }

    public var kind: QuickActionKind
    public var type: String?
    public var title: String?
    public var subtitle: String?
    /// The fields whose value is an expression, not text.
    public var unresolved: [String]
    public var declaredAt: SourceLocation
    public var iconKind: IconKind
    /// The icon's name, or its expression when unresolved.
    public var iconName: String?
    /// Where a file icon resolves: an imageset, or bundle PNGs.
    public var imageset: String?
    public var files: [String]
    /// The title by language, where a localization translates it.
    public var titles: [String: String]
    /// The application target that declares it; nil when the app has no Xcode project.
    public var target: String?

    init(_ action: QuickAction, resolve: (String) -> (imageset: String?, files: [String])) {
        kind = action.kind
        declaredAt = action.declaredAt
        titles = action.titles
        target = action.target
        var unresolved: [String] = []
        func text(_ value: SourceValue?, _ field: String) -> String? {
            guard let value else { return nil }
            if case .unresolved = value { unresolved.append(field) }
            return value.text
        }
        type = text(action.type, "type")
        title = text(action.title, "title")
        subtitle = text(action.subtitle, "subtitle")
        files = []
        switch action.icon {
        case .file(let name):
            iconKind = .file
            iconName = name
            (imageset, files) = resolve(name)
        case .symbol(let name): iconKind = .symbol; iconName = name
        case .type(let name): iconKind = .type; iconName = name.written
        case .none: iconKind = .none
        case .unresolved(let expression, _):
            iconKind = .unresolved
            iconName = expression
            unresolved.append("icon")
        }
        self.unresolved = unresolved
    }

    /// `file Clipboard → App/Assets.xcassets/Clipboard.imageset`, `symbol star.fill`, `none`.
    public var iconText: String {
        guard let iconName else { return iconKind.rawValue }
        let target = imageset ?? (files.isEmpty ? (iconKind == .file ? " (not found)" : "") : " → " + files.joined(separator: ", "))
        return "\(iconKind.rawValue) \(iconName)" + (imageset.map { " → \($0)" } ?? target)
    }

    var jsonObject: [String: Any] {
        var icon: [String: Any] = ["kind": iconKind.rawValue]
        if let iconName { icon["name"] = iconName }
        if let imageset { icon["imageset"] = imageset }
        if !files.isEmpty { icon["files"] = files }
        var location: [String: Any] = ["path": declaredAt.path]
        if let position = declaredAt.position {
            location["line"] = position.line
            location["column"] = position.column
        }
        var object: [String: Any] = ["kind": kind.rawValue, "declaredAt": location, "icon": icon, "titles": titles]
        if let type { object["type"] = type }
        if let title { object["title"] = title }
        if let subtitle { object["subtitle"] = subtitle }
        if !unresolved.isEmpty { object["unresolved"] = unresolved }
        if let target { object["target"] = target }
        return object
    }

    /// The inventory's order: by path (byte order), line, column, then target.
    static func precedes(_ a: QuickActionRecord, _ b: QuickActionRecord) -> Bool {
        if a.declaredAt.path != b.declaredAt.path { return a.declaredAt.path.utf8.lexicographicallyPrecedes(b.declaredAt.path.utf8) }
        let lineA = a.declaredAt.position?.line ?? 0, lineB = b.declaredAt.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.declaredAt.position?.column ?? 0, columnB = b.declaredAt.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        return (a.target ?? "").utf8.lexicographicallyPrecedes((b.target ?? "").utf8)
    }
}
