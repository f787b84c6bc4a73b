import QuickGlyphCore

/// One quick action an app declares, static (Info.plist) or dynamic (code), with
/// every value as the source gives it and where it is written.
public struct QuickAction: Sendable, Equatable {
    public var kind: QuickActionKind
    /// `UIApplicationShortcutItemType` / `type:`; nil when a plist item has none.
    public var type: SourceValue?
    /// `UIApplicationShortcutItemTitle` / `localizedTitle:`; nil when a plist item has none.
    public var title: SourceValue?
    /// nil when there is none (or it is `nil`).
    public var subtitle: SourceValue?
    public var icon: QuickActionIcon
    /// Where the item starts: its `<dict>` in a plist, the start of the
    /// expression that creates it in code.
    public var declaredAt: SourceLocation
    /// Where the icon is made: the plist key, the `UIApplicationShortcutIcon(…)`
    /// expression (on an earlier line when reached through a variable); nil for no icon.
    public var iconDeclaredAt: SourceLocation?
    /// Where each value is written in `declaredAt.path`: a plist item's keys, a call's arguments.
    public var positions: [QuickActionField: SourcePosition]
    /// A static item's place in `UIApplicationShortcutItems` (the order iOS shows them in).
    public var index: Int?
    /// The title by language, from the localizations beside the plist (static) or
    /// the tables of a `localizationKey` (dynamic); empty when there are none.
    public var titles: [String: String]
    /// The subtitle by language, found the same way.
    public var subtitles: [String: String]
    /// The application target that declares it (its Info.plist, or a source it
    /// compiles); nil when the app has no Xcode project and the folder is taken for one app.
    public var target: String?
    /// Where a file icon resolves among its target's icons, found once when the app is read;
    /// nil for any other icon, and for a file icon no target's icons were looked in.
    public var image: IconImage?

    public init(kind: QuickActionKind, type: SourceValue?, title: SourceValue?, subtitle: SourceValue? = nil,
                icon: QuickActionIcon = .none, declaredAt: SourceLocation, iconDeclaredAt: SourceLocation? = nil,
                positions: [QuickActionField: SourcePosition] = [:], index: Int? = nil,
                titles: [String: String] = [:], subtitles: [String: String] = [:], target: String? = nil,
                image: IconImage? = nil) {
        self.kind = kind
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.declaredAt = declaredAt
        self.iconDeclaredAt = iconDeclaredAt
        self.positions = positions
        self.index = index
        self.titles = titles
        self.subtitles = subtitles
        self.target = target
        self.image = image
    }

    /// The inventory's order: by path (byte order), line, column, place in the plist, then target.
    public static func precedes(_ a: QuickAction, _ b: QuickAction) -> Bool {
        if a.declaredAt.path != b.declaredAt.path {
            return a.declaredAt.path.utf8.lexicographicallyPrecedes(b.declaredAt.path.utf8)
        }
        let lineA = a.declaredAt.position?.line ?? 0, lineB = b.declaredAt.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.declaredAt.position?.column ?? 0, columnB = b.declaredAt.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if (a.index ?? 0) != (b.index ?? 0) { return (a.index ?? 0) < (b.index ?? 0) }
        // One file compiled into two targets declares its items once for each.
        return (a.target ?? "").utf8.lexicographicallyPrecedes((b.target ?? "").utf8)
    }
}
