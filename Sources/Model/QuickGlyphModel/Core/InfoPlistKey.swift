/// Apple's Info.plist keys and values for quick actions: the one place they are spelled.
package enum InfoPlistKey {
    package static let shortcutItems = "UIApplicationShortcutItems"
    package static let type = "UIApplicationShortcutItemType"
    package static let title = "UIApplicationShortcutItemTitle"
    package static let subtitle = "UIApplicationShortcutItemSubtitle"
    package static let iconType = "UIApplicationShortcutItemIconType"
    package static let iconFile = "UIApplicationShortcutItemIconFile"
    package static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
    package static let userInfo = "UIApplicationShortcutItemUserInfo"
    /// Every key iOS reads in one item of `UIApplicationShortcutItems`.
    package static let itemKeys = [type, title, subtitle, iconType, iconFile, iconSymbolName, userInfo]
    /// The prefix of every `UIApplicationShortcutIconType` value (`…Compose`).
    package static let iconTypePrefix = "UIApplicationShortcutIconType"
    package static let bundleDisplayName = "CFBundleDisplayName"
    package static let bundleName = "CFBundleName"
    package static let developmentRegion = "CFBundleDevelopmentRegion"
}
