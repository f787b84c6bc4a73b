/// One quick action, the one model every reader makes (the items file, an Info.plist,
/// Swift, Objective-C) and every consumer reads (the rules, the manifest, the Info.plist
/// and strings writers, the generated code, the reports, the preview, Android's
/// shortcuts): every value as the source gives it, where it is written, and the target
/// that ships it. A new field is added here, and in the readers that can fill it.
package struct QuickAction: Sendable, Equatable {
    package var kind: QuickActionKind
    /// `UIApplicationShortcutItemType` / `type:`; nil when a plist item has none.
    package var type: SourceValue?
    /// `UIApplicationShortcutItemTitle` / `localizedTitle:`; nil when a plist item has none.
    package var title: SourceValue?
    /// nil when there is none (or it is `nil`).
    package var subtitle: SourceValue?
    /// The icon the item shows (the first icon key iOS takes, or what code makes).
    package var icon: QuickActionIcon
    /// Every icon key a plist item or an items-file item sets, string or not, by field
    /// (`iconFile`, `iconSymbol`, `iconType`): iOS shows one and ignores the rest; nil for
    /// code, whose one icon is `icon` (read the keys through `iconKey(_:)`).
    var writtenIconKeys: [QuickActionField: SourceValue]?
    /// `UIApplicationShortcutItemUserInfo` / the items file's `userInfo`.
    package var userInfo: [String: PlistValue]?
    /// An items-file item's `"android"` object: its Android shortcut's intent.
    package var android: AndroidIntentSettings?
    /// Where the item starts: its `<dict>` in a plist, the start of the
    /// expression that creates it in code.
    package var declaredAt: SourceLocation
    /// How a file icon's name was traced from a generated accessor by its generator's naming
    /// rule (or, unresolved, which of the target's images fit it); nil when the source gave the
    /// name some other way, or the generated file was read.
    package var derivedIcon: DerivedIconName?
    /// Where the icon is made: the plist key, the `UIApplicationShortcutIcon(…)`
    /// expression (on an earlier line when reached through a variable); nil for no icon.
    package var iconDeclaredAt: SourceLocation?
    /// Where each value is written in `declaredAt.path`: a plist item's keys, a call's arguments.
    package var positions: [QuickActionField: SourcePosition]
    /// A static item's place in `UIApplicationShortcutItems` (the order iOS shows them in).
    package var index: Int?
    /// The title by language, from the localizations beside the plist (static) or
    /// the tables of a `localizationKey` (dynamic); empty when there are none.
    package var titles: [String: String]
    /// The subtitle by language, found the same way.
    package var subtitles: [String: String]
    /// The application target that declares it (its Info.plist, or a source it
    /// compiles); nil when the app has no Xcode project and the folder is taken for one app.
    package var target: String?
    /// Where a file icon resolves among its target's icons, found once when the app is read;
    /// nil for any other icon, and for a file icon no target's icons were looked in.
    package var image: IconImage?
    /// The icons code chooses among (an `if`, `switch`, ternary or `#available` branch each), in
    /// the order written; empty when it makes one. `icon` and `iconDeclaredAt` are then the first's.
    package var iconBranches: [IconBranch] = []
    /// The types code chooses among, in the order written; empty when it gives one. `type` is then
    /// the choice as written (`.unresolved`), so that nothing taking one type takes a branch for it.
    package var typeBranches: [TypeBranch] = []

    package init(
        kind: QuickActionKind, type: SourceValue?, title: SourceValue?, subtitle: SourceValue? = nil,
        icon: QuickActionIcon = .none, writtenIconKeys: [QuickActionField: SourceValue]? = nil,
        userInfo: [String: PlistValue]? = nil, android: AndroidIntentSettings? = nil,
        declaredAt: SourceLocation, iconDeclaredAt: SourceLocation? = nil,
        positions: [QuickActionField: SourcePosition] = [:], index: Int? = nil,
        titles: [String: String] = [:], subtitles: [String: String] = [:], target: String? = nil,
        image: IconImage? = nil
    ) {
        self.kind = kind
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.writtenIconKeys = writtenIconKeys
        self.userInfo = userInfo
        self.android = android
        self.declaredAt = declaredAt
        self.iconDeclaredAt = iconDeclaredAt
        self.positions = positions
        self.index = index
        self.titles = titles
        self.subtitles = subtitles
        self.target = target
        self.image = image
    }

    /// An item as a build writes it: literal values, one icon, its translations.
    package init(
        type: String, title: String, subtitle: String? = nil, icon: QuickActionIcon,
        userInfo: [String: PlistValue]? = nil, localizations: [String: ItemTranslation] = [:],
        isDynamic: Bool = false, android: AndroidIntentSettings? = nil,
        declaredAt: SourceLocation = SourceLocation(path: "", position: nil), index: Int? = nil
    ) {
        self.init(
            kind: isDynamic ? .dynamic : .static, type: .literal(type), title: .literal(title),
            subtitle: subtitle.map(SourceValue.literal), icon: icon, userInfo: userInfo, android: android,
            declaredAt: declaredAt, index: index,
            titles: localizations.mapValues(\.title), subtitles: localizations.compactMapValues(\.subtitle))
    }

    /// The value of one icon key (`iconFile`, `iconSymbol`, `iconType`): as a plist or an items
    /// file writes it, else as the icon code makes gives it (a template image whose name is not read is an
    /// `.unresolved` `iconFile`).
    package func iconKey(_ field: QuickActionField) -> SourceValue? {
        (writtenIconKeys ?? icon.keys)[field]
    }

    /// The action once for each icon it may show, each with that icon alone (and where it is made):
    /// what an icon rule judges. Just the action when the code makes one icon.
    package var iconVariants: [QuickAction] {
        guard !iconBranches.isEmpty else { return [self] }
        return iconBranches.map { branch in
            var variant = self
            variant.icon = branch.icon
            variant.iconDeclaredAt = branch.declaredAt
            variant.image = branch.image
            variant.derivedIcon = nil
            variant.iconBranches = []
            return variant
        }
    }

    /// The action once for each type it may have, each with that type alone (and where it is written):
    /// what a handler rule judges. Just the action when the code gives one type.
    package var typeVariants: [QuickAction] {
        guard !typeBranches.isEmpty else { return [self] }
        return typeBranches.map { branch in
            var variant = self
            variant.type = branch.type
            variant.positions[.type] = branch.at
            variant.typeBranches = []
            return variant
        }
    }

    /// Made in code from the app's state rather than declared in Info.plist.
    package var isDynamic: Bool { kind == .dynamic }

    /// The type as written; empty when there is none (an item a build writes always has one).
    package var typeText: String { type?.text ?? "" }
    /// The title as written; empty when there is none.
    package var titleText: String { title?.text ?? "" }
    /// The subtitle as written.
    package var subtitleText: String? { subtitle?.text }

    /// The title and subtitle in one language other than the development one.
    package func translation(_ language: String) -> ItemTranslation? {
        titles[language].map { ItemTranslation(title: $0, subtitle: subtitles[language]) }
    }

    /// The languages the title is translated into, sorted.
    package var languages: [String] { titles.keys.sorted() }

    /// The inventory's order: by path (byte order), line, column, place in the plist, then target.
    package static func precedes(_ a: QuickAction, _ b: QuickAction) -> Bool {
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

extension Array where Element == QuickAction {
    /// The items Info.plist declares: every one not made in code.
    package var staticItems: [QuickAction] { filter { !$0.isDynamic } }
}
