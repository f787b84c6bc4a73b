import QuickGlyphCore

/// One dictionary of `UIApplicationShortcutItems` key by key, as written: which of
/// the quick-action keys it has (a string or not), their string values, and where each sits.
public struct PlistItem: Sendable, Equatable {
    /// The string keys of an item that a rule may judge (`UIApplicationShortcutItemUserInfo` is a dictionary).
    public static let keys = [InfoPlistKey.type, InfoPlistKey.title, InfoPlistKey.subtitle, InfoPlistKey.iconFile,
                              InfoPlistKey.iconType, InfoPlistKey.iconSymbolName]

    /// Its place in `UIApplicationShortcutItems`.
    public var index: Int
    /// Its `<dict>`.
    public var start: SourcePosition?
    /// The keys present, whatever their type.
    public var present: Set<String> = []
    /// The values that are strings.
    public var strings: [String: String] = [:]
    /// Where each present key is (XML plists only).
    public var positions: [String: SourcePosition] = [:]

    public init(index: Int, start: SourcePosition?) {
        self.index = index
        self.start = start
    }
}
