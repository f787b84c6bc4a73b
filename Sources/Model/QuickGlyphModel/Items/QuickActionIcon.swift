/// The icon of a quick action, as far as the source says.
package enum QuickActionIcon: Sendable, Equatable, Hashable {
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

    /// The system icon `icon` names, as a value of `.type`.
    package static func system(_ icon: SystemIcon) -> QuickActionIcon {
        .type(SystemIconName(icon.rawValue))
    }

    /// The system icon it names, when it is one of the 29.
    var systemIcon: SystemIcon? {
        if case .type(let name) = self { return name.icon }
        return nil
    }

    /// The icon keys that would give this icon. An icon whose name code computes is an `.unresolved` key of
    /// the kind its initializer makes: `systemImageName:` and `type:` can only show a system symbol or icon,
    /// never an image of the app, whatever the name, so only a file icon (or one made by an initializer not
    /// known) is an `.unresolved` `iconFile`; a contact's icon is no key at all.
    var keys: [QuickActionField: SourceValue] {
        switch self {
        case .file(let name): return [.iconFile: .literal(name)]
        case .symbol(let name): return [.iconSymbol: .literal(name)]
        case .type(let name): return [.iconType: .literal(name.written)]
        case .unresolved(let text, .symbol?): return [.iconSymbol: .unresolved(text)]
        case .unresolved(let text, .type?): return [.iconType: .unresolved(text)]
        case .unresolved(_, .contact?): return [:]
        case .unresolved(let text, _): return [.iconFile: .unresolved(text)]
        case .none: return [:]
        }
    }

    /// The template image's name, the only kind of icon that is a file of the app.
    package var fileName: String? {
        if case .file(let name) = self { return name }
        return nil
    }
}
