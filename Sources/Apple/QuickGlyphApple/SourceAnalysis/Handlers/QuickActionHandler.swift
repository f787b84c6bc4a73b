import QuickGlyphModel

/// A method iOS calls with a chosen quick action, as the app's code writes it: which one, in
/// which class, and what it does with the item, followed through the helpers it calls.
package struct QuickActionHandler: Sendable, Equatable {
    package var entry: QuickActionEntry
    /// The class (or extension) declaring the method; nil when it is not inside one.
    package var className: String?
    /// The method's name.
    package var at: SourceLocation
    /// The types it compares the item's type against.
    package var recognised: [RecognisedType]
    /// Whether it acts on an item whatever its type: a `default` or `else` that does something, the
    /// item's `userInfo` read, or the item handed to code that is not read.
    package var handlesAnyType: Bool
    /// What could not be followed, in words (`router.open(shortcutItem)`: declared outside the code read).
    package var notFollowed: [String]
    /// Where reading stopped, at `HandlerTrail.maximumComparisons`: the first comparison of the type
    /// not read. The handler is then taken to handle any type (`notFollowed` says why), so that what was
    /// not read makes the result unknown, not wrong; nil when the handler was read whole.
    package var readInPartFrom: SourceLocation?
    /// For a `performActionFor…completionHandler:` method: where a path leaves without calling the
    /// completion handler (a `return`, or the method's name when its end is reached).
    package var completionMissedAt: SourceLocation?
    /// For the launch option: the `return`s of the launch method that can give true after the item was read.
    package var returnsTrueAt: [SourceLocation]

    init(
        entry: QuickActionEntry, className: String?, at: SourceLocation, recognised: [RecognisedType] = [],
        handlesAnyType: Bool = false, notFollowed: [String] = [], readInPartFrom: SourceLocation? = nil,
        completionMissedAt: SourceLocation? = nil, returnsTrueAt: [SourceLocation] = []
    ) {
        self.entry = entry
        self.className = className
        self.at = at
        self.recognised = recognised
        self.handlesAnyType = handlesAnyType
        self.notFollowed = notFollowed
        self.readInPartFrom = readInPartFrom
        self.completionMissedAt = completionMissedAt
        self.returnsTrueAt = returnsTrueAt
    }

    /// The most comparisons of the item's type (an `==`, a `case` pattern, a `hasPrefix`) read for one
    /// handler, the helpers it calls included. Written by hand a handler compares a few dozen; a generated
    /// one can compare hundreds of thousands, and reading every one made a pull request's check take
    /// minutes. The bound keeps the work per handler, and the findings it can make, within reason.
    package static let maximumComparisons = 10_000

    /// Whether it recognises an item of `type`.
    package func recognises(_ type: String) -> Bool {
        handlesAnyType || recognised.contains { $0.recognises(type) }
    }
}
