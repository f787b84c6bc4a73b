import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// FileOutsideImagesetRule's own examples: the images or file trees it must and must not find fault with.
extension FileOutsideImagesetRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a path up out of the folder", at: .line("Assets.xcassets/compose.imageset/Contents.json", 14, column: 7)
        ) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"compose@3x.png\"", with: "\"../../compose@3x.png\""),
                files: ["compose.png", "compose@2x.png"])
        },
        TreeExample("an absolute path", at: .line("Assets.xcassets/compose.imageset/Contents.json", 9, column: 7)) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"compose@2x.png\"", with: "\"/tmp/compose@2x.png\""),
                files: ["compose.png", "compose@3x.png"])
        },
        TreeExample(
            "a file in a folder of the imageset",
            at: .line("Assets.xcassets/compose.imageset/Contents.json", 4, column: 7)
        ) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"compose.png\"", with: "\"1x/compose.png\""),
                files: ["1x/compose.png", "compose@2x.png", "compose@3x.png"])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("every file named alone") { Fixtures.imageset("compose") },
        TreeExample("a name with dots that is not a path") {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"compose.png\"", with: "\"compose..png\""),
                files: ["compose..png", "compose@2x.png", "compose@3x.png"])
        },
    ]
}
