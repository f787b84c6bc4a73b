import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ScalesDisagreeRule's own examples: the images or file trees it must and must not find fault with.
extension ScalesDisagreeRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        // The odd one out is named: two scales agree, the third does not.
        TreeExample(
            "a square in the @3x slot", at: .filePixel("Assets.xcassets/compose.imageset/compose@3x.png", x: 42, y: 18)
        ) {
            var tree = Fixtures.imageset("compose")
            tree["Assets.xcassets/compose.imageset/compose@3x.png"] = .png(
                Fixtures.square(path: "", size: 105, scale: 3, inset: 0.3).raster)
            return tree
        },
        TreeExample(
            "a square in the @1x slot", at: .filePixel("Assets.xcassets/compose.imageset/compose.png", x: 14, y: 6)
        ) {
            var tree = Fixtures.imageset("compose")
            tree["Assets.xcassets/compose.imageset/compose.png"] = .png(
                Fixtures.square(path: "", size: 35, scale: 1, inset: 0.3).raster)
            return tree
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("one disc at three scales") { Fixtures.imageset("compose") },
        TreeExample("a 1 pt ring at three scales") {
            var tree = Fixtures.imageset("ring")
            for scale in GlyphGeometry.scales {
                tree["Assets.xcassets/ring.imageset/" + AssetNaming.filename(name: "ring", scale: scale)] =
                    .png(
                        Fixtures.ring(
                            path: "", size: GlyphGeometry.canvasPoints * scale, scale: scale, thickness: Double(scale)
                        ).raster)
            }
            return tree
        },
        TreeExample("a dark variant drawn differently") {
            let dark =
                #"{"appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "compose-dark@2x.png", "idiom" : "universal", "scale" : "2x"}"#
            var tree = Fixtures.imageset(
                "compose",
                contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3])
                    .replacingOccurrences(of: "\"images\" : [", with: "\"images\" : [\n    \(dark),"),
                files: ["compose.png", "compose@2x.png", "compose@3x.png"])
            tree["Assets.xcassets/compose.imageset/compose-dark@2x.png"] = .png(
                Fixtures.square(path: "", size: 70, scale: 2, inset: 0.3).raster)
            return tree
        },
    ]
}
