import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport

/// A small app folder with one problem of each kind `check` reports from a real
/// project: a misspelt icon file, a title that wraps, a glyph drawn to the canvas edge.
enum FixtureApp {
    static var tree: [String: ExampleFile] {
        let items = [
            Fixtures.plistItem("com.example.compose", "New Message", icon: "compose"),
            // Translated by fr.lproj below, so only the icon name is wrong.
            Fixtures.plistItem("com.example.reply", "reply_title", icon: "compse"),
            Fixtures.plistItem("com.example.archive", "Archive every message in the inbox", icon: "archive"),
        ]
        var tree = Fixtures.app(items: items, glyphs: ["compose", "archive"])
        // Full height, from the left edge: ink on three edges of the @2x canvas.
        tree["App/Assets.xcassets/archive.imageset/archive@2x.png"] = .png(
            Fixtures.leftBar(path: "", width: 0.3).raster)
        tree["App/fr.lproj/InfoPlist.strings"] = .text("\"reply_title\" = \"Répondre\";\n")
        return tree
    }
}
