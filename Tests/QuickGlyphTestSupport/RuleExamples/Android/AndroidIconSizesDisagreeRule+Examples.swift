import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIconSizesDisagreeRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIconSizesDisagreeRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("an hdpi PNG as large as xhdpi's", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_add")],
                files: AndroidFixtures.pngIcon(
                    [
                        ("drawable-mdpi", 48), ("drawable-hdpi", 96), ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144),
                        ("drawable-xxxhdpi", 192),
                    ]).merging(
                        ["app/src/main/res/drawable-anydpi-v26/ic_add.xml": .text(AndroidFixtures.adaptiveIcon)]) { $1 }
            )
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("PNGs in proportion") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_add")],
                files: AndroidFixtures.pngIcon(
                    [
                        ("drawable-mdpi", 48), ("drawable-hdpi", 72), ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144),
                        ("drawable-xxxhdpi", 192),
                    ]))
        }
    ]
}
