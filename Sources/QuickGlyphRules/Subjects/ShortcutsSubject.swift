import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// The quick actions declared in one file (an Info.plist's
/// `UIApplicationShortcutItems`, or a quickglyph items file), with what the
/// rules need from around it: the app's name, the icons its catalogs hold and
/// the keys its `InfoPlist.strings` files translate.
public struct ShortcutsSubject: Sendable {
    public enum Kind: Sendable {
        case infoPlist, itemsFile
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

        public init(index: Int, values: [Field: String], present: Set<Field>? = nil,
                    positions: [Field: SourcePosition] = [:], start: SourcePosition? = nil) {
            self.index = index
            self.values = values
            self.present = present ?? Set(values.keys)
            self.positions = positions
            self.start = start
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
    /// Keys with an entry in some `*.lproj/InfoPlist.strings` beside the file.
    public var localizedKeys: Set<String>
    public var localizationFiles: [String]

    public init(path: String, kind: Kind, entries: [Entry], problems: [Problem] = [], appName: String? = nil,
                availableIcons: Set<String> = [], iconSearchPlaces: [String] = [], localizedKeys: Set<String> = [],
                localizationFiles: [String] = []) {
        self.path = path
        self.kind = kind
        self.entries = entries
        self.problems = problems
        self.appName = appName
        self.availableIcons = availableIcons
        self.iconSearchPlaces = iconSearchPlaces
        self.localizedKeys = localizedKeys
        self.localizationFiles = localizationFiles
    }

    /// `UIApplicationShortcutItems[1]` or `items[1]`, for messages.
    public func label(_ entry: Entry) -> String {
        (kind == .infoPlist ? InfoPlistKey.shortcutItems : ItemsFile.itemsKey) + "[\(entry.index)]"
    }

    public func key(_ field: Field) -> String { field.key(in: kind) }

    /// Where a field of an entry sits, else the entry's start.
    public func position(_ entry: Entry, _ field: Field) -> SourcePosition? {
        entry.positions[field] ?? entry.start
    }
}
