/// Apple's Info.plist keys and values for quick actions: the one place they are spelled.
public enum InfoPlistKey {
    public static let shortcutItems = "UIApplicationShortcutItems"
    public static let type = "UIApplicationShortcutItemType"
    public static let title = "UIApplicationShortcutItemTitle"
    public static let subtitle = "UIApplicationShortcutItemSubtitle"
    public static let iconType = "UIApplicationShortcutItemIconType"
    public static let iconFile = "UIApplicationShortcutItemIconFile"
    public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
    public static let userInfo = "UIApplicationShortcutItemUserInfo"
    /// The prefix of every `UIApplicationShortcutIconType` value (`…Compose`).
    public static let iconTypePrefix = "UIApplicationShortcutIconType"
    public static let bundleDisplayName = "CFBundleDisplayName"
    public static let bundleName = "CFBundleName"
    public static let developmentRegion = "CFBundleDevelopmentRegion"
}
