import QuickGlyphModel

/// The quick actions declared in one file (an Info.plist's `UIApplicationShortcutItems`, a
/// quickglyph items file, or the items a Swift or Objective-C file makes), as the one model
/// every reader makes, with what the rules need from around them: the app's name, the icons
/// its catalogs hold and the translations of its titles. Made from what is already read: no rule reads a file.
package struct ShortcutsSubject: Sendable {
    /// Something wrong with the file's structure (unreadable, wrong types).
    package struct Problem: Sendable {
        package var message: String
        var position: SourcePosition?
        /// The one edit that repairs it, when certain (a misspelt key renamed to the one iOS reads).
        var edit: SuggestedEdit?

        package init(message: String, position: SourcePosition? = nil, edit: SuggestedEdit? = nil) {
            self.message = message
            self.position = position
            self.edit = edit
        }
    }

    package var path: String
    /// Where the actions are written, and so what each field is called in messages.
    package var kind: QuickActionSource
    package var actions: [QuickAction]
    package var problems: [Problem]
    /// `CFBundleDisplayName` or `CFBundleName`, when known and not a build setting.
    package var appName: String?
    /// Icon-file names that resolve: imagesets in the app's catalogs (and, for an
    /// items file, the glyph sources beside it).
    package var availableIcons: Set<String>
    /// Where the icons were looked for, for messages: catalog or folder names.
    package var iconSearchPlaces: [String]
    /// For an items file, the folder its glyph files are read from (the build's glyph folder, or the
    /// folder beside it that check looks in): there a missing icon's fix is a glyph file, not an imageset.
    package var glyphFolder: String?
    /// Whether the glyph folder's sub-folders were read too (`build --recursive`).
    package var glyphFolderRecursive = false
    /// Its sub-folders the build did not read (no `--recursive`): where a missing glyph may be.
    package var glyphSubfoldersUnread: [String] = []
    /// The localization files that translate the titles (`*.lproj/InfoPlist.strings`, `InfoPlist.xcstrings`).
    var localizationFiles: [String]
    /// Every language those files hold.
    package var languages: [String]
    /// `CFBundleDevelopmentRegion`: the language plain titles are written in.
    var developmentLanguage = "en"
    /// The application target that ships these items, when a project names it.
    package var target: String?
    /// That target's `IPHONEOS_DEPLOYMENT_TARGET` (`12.0`), when the project sets it.
    package var deploymentTarget: String?
    /// Why a plist with quick actions could not be read at all (a preprocessed one
    /// that does not parse even with its directives set aside); its items are unknown.
    package var unread: String?

    package init(
        path: String, kind: QuickActionSource, actions: [QuickAction], problems: [Problem] = [], appName: String? = nil,
        availableIcons: Set<String> = [], iconSearchPlaces: [String] = [],
        localizationFiles: [String] = [], languages: [String] = [], unread: String? = nil
    ) {
        self.path = path
        self.kind = kind
        self.actions = actions
        self.problems = problems
        self.appName = appName
        self.availableIcons = availableIcons
        self.iconSearchPlaces = iconSearchPlaces
        self.localizationFiles = localizationFiles
        self.languages = languages
        self.unread = unread
    }

    /// An Info.plist the inventory has parsed: the same parse, never a second one.
    package init(plist: InfoPlistFile) {
        self.init(
            path: plist.path, kind: .infoPlist, actions: plist.actions,
            problems: plist.problems.map { Problem(message: $0.message, position: $0.position, edit: $0.edit) },
            appName: plist.appName
        )
        if let region = plist.developmentRegion { developmentLanguage = region }
    }

    /// An items file as `ItemsFile.parse` read it. Its own parser reports what is wrong with its
    /// schema; the rules shared with Info.plists report the rest, so those errors are left to them.
    package init(itemsFile path: String, parsed: ItemsFile.Parsed) {
        self.init(path: path, kind: .itemsFile, actions: parsed.actions)
        developmentLanguage = parsed.developmentLanguage
        problems = parsed.errors.filter { !Self.coveredByRules($0) }.map { error in
            Problem(
                message: error.description,
                position: error.position
                    ?? error.index.flatMap { $0 < parsed.itemStarts.count ? parsed.itemStarts[$0] : nil },
                edit: Self.rename(error))
        }
        // The file's own translations, measured by the same title rules as an app's strings files.
        languages = Array(Set(parsed.actions.flatMap { Array($0.titles.keys) + Array($0.subtitles.keys) })).sorted()
    }

    /// An item's own field a letter or two from exactly one the file reads ("did you mean"): renamed to it.
    /// A field inside a translation or the Android object, or one with no suggestion, is left to a person.
    private static func rename(_ error: ItemsFileError) -> SuggestedEdit? {
        guard case let .unknownField(index, field, suggestion?) = error, !field.contains(".") else { return nil }
        return .renameItemsFileField(item: index, field: field, newField: suggestion)
    }

    private static func coveredByRules(_ error: ItemsFileError) -> Bool {
        switch error {
        case .missingField, .duplicateType, .unknownSystemIcon: return true
        case .severalIcons(_, let fields):
            return Set(fields) == Set([QuickActionField.iconFile, .iconType].map { $0.key(in: .itemsFile) })
        default: return false
        }
    }

    /// `UIApplicationShortcutItems[1]`, `items[1]`, or `UIApplicationShortcutItem` for one made in code, for messages.
    func label(_ action: QuickAction) -> String {
        switch kind {
        case .infoPlist: return InfoPlistKey.shortcutItems + "[\(action.index ?? 0)]"
        case .itemsFile: return ItemsFile.itemsKey + "[\(action.index ?? 0)]"
        case .code: return "UIApplicationShortcutItem"
        }
    }

    /// Adds the translations `localizations` hold for each action's title and
    /// subtitle; a translation the action already has (an items file's own) is kept.
    package mutating func translate(with localizations: Localizations) {
        localizationFiles = localizations.files
        languages = Array(Set(languages).union(localizations.languages)).sorted()
        for index in actions.indices {
            if let key = actions[index].title?.string {
                actions[index].titles.merge(localizations.translations(of: key)) { own, _ in own }
            }
            if let key = actions[index].subtitle?.string {
                actions[index].subtitles.merge(localizations.translations(of: key)) { own, _ in own }
            }
        }
    }

    /// What `field` is called in this file.
    func key(_ field: QuickActionField) -> String { field.key(in: kind) }

    /// Where a field of an action sits, else the action's start. An icon made in code a few
    /// lines up and passed in a variable is pointed at where it is made.
    func position(_ action: QuickAction, _ field: QuickActionField) -> SourcePosition? {
        if kind == .code, QuickActionField.iconKeys.contains(field) {
            if let made = action.iconDeclaredAt, made.path == path, let position = made.position { return position }
            return action.positions[.icon] ?? action.declaredAt.position
        }
        return action.positions[field] ?? action.declaredAt.position
    }
}
