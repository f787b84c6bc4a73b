import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconFormatRule's own examples: the images or file trees it must and must not find fault with.
extension IconFormatRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a JPEG at @2x", at: .line("Assets.xcassets/compose.imageset/Contents.json", 9, column: 7)) {
            var tree = Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "compose@2x.png", with: "compose@2x.jpg"),
                files: ["compose.png", "compose@3x.png"])
            tree["Assets.xcassets/compose.imageset/compose@2x.jpg"] = .bytes(Data([0xFF, 0xD8, 0xFF, 0xE0]))
            return tree
        },
        TreeExample(
            "a file with no extension at @3x",
            at: .line("Assets.xcassets/compose.imageset/Contents.json", 14, column: 7)
        ) {
            var tree = Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "compose@3x.png", with: "compose@3x"),
                files: ["compose.png", "compose@2x.png"])
            tree["Assets.xcassets/compose.imageset/compose@3x"] = .bytes(Data([0xFF, 0xD8, 0xFF, 0xE0]))
            return tree
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("PNG at every scale") { Fixtures.imageset("compose") },
        // Reported by file-outside-imageset alone: a path is not a file of the imageset, whatever its extension.
        TreeExample("an absolute path with no extension") {
            Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"compose@2x.png\"", with: "\"/etc/passwd\""),
                files: ["compose.png", "compose@3x.png"])
        },
    ]
}
