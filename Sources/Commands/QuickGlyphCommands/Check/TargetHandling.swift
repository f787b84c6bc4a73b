import QuickGlyphApple
import QuickGlyphModel

/// How one target's quick actions reach its code, as the inventory shows it: its life cycle, the
/// handlers iOS calls, and for each of its actions where it is handled (or that it is not).
package struct TargetHandling: Sendable, Equatable {
    var target: String?
    /// "scenes", "app delegate", "SwiftUI".
    var lifeCycle: String
    /// What says so, in words.
    var evidence: String
    /// The handlers iOS calls for this target.
    var handlers: [SourceLocation]
    /// What those handlers hand the item to that could not be followed, in words: they are taken to
    /// handle any type, and the inventory says so rather than guess.
    var notFollowed: [String]
    /// Where each action is handled, by its place: the comparison that recognises its type, or the
    /// handler that takes any type; empty when nothing handles it. An action whose type the code
    /// computes is not in it.
    var handledAt: [ActionPlace: [SourceLocation]]

    /// An action's place in the inventory: where it is declared, and its target.
    struct ActionPlace: Sendable, Hashable {
        var path: String
        var line: Int
        var column: Int
        var target: String?

        init(_ action: QuickAction) {
            path = action.declaredAt.path
            line = action.declaredAt.position?.line ?? 0
            column = action.declaredAt.position?.column ?? 0
            target = action.target
        }
    }

    init(_ lifeCycle: TargetLifeCycle, actions: [QuickAction]) {
        target = lifeCycle.target
        self.lifeCycle = lifeCycle.kind.rawValue
        evidence = lifeCycle.evidence
        let reachable = lifeCycle.reachableHandlers
        handlers = reachable.map(\.at)
        var unread: [String] = []
        for handler in reachable {
            for what in handler.notFollowed where !unread.contains(what) { unread.append(what) }
        }
        notFollowed = unread
        var places: [ActionPlace: [SourceLocation]] = [:]
        for action in actions {
            guard let type = action.type?.literal else { continue }
            var found: [SourceLocation] = []
            for handler in reachable {
                if let match = handler.recognised.first(where: { $0.recognises(type) }) {
                    if !found.contains(match.at) { found.append(match.at) }
                } else if handler.handlesAnyType, !found.contains(handler.at) {
                    found.append(handler.at)
                }
            }
            places[ActionPlace(action)] = found
        }
        handledAt = places
    }

    /// "scenes (a scene manifest in Info.plist); handled in SceneDelegate.swift:12:5": the life cycle,
    /// what says so, the handlers iOS calls (each path shortened to `pathWidth` when given) and what
    /// they hand the item to that was not followed. The text inventory and the HTML menu say this alike.
    func summary(pathWidth: Int? = nil) -> String {
        let handlers =
            handlers.isEmpty
            ? "no handler iOS calls"
            : "handled in "
                + handlers.map { place in
                    pathWidth.map { DisplayText.middleShortenedPath(place.description, width: $0) } ?? place.description
                }
                .joined(separator: ", ")
        let unread = notFollowed.isEmpty ? "" : "; not followed: " + DisplayText.list(notFollowed)
        return "\(lifeCycle) (\(evidence)); \(handlers)\(unread)"
    }

    /// "handled at SceneDelegate.swift:12:17", "not handled", or nil when the type is computed.
    func text(for action: QuickAction) -> String? {
        guard let places = handledAt[ActionPlace(action)] else { return nil }
        return places.first.map { "handled at \($0)" } ?? "not handled"
    }
}
