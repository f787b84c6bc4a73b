import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidTooManyShortcutsRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidTooManyShortcutsRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("five shortcuts", at: .line(AndroidFixtures.shortcutsFile, 27, column: 5)) {
            AndroidFixtures.module((1...5).map { AndroidFixtures.shortcut(id: "compose\($0)") })
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("four shortcuts") {
            AndroidFixtures.module((1...4).map { AndroidFixtures.shortcut(id: "compose\($0)") })
        }
    ]
}
