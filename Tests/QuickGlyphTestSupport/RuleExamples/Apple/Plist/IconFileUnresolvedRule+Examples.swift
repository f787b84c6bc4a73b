import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconFileUnresolvedRule's own examples: the images or file trees it must and must not find fault with.
extension IconFileUnresolvedRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("misspelt icon", at: .line("App/Info.plist", 10, column: 4)) {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compse")])
        },
        TreeExample("no catalog at all", at: .line("Info.plist", 8, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")
                ])
            ]
        },
        TreeExample("one branch of a ternary names no image", at: .line("App/Shortcuts.swift", 3, column: 80)) {
            var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
            tree["App/Shortcuts.swift"] = .text(
                "import UIKit\nlet item = UIApplicationShortcutItem(type: \"compose\", localizedTitle: \"New Message\",\n"
                    + "    localizedSubtitle: nil, icon: .init(templateImageName: draft ? \"compose\" : \"compse\"))\n")
            return tree
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("icon in the catalog") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")])
        }
    ]
}
