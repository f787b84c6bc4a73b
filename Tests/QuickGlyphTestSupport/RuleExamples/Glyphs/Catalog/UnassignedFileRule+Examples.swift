import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// UnassignedFileRule's own examples: the images or file trees it must and must not find fault with.
extension UnassignedFileRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a stray copy", at: .file("Assets.xcassets/compose.imageset/compose copy@2x.png")) {
            Fixtures.imageset(
                "compose", scales: [2, 3], files: ["compose@2x.png", "compose@3x.png", "compose copy@2x.png"])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("every file named") { Fixtures.imageset("compose") }
    ]
}
