import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ContentsInvalidRule's own examples: the images or file trees it must and must not find fault with.
extension ContentsInvalidRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("not JSON", at: .file("Assets.xcassets/compose.imageset/Contents.json")) {
            Fixtures.imageset("compose", contents: "{ \"images\" : [ ")
        },
        TreeExample("an array", at: .file("Assets.xcassets/compose.imageset/Contents.json")) {
            Fixtures.imageset("compose", contents: "[]")
        },
        TreeExample("scale as a number", at: .line("Assets.xcassets/compose.imageset/Contents.json", 11, column: 7)) {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3]).replacingOccurrences(
                    of: "\"2x\"", with: "2"))
        },
        TreeExample("no Contents.json", at: .file("Assets.xcassets/compose.imageset/Contents.json")) {
            Fixtures.imageset("compose").filter { !$0.key.hasSuffix(".imageset/Contents.json") }
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("as Xcode writes it") { Fixtures.imageset("compose") }
    ]
}
