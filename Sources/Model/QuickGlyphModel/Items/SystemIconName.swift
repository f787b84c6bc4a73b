
/// A system icon as written: `.compose` in Swift, `UIApplicationShortcutIconTypeCompose`
/// in Objective-C or a plist. The spelling is kept so a misspelt one can be
/// reported as written; `icon` is the system icon it names, if any.
public struct SystemIconName: Sendable, Equatable, Hashable {
    public var written: String
    public var icon: SystemIcon?

    public init(_ written: String) {
        self.written = written
        icon = SystemIcon(name: written)
    }
}
