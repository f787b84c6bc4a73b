import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// AndroidShortcutsUnreadableRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidShortcutsUnreadableRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        // libxml2 names the end of the attribute list, where it saw the second one.
        TreeExample("an attribute given twice", at: .line(AndroidFixtures.shortcutsFile, 3, column: 60)) {
            AndroidFixtures.module([#"    <shortcut android:shortcutId="a" android:shortcutId="b"/>"#])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}
