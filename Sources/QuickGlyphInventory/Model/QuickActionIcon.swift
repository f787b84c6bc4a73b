/// The icon of a quick action, as far as the source says.
public enum QuickActionIcon: Sendable, Equatable, Hashable {
    /// A template image by name: `UIApplicationShortcutItemIconFile`,
    /// `UIApplicationShortcutIcon(templateImageName:)`.
    case file(String)
    /// An SF Symbol: `UIApplicationShortcutItemIconSymbolName`,
    /// `UIApplicationShortcutIcon(systemImageName:)`.
    case symbol(String)
    /// A system icon: `UIApplicationShortcutItemIconType`, `UIApplicationShortcutIcon(type:)`.
    case type(SystemIconName)
    /// No icon given (or `nil`).
    case none
    /// An icon the source does not spell out, exactly as written (`icon`,
    /// `UIApplicationShortcutIcon(templateImageName: Asset.qr.name)`), with the
    /// initializer that made it when that is known.
    case unresolved(String, form: IconForm?)

    /// The template image's name, the only kind of icon that is a file of the app.
    public var fileName: String? {
        if case .file(let name) = self { return name }
        return nil
    }
}
