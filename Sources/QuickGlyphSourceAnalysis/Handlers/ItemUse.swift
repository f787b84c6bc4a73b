/// What a handler (and the helpers it hands the item to) does with a chosen item.
struct ItemUse {
    var recognised: [RecognisedType] = []
    var handlesAnyType = false
    var notFollowed: [String] = []
    /// Whether the item's `userInfo` is read: a handler that compares no type but reads it routes every item by it.
    var readsUserInfo = false
    /// Whether the item itself was reached (`options.shortcutItem` read, or the item handed on or kept).
    var reachesItem = false

    mutating func add(_ other: ItemUse) {
        for type in other.recognised where !recognised.contains(type) { recognised.append(type) }
        handlesAnyType = handlesAnyType || other.handlesAnyType
        for note in other.notFollowed where !notFollowed.contains(note) { notFollowed.append(note) }
        readsUserInfo = readsUserInfo || other.readsUserInfo
        reachesItem = reachesItem || other.reachesItem
    }

    /// Whether the code the item (or options) went to was read for it: a type compared, `userInfo`
    /// read, or a default that acts on any type, found in code that was followed.
    var isFollowed: Bool {
        !recognised.isEmpty || readsUserInfo || reachesItem || (handlesAnyType && notFollowed.isEmpty)
    }

    mutating func cannotFollow(_ what: String) {
        handlesAnyType = true
        if !notFollowed.contains(what) { notFollowed.append(what) }
    }
}

/// The bodies already read while following one handler, so a helper that calls itself (or two
/// that call each other) is read once, and how deep the following may go.
final class HandlerTrail {
    static let maximumDepth = 6
    var visited: Set<String> = []

    /// Whether `key` is new, remembering it.
    func enter(_ key: String) -> Bool {
        visited.insert(key).inserted
    }
}
