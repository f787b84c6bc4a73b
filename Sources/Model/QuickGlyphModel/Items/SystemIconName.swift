/// A system icon as written: `.compose` in Swift, `UIApplicationShortcutIconTypeCompose`
/// in Objective-C or a plist. The spelling is kept so a misspelt one can be
/// reported as written; `icon` is the system icon it names, if any.
package struct SystemIconName: Sendable, Equatable, Hashable {
    package var written: String
    package var icon: SystemIcon?

    package init(_ written: String) {
        self.written = written
        icon = SystemIcon(name: written)
    }
}
