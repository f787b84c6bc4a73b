import QuickGlyphItems

/// A method iOS calls with a chosen quick action, as the app's code writes it: which one, in
/// which class, and what it does with the item, followed through the helpers it calls.
public struct QuickActionHandler: Sendable, Equatable {
    public var entry: QuickActionEntry
    /// The class (or extension) declaring the method; nil when it is not inside one.
    public var className: String?
    /// The method's name.
    public var at: SourceLocation
    /// The types it compares the item's type against.
    public var recognised: [RecognisedType]
    /// Whether it acts on an item whatever its type: a `default` or `else` that does something, the
    /// item's `userInfo` read, or the item handed to code that is not read.
    public var handlesAnyType: Bool
    /// What could not be followed, in words (`router.open(shortcutItem)`: declared outside the code read).
    public var notFollowed: [String]
    /// For a `performActionFor…completionHandler:` method: where a path leaves without calling the
    /// completion handler (a `return`, or the method's name when its end is reached).
    public var completionMissedAt: SourceLocation?
    /// For the launch option: the `return`s of the launch method that can give true after the item was read.
    public var returnsTrueAt: [SourceLocation]

    public init(entry: QuickActionEntry, className: String?, at: SourceLocation, recognised: [RecognisedType] = [],
                handlesAnyType: Bool = false, notFollowed: [String] = [], completionMissedAt: SourceLocation? = nil,
                returnsTrueAt: [SourceLocation] = []) {
        self.entry = entry
        self.className = className
        self.at = at
        self.recognised = recognised
        self.handlesAnyType = handlesAnyType
        self.notFollowed = notFollowed
        self.completionMissedAt = completionMissedAt
        self.returnsTrueAt = returnsTrueAt
    }

    /// Whether it recognises an item of `type`.
    public func recognises(_ type: String) -> Bool {
        handlesAnyType || recognised.contains { $0.recognises(type) }
    }
}
