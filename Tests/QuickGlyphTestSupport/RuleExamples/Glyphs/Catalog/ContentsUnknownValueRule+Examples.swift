import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ContentsUnknownValueRule's own examples: the images or file trees it must and must not find fault with.
extension ContentsUnknownValueRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("scale 4x", at: .line("Assets.xcassets/compose.imageset/Contents.json", 16, column: 7)) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(
                    of: "\"3x\"", with: "\"4x\""))
        },
        TreeExample(
            "idiom phone", at: .line("Assets.xcassets/compose.imageset/Contents.json", 5, column: 7),
            .line("Assets.xcassets/compose.imageset/Contents.json", 10, column: 7),
            .line("Assets.xcassets/compose.imageset/Contents.json", 15, column: 7)
        ) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(
                    of: "\"universal\"", with: "\"phone\""))
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("universal 1x 2x 3x") { Fixtures.imageset("compose") },
        TreeExample("iphone idiom") {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(
                    of: "\"universal\"", with: "\"iphone\""))
        },
    ]
}
