import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidShortcutsMissingRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidShortcutsMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a manifest naming @xml/quick", at: .line(AndroidFixtures.manifest, 9, column: 13)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [AndroidFixtures.manifest: .text(AndroidFixtures.manifestXML(resource: "@xml/quick"))])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}
