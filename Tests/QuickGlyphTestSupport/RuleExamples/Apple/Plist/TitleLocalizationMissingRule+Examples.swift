import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TitleLocalizationMissingRule's own examples: the images or file trees it must and must not find fault with.
extension TitleLocalizationMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("key, no strings files", at: .line("Info.plist", 10, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "shortcut_compose_title", iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        },
        TreeExample("key missing from the strings", at: .line("Info.plist", 10, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "shortcut.compose", iconType: "UIApplicationShortcutIconTypeCompose")
                ]),
                "en.lproj/InfoPlist.strings": .text("\"shortcut.search\" = \"Search\";\n"),
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("key translated") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "shortcut_compose_title", iconType: "UIApplicationShortcutIconTypeCompose")
                ]),
                "de.lproj/InfoPlist.strings": .text(
                    "/* Quick actions */\n\"shortcut_compose_title\" = \"Neue Nachricht\";\n"),
            ]
        },
        TreeExample("plain words") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.new", "Search", iconType: "UIApplicationShortcutIconTypeSearch")
                ])
            ]
        },
    ]
}
