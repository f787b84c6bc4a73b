import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidLabelPlaceholderRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidLabelPlaceholderRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a long label with %1$s", at: .line(AndroidFixtures.strings, 4, column: 5)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                strings: [("compose_short", "Compose"), ("compose_long", "Write to %1$s")])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("a percent sign in prose") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()], strings: [("compose_short", "Compose"), ("compose_long", "Save 20% now")])
        },
    ]
}
