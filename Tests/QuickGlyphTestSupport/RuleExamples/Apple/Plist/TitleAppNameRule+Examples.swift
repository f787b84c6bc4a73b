import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TitleAppNameRule's own examples: the images or file trees it must and must not find fault with.
extension TitleAppNameRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("Open Postbox", at: .line("Info.plist", 12, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(
                    items: [
                        Fixtures.plistItem(
                            "com.example.open", "Open Postbox", iconType: "UIApplicationShortcutIconTypeHome")
                    ], extra: ["CFBundleDisplayName": "Postbox"])
            ]
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("New Message") {
            [
                "Info.plist": Fixtures.infoPlist(
                    items: [
                        Fixtures.plistItem(
                            "com.example.new", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")
                    ], extra: ["CFBundleDisplayName": "Postbox"])
            ]
        }
    ]
}
