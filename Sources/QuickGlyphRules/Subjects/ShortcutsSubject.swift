import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import QuickGlyphRaster

/// The quick actions declared in one file (an Info.plist's
/// `UIApplicationShortcutItems`, a quickglyph items file, or the items a Swift or
/// Objective-C file makes), with what the rules need from around it: the app's
/// name, the icons its catalogs hold and the translations of its titles.
public struct ShortcutsSubject: Sendable {
    public enum Kind: Sendable {
        case infoPlist, itemsFile
        /// Items made in code (dynamic): only the rules about what a user sees apply.
        case code
    }

    public enum Field: Sendable, CaseIterable {
        case type, title, subtitle, iconFile, iconType, symbol

        /// What the field is called in a file of `kind`.
        public func key(in kind: Kind) -> String {
            switch (self, kind) {
            case (.type, .infoPlist): return InfoPlistKey.type
            case (.title, .infoPlist): return InfoPlistKey.title
            case (.subtitle, .infoPlist): return InfoPlistKey.subtitle
            case (.iconFile, .infoPlist): return InfoPlistKey.iconFile
            case (.iconType, .infoPlist): return InfoPlistKey.iconType
            case (.symbol, .infoPlist): return InfoPlistKey.iconSymbolName
            case (.type, .itemsFile): return "type"
            case (.title, .itemsFile): return "title"
            case (.subtitle, .itemsFile): return "subtitle"
            case (.iconFile, .itemsFile): return "glyph"
            case (.iconType, .itemsFile): return "systemIcon"
            case (.symbol, .itemsFile): return "symbol"
            case (.type, .code): return "type"
            case (.title, .code): return "localizedTitle"
            case (.subtitle, .code): return "localizedSubtitle"
            case (.iconFile, .code): return "templateImageName"
            case (.iconType, .code): return "type"
            case (.symbol, .code): return "systemImageName"
            }
        }
    }

    /// One quick action: the string fields it has, and where each sits in the file.
    public struct Entry: Sendable {
        public var index: Int
        public var values: [Field: String]
        /// Fields present at all, strings or not: a field of the wrong type is not "missing".
        public var present: Set<Field>
        public var positions: [Field: SourcePosition]
        public var start: SourcePosition?
        /// A title's or subtitle's text by language, where a localization translates it.
        public var translations: [Field: [String: String]]
        /// Values the source computes (a variable, a constant), as written: never guessed.
        public var unresolved: [Field: String]
        /// An items file's `"dynamic": true`: set in code, so shown after the static ones.
        public var isDynamic = false

        public init(index: Int, values: [Field: String], present: Set<Field>? = nil,
                    positions: [Field: SourcePosition] = [:], start: SourcePosition? = nil,
                    translations: [Field: [String: String]] = [:], unresolved: [Field: String] = [:]) {
            self.index = index
            self.values = values
            self.present = present ?? Set(values.keys)
            self.positions = positions
            self.start = start
            self.translations = translations
            self.unresolved = unresolved
        }

        public subscript(field: Field) -> String? { values[field] }
    }

    /// Something wrong with the file's structure (unreadable, wrong types).
    public struct Problem: Sendable {
        public var message: String
        public var position: SourcePosition?

        public init(message: String, position: SourcePosition? = nil) {
            self.message = message
            self.position = position
        }
    }

    public var path: String
    public var kind: Kind
    public var entries: [Entry]
    public var problems: [Problem]
    /// `CFBundleDisplayName` or `CFBundleName`, when known and not a build setting.
    public var appName: String?
    /// Icon-file names that resolve: imagesets in the app's catalogs (and, for an
    /// items file, the glyph sources beside it).
    public var availableIcons: Set<String>
    /// Where the icons were looked for, for messages: catalog or folder names.
    public var iconSearchPlaces: [String]
    /// The localization files that translate the titles (`*.lproj/InfoPlist.strings`, `InfoPlist.xcstrings`).
    public var localizationFiles: [String]
    /// Every language those files hold.
    public var languages: [String]
    /// `CFBundleDevelopmentRegion`: the language plain titles are written in.
    public var developmentLanguage = "en"
    /// The quick actions these entries are, as the inventory lists them: an items file's
    /// read in the same walk as its entries (a plist's and code's come from the app model).
    public var actions: [QuickAction] = []
    /// The application target that ships these items, when a project names it.
    public var target: String?
    /// That target's `IPHONEOS_DEPLOYMENT_TARGET` (`12.0`), when the project sets it.
    public var deploymentTarget: String?
    /// Why a plist with quick actions could not be read at all (a preprocessed one
    /// that does not parse even with its directives set aside); its items are unknown.
    public var unread: String?

    public init(path: String, kind: Kind, entries: [Entry], problems: [Problem] = [], appName: String? = nil,
                availableIcons: Set<String> = [], iconSearchPlaces: [String] = [],
                localizationFiles: [String] = [], languages: [String] = [], unread: String? = nil) {
        self.path = path
        self.kind = kind
        self.entries = entries
        self.problems = problems
        self.appName = appName
        self.availableIcons = availableIcons
        self.iconSearchPlaces = iconSearchPlaces
        self.localizationFiles = localizationFiles
        self.languages = languages
        self.unread = unread
    }

    /// `UIApplicationShortcutItems[1]`, `items[1]`, or `UIApplicationShortcutItem` for one made in code, for messages.
    public func label(_ entry: Entry) -> String {
        switch kind {
        case .infoPlist: return InfoPlistKey.shortcutItems + "[\(entry.index)]"
        case .itemsFile: return ItemsFile.itemsKey + "[\(entry.index)]"
        case .code: return "UIApplicationShortcutItem"
        }
    }

    /// Adds the translations `localizations` hold for each entry's title and
    /// subtitle; a translation the entry already has (an items file's own) is kept.
    public mutating func translate(with localizations: Localizations) {
        localizationFiles = localizations.files
        languages = Array(Set(languages).union(localizations.languages)).sorted()
        for index in entries.indices {
            for field in [Field.title, .subtitle] {
                guard let key = entries[index][field] else { continue }
                let found = localizations.translations(of: key)
                entries[index].translations[field, default: [:]].merge(found) { own, _ in own }
                if entries[index].translations[field]?.isEmpty == true { entries[index].translations[field] = nil }
            }
        }
    }

    public func key(_ field: Field) -> String { field.key(in: kind) }

    /// Where a field of an entry sits, else the entry's start.
    public func position(_ entry: Entry, _ field: Field) -> SourcePosition? {
        entry.positions[field] ?? entry.start
    }
}
