import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIntentStringReferenceRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIntentStringReferenceRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a @string package", at: .line(AndroidFixtures.shortcutsFile, 5, column: 9)) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(
                    intent: AndroidFixtures.intent.replacingOccurrences(
                        of: "\"com.example.app\"", with: "\"@string/package_name\""))
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("a template's @PACKAGE@ placeholder, filled in by a build step") {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(
                    intent: AndroidFixtures.intent.replacingOccurrences(
                        of: "\"com.example.app\"", with: "\"@ANDROID_MANIFEST_PACKAGE@\""))
            ])
        },
    ]
}
