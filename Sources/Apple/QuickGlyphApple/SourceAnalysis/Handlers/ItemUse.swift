import QuickGlyphModel

/// What a handler (and the helpers it hands the item to) does with a chosen item.
struct ItemUse {
    /// In the order the code reads them, each once.
    private(set) var recognised: [RecognisedType] = []
    var handlesAnyType = false
    private(set) var notFollowed: [String] = []
    /// What `recognised` and `notFollowed` hold, so that adding one is a look-up: a handler comparing the
    /// type 20,000 times was quadratic when each was searched for in the list.
    private var recognisedSet = Set<RecognisedType>()
    private var notFollowedSet = Set<String>()
    /// Whether the item's `userInfo` is read: a handler that compares no type but reads it routes every item by it.
    var readsUserInfo = false
    /// Whether the item itself was reached (`options.shortcutItem` read, or the item handed on or kept).
    var reachesItem = false
    /// Where reading stopped at `HandlerTrail.maximumComparisons`: the first comparison not read.
    private(set) var stoppedAt: SourceLocation?

    mutating func add(_ other: ItemUse) {
        for type in other.recognised { recognise(type) }
        handlesAnyType = handlesAnyType || other.handlesAnyType
        for note in other.notFollowed where notFollowedSet.insert(note).inserted { notFollowed.append(note) }
        readsUserInfo = readsUserInfo || other.readsUserInfo
        reachesItem = reachesItem || other.reachesItem
        if stoppedAt == nil { stoppedAt = other.stoppedAt }
    }

    /// Whether the code the item (or options) went to was read for it: a type compared, `userInfo`
    /// read, or a default that acts on any type, found in code that was followed.
    var isFollowed: Bool {
        !recognised.isEmpty || readsUserInfo || reachesItem || (handlesAnyType && notFollowed.isEmpty)
    }

    /// Whether nothing was learnt: no type compared, nothing that could not be followed, no default that acts.
    var saysNothing: Bool {
        recognised.isEmpty && notFollowed.isEmpty && !handlesAnyType && !readsUserInfo && stoppedAt == nil
    }

    mutating func cannotFollow(_ what: String) {
        handlesAnyType = true
        if notFollowedSet.insert(what).inserted { notFollowed.append(what) }
    }

    /// Reading stopped at `location`, the handler's share of comparisons read: the types compared from
    /// there on are unknown, so the handler is taken to handle any type, and no action is called
    /// unhandled for a comparison that was not read.
    mutating func stop(at location: SourceLocation) {
        if stoppedAt == nil { stoppedAt = location }
        let share = DisplayText.count(HandlerTrail.maximumComparisons)
        cannotFollow("the comparisons of the type from \(location) on, past the first \(share), not read")
    }

    /// A type compared, kept once, where it was first read.
    mutating func recognise(_ type: RecognisedType) {
        if recognisedSet.insert(type).inserted { recognised.append(type) }
    }
}

/// The bodies already read while following one handler, so a helper that calls itself (or two
/// that call each other) is read once, and how deep the following may go.
final class HandlerTrail {
    static let maximumDepth = 6
    static let maximumComparisons = QuickActionHandler.maximumComparisons
    var visited: Set<String> = []
    private var comparisons = 0

    /// Whether `key` is new, remembering it.
    func enter(_ key: String) -> Bool {
        visited.insert(key).inserted
    }

    /// Counts one comparison about to be read (an `==`, a `case` pattern, a `hasPrefix`; not the item or
    /// its type handed on): false once the handler has had its share.
    func readsComparison() -> Bool {
        comparisons += 1
        return comparisons <= Self.maximumComparisons
    }
}
