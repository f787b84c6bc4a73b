import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIconDensityMissingRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIconDensityMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("PNGs at three densities", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_add")],
                files: AndroidFixtures.pngIcon(
                    [("drawable-mdpi", 48), ("drawable-hdpi", 72), ("drawable-xxhdpi", 144)]).merging(
                        ["app/src/main/res/drawable-anydpi-v26/ic_add.xml": .text(AndroidFixtures.adaptiveIcon)]) { $1 }
            )
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("PNGs at every density") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_add")],
                files: AndroidFixtures.pngIcon(
                    [
                        ("drawable-mdpi", 48), ("drawable-hdpi", 72), ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144),
                        ("drawable-xxxhdpi", 192),
                    ]))
        },
    ]
}
