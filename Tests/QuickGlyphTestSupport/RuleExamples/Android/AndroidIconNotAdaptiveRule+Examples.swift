import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIconNotAdaptiveRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIconNotAdaptiveRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("an icon of PNGs only", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_add")],
                files: AndroidFixtures.pngIcon(
                    [
                        ("drawable-mdpi", 48), ("drawable-hdpi", 72), ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144),
                        ("drawable-xxxhdpi", 192),
                    ]))
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}
