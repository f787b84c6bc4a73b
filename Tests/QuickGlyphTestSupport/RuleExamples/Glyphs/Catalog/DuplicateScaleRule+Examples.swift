import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// DuplicateScaleRule's own examples: the images or file trees it must and must not find fault with.
extension DuplicateScaleRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("two 2x entries", at: .line("Assets.xcassets/compose.imageset/Contents.json", 16, column: 7)) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(
                    of: "\"3x\"", with: "\"2x\""))
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("one entry a scale") { Fixtures.imageset("compose") },
        TreeExample("light and dark at one scale") {
            let dark =
                #"{"appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "compose-dark@2x.png", "idiom" : "universal", "scale" : "2x"}"#
            return Fixtures.imageset(
                "compose", scales: [2, 3],
                contents: Fixtures.imagesetContents("compose", scales: [2, 3])
                    .replacingOccurrences(of: "\"images\" : [", with: "\"images\" : [\n    \(dark),"),
                files: ["compose@2x.png", "compose@3x.png", "compose-dark@2x.png"])
        },
    ]
}
