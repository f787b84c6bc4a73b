/// Apple's two kinds: a static action is in Info.plist and exists before the
/// app first runs; a dynamic one is made in code and set on `shortcutItems`.
package enum QuickActionKind: String, Sendable, Equatable, Hashable {
    case `static`
    case dynamic
}
