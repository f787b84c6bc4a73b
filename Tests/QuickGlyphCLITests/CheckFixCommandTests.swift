import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check --fix` as a developer runs it on an app folder: what it repairs, what it leaves
/// to a person, that a dry run writes nothing, that a second run changes nothing, and that a
/// hostile or full disk leaves every file whole.
final class CheckFixCommandTests: XCTestCase {
    /// A 24 pt tab-bar glyph reused as a quick action: a disc reaching the artboard's edges.
    static let tabBarSVG =
        #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"/></svg>"#

    /// Contents.json of a vector imageset as Xcode writes it for a dragged-in SVG.
    static func vectorContents(_ filename: String) -> String {
        "{\n  \"images\" : [\n    {\n      \"filename\" : \"\(filename)\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }\n}\n"
    }

    /// An app whose one quick action shows `search`, an imageset holding `files` with `contents`.
    private func app(_ files: [String: ExampleFile], contents: String) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        var tree: [String: ExampleFile] = [
            "App/Info.plist": Fixtures.infoPlist(
                items: [Fixtures.plistItem("com.example.search", "Search", icon: "search")],
                extra: [InfoPlistKey.bundleName: "Postbox"]),
            "App/Assets.xcassets/search.imageset/Contents.json": .text(contents),
        ]
        for (name, file) in files { tree["App/Assets.xcassets/search.imageset/" + name] = file }
        try FileTree.write(tree, to: root)
        return root
    }

    /// `build`'s own drawing of `art` (named `search.EXT`), at each scale, in a `built` folder beside the app.
    private func built(_ art: Data, named name: String, in root: URL) throws -> [Int: Raster] {
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try art.write(to: glyphs.appendingPathComponent(name))
        XCTAssertEqual(try CLIRunner.run(["build", "glyphs", "--out", "built", "--quiet"], in: root).status, 0)
        var drawn: [Int: Raster] = [:]
        for scale in [1, 2, 3] {
            let file = "built/Shortcuts.xcassets/search.imageset/" + AssetNaming.filename(name: "search", scale: scale)
            drawn[scale] = try PNGImage(data: Data(contentsOf: root.appendingPathComponent(file))).raster
        }
        return drawn
    }

    /// How many pixels of two drawings of one size differ by more than `levels` of alpha.
    static func differing(_ one: Raster, _ other: Raster, byMoreThan levels: Int) -> Int {
        var count = 0
        for y in 0..<one.height {
            for x in 0..<one.width where abs(Int(one.alpha(x: x, y: y)) - Int(other.alpha(x: x, y: y))) > levels {
                count += 1
            }
        }
        return count
    }

    private func imageset(_ root: URL) throws -> [String: Data] {
        try FileTree.snapshot(root.appendingPathComponent("App/Assets.xcassets/search.imageset"))
    }

    // MARK: - What it repairs

    /// Contents.json of the imageset after a vector repair: the one PDF, the intent set, the SVG's other
    /// property (`preserves-vector-representation`) and its info kept.
    static func repairedVectorContents(_ filename: String) -> String {
        "{\n  \"images\" : [\n    {\n      \"filename\" : \"\(filename)\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"preserves-vector-representation\" : true,\n"
            + "    \"template-rendering-intent\" : \"template\"\n  }\n}\n"
    }

    /// A 24 pt SVG: drawn again as vector, one 35 pt template PDF placed as the build places the art (read back
    /// through poppler, it draws the build's own PNGs of that SVG), the SVG gone (else an unassigned file),
    /// Contents.json the SVG's own with the PDF and the intent, the check clean of it, the same bytes from a
    /// second app, and a second `--fix` changes nothing.
    func testAWrongSizeVectorIsDrawnAgainAsVectorAndASecondFixChangesNothing() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let before = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(before.stdout.contains("[wrong-size]"), before.stdout)

        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Assets.xcassets/search.imageset: fixed: drawn again from search.svg as a 35 pt template PDF, "
                    + "search.pdf (vector), scaled by 0.84 to the HIG glyph box [template-intent-missing, wrong-size]\n"
            ),
            fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("check --fix: 1 repair, 3 files changed\n"), fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 3 files\n"),
            "the check after the fix: \(fixed.stdout)")

        let files = try imageset(root)
        XCTAssertEqual(files.keys.sorted(), ["Contents.json", "search.pdf"])
        XCTAssertEqual(
            String(decoding: files["Contents.json"]!, as: UTF8.self), Self.repairedVectorContents("search.pdf"))
        let pdf = try VectorImage(data: files["search.pdf"]!, kind: .pdf)
        let page = pdf.pixelSize(scale: 1)
        XCTAssertEqual([page.width, page.height, pdf.pageCount], [35, 35, 1], "one 35 pt page")
        // cairo's date of writing would change the bytes every run: the PDF carries a fixed one.
        XCTAssertNotNil(files["search.pdf"]!.range(of: Data("/CreationDate (20000101000000Z)".utf8)))

        // The build's own drawing of the same art: the PDF draws it at every scale.
        let built = try built(Data(Self.tabBarSVG.utf8), named: "search.svg", in: root)
        for scale in [1, 2, 3] {
            let drawn = try pdf.render(scale: scale)
            XCTAssertEqual([drawn.width, drawn.height], [built[scale]!.width, built[scale]!.height])
            XCTAssertEqual(Self.differing(drawn, built[scale]!, byMoreThan: 8), 0, "@\(scale)x: what build draws")
            XCTAssertEqual(drawn.alphaMask.values.max(), 255, "@\(scale)x: full-opacity ink")
        }

        // Same art, same bytes: a second app's repair writes the same PDF.
        let twin = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        XCTAssertEqual(try CLIRunner.run(["check", "--fix", "App"], in: twin).status, 0)
        XCTAssertEqual(try imageset(twin), files, "the same art gives the same bytes")

        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        XCTAssertEqual(try imageset(root), files, "a second --fix changes nothing")
    }

    /// The PDF fixtures (Tests/QuickGlyphKitTests/Fixtures/pdf, drawn by our own script through cairo).
    static let pdfFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("QuickGlyphKitTests/Fixtures/pdf")

    /// PDF art as design tools export it (a 24 pt page of paths; a 12 pt page of live text in an embedded font),
    /// under its own name: drawn again in place as one PDF of the same name, still vector (paths, no image), every
    /// property of the imageset kept, the page drawing what `build` draws of the same PDF, `check` clean of it.
    func testAPDFStaysAPDFOfItsOwnNameWithItsPropertiesKept() throws {
        for fixture in ["square-24pt.pdf", "text-type3-12pt.pdf"] {
            let art = try Data(contentsOf: Self.pdfFixtures.appendingPathComponent(fixture))
            let contents = Self.vectorContents("ic_search.pdf").replacingOccurrences(
                of: "\"preserves-vector-representation\" : true\n",
                with: "\"localizable\" : true,\n    \"preserves-vector-representation\" : true\n")
            let root = try app(["ic_search.pdf": .bytes(art)], contents: contents)
            let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
            XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
            XCTAssertTrue(
                fixed.stdout.hasPrefix(
                    "App/Assets.xcassets/search.imageset: fixed: drawn again from ic_search.pdf as a 35 pt template "
                        + "PDF, ic_search.pdf (vector)"), "\(fixture): \(fixed.stdout)")
            XCTAssertTrue(fixed.stdout.contains("check --fix: 1 repair, 2 files changed\n"), fixed.stdout)
            XCTAssertTrue(fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 3 files\n"), fixed.stdout)
            let files = try imageset(root)
            XCTAssertEqual(files.keys.sorted(), ["Contents.json", "ic_search.pdf"], fixture)
            XCTAssertEqual(
                String(decoding: files["Contents.json"]!, as: UTF8.self),
                Self.repairedVectorContents("ic_search.pdf").replacingOccurrences(
                    of: "\"preserves-vector-representation\" : true,\n",
                    with: "\"localizable\" : true,\n    \"preserves-vector-representation\" : true,\n"),
                fixture)
            let pdf = files["ic_search.pdf"]!
            XCTAssertNil(pdf.range(of: Data("/Subtype /Image".utf8)), "\(fixture): vector, no bitmap inside")

            let built = try built(art, named: "search.pdf", in: root)
            let drawn = try VectorImage(data: pdf, kind: .pdf).render(scale: 3)
            XCTAssertEqual(Self.differing(drawn, built[3]!, byMoreThan: 8), 0, "\(fixture): what build draws at @3x")
            let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
            XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        }
    }

    /// SVGs as design tools export them, each with its own habits: a frame clipped in `<defs>` and `fill="none"` on
    /// the root (Figma), nested groups with transforms and a stroke-only outline (Sketch), and a `<style>` block
    /// with classes (Illustrator). Each stays vector: one PDF drawing what `build` draws of the same SVG.
    func testSVGsAsDesignToolsExportThemStayVector() throws {
        let exports = [
            "figma": """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <g clip-path="url(#clip0_41_7)">
            <path d="M12 2L14.9 8.6L22 9.3L16.6 14L18.2 21L12 17.3L5.8 21L7.4 14L2 9.3L9.1 8.6L12 2Z" fill="#1C1B1F"/>
            </g>
            <defs>
            <clipPath id="clip0_41_7">
            <rect width="24" height="24" fill="white"/>
            </clipPath>
            </defs>
            </svg>
            """,
            "sketch": """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg width="30px" height="30px" viewBox="0 0 30 30" version="1.1" xmlns="http://www.w3.org/2000/svg">
                <title>icon/compose</title>
                <g id="Symbols" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                    <g id="icon/compose" transform="translate(3.000000, 3.000000)" stroke="#007AFF" stroke-width="2">
                        <path d="M2,22 L2,6 C2,3.8 3.8,2 6,2 L18,2 C20.2,2 22,3.8 22,6 L22,18 C22,20.2 20.2,22 18,22 Z" id="Path"></path>
                        <path d="M7,12 L17,12 M12,7 L12,17" id="Plus"></path>
                    </g>
                </g>
            </svg>
            """,
            "illustrator": """
            <?xml version="1.0" encoding="utf-8"?>
            <svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" x="0px" y="0px"
            	 viewBox="0 0 48 48" style="enable-background:new 0 0 48 48;" xml:space="preserve">
            <style type="text/css">
            	.st0{fill:#231F20;}
            </style>
            <path class="st0" d="M24,6c-9.9,0-18,8.1-18,18s8.1,18,18,18s18-8.1,18-18S33.9,6,24,6z M24,38c-7.7,0-14-6.3-14-14
            	s6.3-14,14-14s14,6.3,14,14S31.7,38,24,38z"/>
            <rect x="22" y="14" class="st0" width="4" height="12"/>
            <rect x="22" y="30" class="st0" width="4" height="4"/>
            </svg>
            """,
        ]
        for (tool, svg) in exports.sorted(by: { $0.key < $1.key }) {
            let root = try app(["search.svg": .text(svg)], contents: Self.vectorContents("search.svg"))
            let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
            XCTAssertEqual(fixed.status, 0, "\(tool): \(fixed.stdout)")
            XCTAssertTrue(
                fixed.stdout.contains("as a 35 pt template PDF, search.pdf (vector)"), "\(tool): \(fixed.stdout)")
            XCTAssertTrue(
                fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 3 files\n"), "\(tool): \(fixed.stdout)")
            let files = try imageset(root)
            XCTAssertEqual(files.keys.sorted(), ["Contents.json", "search.pdf"], tool)
            let built = try built(Data(svg.utf8), named: "search.svg", in: root)
            let drawn = try VectorImage(data: files["search.pdf"]!, kind: .pdf).render(scale: 3)
            // cairo's PDF writer prints three decimals: a clipped frame's edge can land 9 levels off.
            XCTAssertEqual(Self.differing(drawn, built[3]!, byMoreThan: 16), 0, "\(tool): what build draws at @3x")
        }
    }

    /// Opaque vector art, a dark disc on a white page: its shape is in its darkness, which a template PDF (its
    /// shape is its alpha) cannot carry, so it is drawn as PNGs, and the note says why.
    func testOpaqueVectorArtIsDrawnAsPNGsFromItsDarknessAndTheNoteSaysWhy() throws {
        let scratch = try CLIRunner.temporaryDirectory(self)
        let svg = scratch.appendingPathComponent("disc.svg")
        try Data(
            (#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">"#
                + ##"<rect width="24" height="24" fill="#fff"/><circle cx="12" cy="12" r="7" fill="#111"/></svg>"##)
                .utf8
        ).write(to: svg)
        let made = scratch.appendingPathComponent("disc.pdf")
        let (status, output) = try CLIRunner.runTool(["rsvg-convert", "-f", "pdf", "-o", made.path, svg.path])
        XCTAssertEqual(status, 0, "rsvg-convert (librsvg2-bin, make test-deps): \(output)")
        let root = try app(
            ["search.pdf": .bytes(try Data(contentsOf: made))], contents: Self.vectorContents("search.pdf"))
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: note: its art is vector, but its shape is taken from its "
                    + "darkness, and a template PDF's shape is its alpha, so it is drawn as PNGs\n"), fixed.stdout)
        XCTAssertEqual(
            try imageset(root).keys.sorted(), ["Contents.json", "search.png", "search@2x.png", "search@3x.png"])
        XCTAssertTrue(fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 5 files\n"), fixed.stdout)
    }

    /// A Figma frame's fill exported behind the glyph: `check` names the layer and points at `check --fix`, which
    /// draws the imageset again without that one layer (a vector still), its line naming the layer; the check
    /// after is clean, and the PDF draws what `build --drop-background` draws of the same SVG.
    func testAnExportedFrameFillIsLeftOutByTheRepair() throws {
        let svg = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <rect width="24" height="24" fill="white"/>
            <path d="M12 3L14.6 9L21 9.6L16.2 13.8L17.6 20L12 16.8L6.4 20L7.8 13.8L3 9.6L9.4 9L12 3Z" fill="#1C1B1F"/>
            </svg>
            """
        let root = try app(["search.svg": .text(svg)], contents: Self.vectorContents("search.svg"))
        let before = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(before.status, 1, before.stdout)
        XCTAssertTrue(
            before.stdout.contains(
                "App/Assets.xcassets/search.imageset/search.svg:2:1: error: the artboard has a white background "
                    + "rectangle (line 2); remove the frame's fill before exporting, or run `quickglyph check --fix` "
                    + "to draw it again without that layer [svg-background]\n"), before.stdout)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Assets.xcassets/search.imageset: fixed: drawn again from search.svg as a 35 pt template PDF, "
                    + "search.pdf (vector), its artboard's background layer (line 2) left out"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("[svg-background, template-intent-missing, wrong-size]\n"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 3 files\n"), fixed.stdout)
        let files = try imageset(root)
        XCTAssertEqual(files.keys.sorted(), ["Contents.json", "search.pdf"])
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: glyphs.appendingPathComponent("search.svg"))
        let build = try CLIRunner.run(["build", "glyphs", "--out", "built", "--quiet", "--drop-background"], in: root)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let built = try PNGImage(
            data: Data(
                contentsOf: root.appendingPathComponent("built/Shortcuts.xcassets/search.imageset/search@3x.png"))
        ).raster
        let drawn = try VectorImage(data: files["search.pdf"]!, kind: .pdf).render(scale: 3)
        XCTAssertEqual(Self.differing(drawn, built, byMoreThan: 16), 0, "what build --drop-background draws")
        XCTAssertEqual(drawn.alpha(x: 2, y: 2), 0, "no background left in the corner")
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// A FIFO where the repair's PDF goes: never opened (no hang), the repair not made, nothing else changed.
    func testAFIFOWhereThePDFGoesLeavesTheRepairUnmade() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let fifo = root.appendingPathComponent("App/Assets.xcassets/search.imageset/search.pdf")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let kept = [
            "App/Info.plist", "App/Assets.xcassets/search.imageset/Contents.json",
            "App/Assets.xcassets/search.imageset/search.svg",
        ]
        let before = try kept.map { try Data(contentsOf: root.appendingPathComponent($0)) }
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertTrue(
            result.stdout.contains(
                "not fixed [wrong-size]: App/Assets.xcassets/search.imageset/search.pdf: it is a FIFO, "
                    + "socket or device, not a regular file"), result.stdout)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed;"), result.stdout)
        XCTAssertEqual(try kept.map { try Data(contentsOf: root.appendingPathComponent($0)) }, before)
        var status = stat()
        XCTAssertEqual(lstat(fifo.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
    }

    /// A link where the repair's PDF goes (a file Contents.json does not name, pointing out of the app): the
    /// repair is not made, nothing is written through the link, what it points at is unchanged.
    func testALinkWhereThePDFGoesIsNotWrittenThrough() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let outside = root.appendingPathComponent("outside.pdf")
        try Data("mine\n".utf8).write(to: outside)
        let link = root.appendingPathComponent("App/Assets.xcassets/search.imageset/search.pdf")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path)
        let before = try imageset(root)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed"), result.stdout)
        XCTAssertEqual(try Data(contentsOf: outside), Data("mine\n".utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), outside.path)
        XCTAssertEqual(try imageset(root), before)
    }

    /// A dry run prints each change (a diff of Contents.json, each PNG's size) and writes nothing;
    /// its exit status is the check's (warnings pass, --strict fails).
    /// Outside a repository the files replaced are named, relative as the folder was, and their bytes
    /// kept in `App/.quickglyph-originals/` first; the second run keeps nothing more.
    func testTheFilesReplacedAreNamedAndTheirOriginalsKeptOutsideARepository() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let old = try imageset(root)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        let kept = "App/.quickglyph-originals"
        XCTAssertTrue(
            fixed.stdout.contains(
                "\nApp/Assets.xcassets/search.imageset/Contents.json: replaced, the original kept in "
                    + "\(kept)/Assets.xcassets/search.imageset/Contents.json\n"
                    + "App/Assets.xcassets/search.imageset/search.svg: removed, the original kept in "
                    + "\(kept)/Assets.xcassets/search.imageset/search.svg\n"
                    + "check --fix: the originals of the files it replaced are kept in \(kept)/ "
                    + "(no version control holds them); copy one back to undo\n"
                    + "check --fix: 1 repair, 3 files changed\n"), fixed.stdout)
        let originals = try FileTree.snapshot(root.appendingPathComponent(kept))
        XCTAssertEqual(originals["Assets.xcassets/search.imageset/Contents.json"], old["Contents.json"])
        XCTAssertEqual(originals["Assets.xcassets/search.imageset/search.svg"], old["search.svg"])
        XCTAssertNotEqual(try imageset(root), old)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(kept)), originals)
    }

    func testADryRunPrintsEveryChangeAndWritesNothing() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let before = try FileTree.snapshot(root)
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(try FileTree.snapshot(root), before, "nothing written")
        for line in [
            "App/Assets.xcassets/search.imageset: would fix: drawn again from search.svg",
            "  App/Assets.xcassets/search.imageset/search.pdf: new -> 2294 bytes\n",
            "  App/Assets.xcassets/search.imageset/search.svg: \(Self.tabBarSVG.utf8.count) bytes -> removed\n",
            "--- a/App/Assets.xcassets/search.imageset/Contents.json\n+++ b/App/Assets.xcassets/search.imageset/Contents.json\n",
            "-      \"filename\" : \"search.svg\",\n",
            "+      \"filename\" : \"search.pdf\",\n",
            "-    \"preserves-vector-representation\" : true\n+    \"preserves-vector-representation\" : true,\n"
                + "+    \"template-rendering-intent\" : \"template\"\n",
            "check --fix: 1 repair, 3 files to change (dry run: nothing written)\n",
        ] {
            XCTAssertTrue(dry.stdout.contains(line), "missing \(line.debugDescription) in\n\(dry.stdout)")
        }
        // What is left: the check of what is there, without the findings the repair would answer.
        XCTAssertFalse(dry.stdout.contains("[wrong-size]\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.hasSuffix("\nleft: 0 errors, 0 warnings, 1 note in 3 files\n"), dry.stdout)
        XCTAssertEqual(try CLIRunner.run(["check", "--fix", "--dry-run", "--strict", "App"], in: root).status, 1)
        // Beside a report for a program, the fix's lines go to stderr and stdout stays JSON.
        let json = try CLIRunner.run(["check", "--fix", "--dry-run", "--format", "json", "App"], in: root)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), json.stdout)
        XCTAssertTrue(
            json.stderr.contains("check --fix: 1 repair, 3 files to change (dry run: nothing written)\n"), json.stderr)
        let alone = try CLIRunner.run(["check", "--dry-run", "App"], in: root)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(
            alone.stderr.contains("--dry-run shows what --fix would change; give --fix with it"), alone.stderr)
    }

    /// A 24 pt PNG set: drawn from its largest PNG, enlarged, with a note that it is soft and a request for vector art.
    func testASmallBitmapIsEnlargedWithANoteAskingForVectorArt() throws {
        let files: [String: ExampleFile] = [
            "search@2x.png": .png(Fixtures.disc(path: "", size: 48).raster),
            "search@3x.png": .png(Fixtures.disc(path: "", size: 72, scale: 3).raster),
        ]
        let root = try app(files, contents: Fixtures.imagesetContents("search", scales: [2, 3]))
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: fixed: drawn again from search@3x.png as a 35 pt template"),
            fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: note: drawn from a 72 px bitmap enlarged to 105 px, "
                    + "so it is soft: ask for the icon as vector art (PDF or SVG) and put it in the imageset\n"),
            fixed.stdout)
        XCTAssertEqual(
            try imageset(root).keys.sorted(), ["Contents.json", "search.png", "search@2x.png", "search@3x.png"])
        XCTAssertTrue(
            fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 5 files\n"),
            "the check after the fix: \(fixed.stdout)")
    }

    /// Coloured ink at the right size without the intent: the intent set, the ink made black,
    /// every alpha value as it was (the shape is the designer's, pixel for pixel).
    func testAColouredGlyphBecomesATemplateWithItsAlphaUnchanged() throws {
        var files: [String: ExampleFile] = [:]
        var alphas: [String: AlphaMask] = [:]
        for scale in [1, 2, 3] {
            let raster = Fixtures.draw(size: 35 * scale) { u, v in
                (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) <= 0.38 * 0.38
                    ? (RGB(red: 0, green: 122, blue: 255), 255) : nil
            }
            let name = AssetNaming.filename(name: "search", scale: scale)
            files[name] = .bytes(try RGBAPNGEncoder().encode(raster))
            alphas[name] = raster.alphaMask
        }
        let root = try app(files, contents: Fixtures.imagesetContents("search", scales: [1, 2, 3], intent: nil))
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: fixed: made a template: template-rendering-intent set; "
                    + "the ink of search.png, search@2x.png, search@3x.png made black, its alpha unchanged "
                    + "[template-intent-missing]\n"), fixed.stdout)
        let after = try imageset(root)
        XCTAssertEqual(
            String(decoding: after["Contents.json"]!, as: UTF8.self),
            Fixtures.imagesetContents("search", scales: [1, 2, 3]))
        for (name, alpha) in alphas {
            let image = try PNGImage(data: after[name]!)
            XCTAssertEqual(image.raster.alphaMask, alpha, "\(name): the same shape")
            XCTAssertEqual(image.header.colorType, .grayAlpha, name)
        }
    }

    /// Opaque black-on-white art (an error: a solid square on the device) becomes the template its
    /// darkness draws; light art on a dark tile is left, with the reason, and fails the check.
    func testOpaqueDarkOnLightArtIsDrawnFromItsDarknessAndLightOnDarkIsLeft() throws {
        let onWhite = Fixtures.draw(size: 105, background: (RGB(red: 255, green: 255, blue: 255), 255)) { u, v in
            (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) <= 0.3 * 0.3 ? (RGB(red: 0, green: 0, blue: 0), 255) : nil
        }
        let root = try app(
            ["search@3x.png": .bytes(try RGBAPNGEncoder().encode(onWhite))],
            contents: Fixtures.imagesetContents("search", scales: [3]))
        XCTAssertEqual(try CLIRunner.run(["check", "App"], in: root).status, 1, "alpha-opaque is an error")
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("its shape taken from its darkness (--mask luminance)"), fixed.stdout)
        let drawn = try PNGImage(data: try imageset(root)["search@3x.png"]!)
        XCTAssertEqual(drawn.raster.alpha(x: 52, y: 52), 255, "the dark disc is the ink")
        XCTAssertEqual(drawn.raster.alpha(x: 2, y: 2), 0, "the white background is gone")

        let onBlack = Fixtures.draw(size: 105, background: (RGB(red: 0, green: 0, blue: 0), 255)) { u, v in
            (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) <= 0.3 * 0.3
                ? (RGB(red: 255, green: 255, blue: 255), 255) : nil
        }
        let dark = try app(
            ["search@3x.png": .bytes(try RGBAPNGEncoder().encode(onBlack))],
            contents: Fixtures.imagesetContents("search", scales: [3]))
        let before = try FileTree.snapshot(dark)
        let left = try CLIRunner.run(["check", "--fix", "App"], in: dark)
        XCTAssertEqual(left.status, 1, left.stdout)
        XCTAssertTrue(
            left.stdout.contains(
                "App/Assets.xcassets/search.imageset/search@3x.png: not fixed [alpha-opaque]: "
                    + "App/Assets.xcassets/search.imageset: its art is opaque but not a dark glyph on a light "
                    + "background, so its shape cannot be told from its colours; export it with transparency\n"),
            left.stdout)
        XCTAssertEqual(try FileTree.snapshot(dark), before)
    }

    /// check takes neither --mask nor --allow-color: its hint for opaque art in an imageset is `check --fix`, which
    /// redraws it; for the same PNG named on its own (no imageset to redraw) it is the build that takes the option.
    func testCheckNamesCheckFixOrTheBuildNeverAnOptionOfBuildAsItsOwn() throws {
        let onWhite = Fixtures.draw(size: 105, background: (RGB(red: 255, green: 255, blue: 255), 255)) { u, v in
            (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) <= 0.3 * 0.3 ? (RGB(red: 0, green: 0, blue: 0), 255) : nil
        }
        let root = try app(
            ["search@3x.png": .bytes(try RGBAPNGEncoder().encode(onWhite))],
            contents: Fixtures.imagesetContents("search", scales: [3]))
        try RGBAPNGEncoder().encode(onWhite).write(to: root.appendingPathComponent("loose@3x.png"))
        let result = try CLIRunner.run(["check", "App", "loose@3x.png"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout)
        let opaque: [String] = result.stdout.split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix("[alpha-opaque]") }
        let solid: String =
            "every pixel is fully opaque (drawn on #ffffff with no transparency), so it renders as a solid square; "
            + "export it with a transparent background, or, for dark-on-light artwork, "
        let inImageset: String =
            "App/Assets.xcassets/search.imageset/search@3x.png: error: " + solid
            + "run `quickglyph check --fix` to take its shape from its darkness [alpha-opaque]"
        let onItsOwn: String =
            "loose@3x.png: error: " + solid + "convert it with `quickglyph build --mask luminance` [alpha-opaque]"
        let expected: [String] = [inImageset, onItsOwn]
        XCTAssertEqual(opaque, expected)
        let colours: String =
            "loose@3x.png: error: uses 2 colours: #ffffff (72% of the ink, first at 1,1), #000000 (28% of the "
            + "ink, first at 51,22); a template keeps only alpha, so they merge into one silhouette. Redraw it "
            + "in one colour, or convert it from alpha anyway with `quickglyph build --allow-color` [not-monochrome]\n"
        XCTAssertTrue(result.stdout.contains(colours), result.stdout)
        XCTAssertFalse(result.stdout.contains("pass --"), result.stdout)
    }

    /// Dark-grey ink (#1E1E1E, as a design tool's "near black") on white, opaque: its darkness alone draws it at
    /// alpha 225, which the check after the fix called `faint`. The repair's ink is full opacity at the centre of
    /// a stroke, its edges between; `not-monochrome` (ink and ground are two colours) is named moot in the
    /// repair's line; the check after the fix has no `faint`, and prints what is left once, not the whole report.
    func testDarkGreyInkIsRepairedAtFullOpacityWithTheMootFindingNamed() throws {
        let grey = RGB(red: 0x1E, green: 0x1E, blue: 0x1E)
        let ring = Fixtures.draw(size: 105, background: (RGB(red: 255, green: 255, blue: 255), 255)) { u, v in
            let distance = ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot()
            return distance >= 0.22 && distance <= 0.36 ? (grey, 255) : nil
        }
        let root = try app(
            ["search@3x.png": .bytes(try RGBAPNGEncoder().encode(ring))],
            contents: Fixtures.imagesetContents("search", scales: [3]))
        let before = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(before.stdout.contains("[not-monochrome]"), before.stdout)

        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertEqual(
            fixed.stdout,
            "App/Assets.xcassets/search.imageset: fixed: drawn again from search@3x.png as a 35 pt template at "
                + "@1x (35 px), @2x (70 px), @3x (105 px), its shape taken from its darkness (--mask luminance), "
                + "its ink (alpha 225/255) made full opacity [alpha-opaque, scale-missing]; moot now: not-monochrome "
                + "(the art is one colour in greys on a light ground, drawn as the template's one ink)\n"
                + "App/Assets.xcassets/search.imageset/search@3x.png: replaced, the original kept in "
                + "App/.quickglyph-originals/Assets.xcassets/search.imageset/search@3x.png\n"
                + "App/Assets.xcassets/search.imageset/Contents.json: replaced, the original kept in "
                + "App/.quickglyph-originals/Assets.xcassets/search.imageset/Contents.json\n"
                + "check --fix: the originals of the files it replaced are kept in App/.quickglyph-originals/ (no "
                + "version control holds them); copy one back to undo\n"
                + "check --fix: 1 repair, 4 files changed\n"
                + "App: note: no Xcode project (*.xcodeproj) in this folder, so it is taken for one iOS app: every "
                + "Info.plist, every asset catalog outside a Swift package and every source file in it are judged "
                + "together; check the folder that holds the .xcodeproj to judge each target's own files "
                + "[no-xcode-project]\n"
                + "left: 0 errors, 0 warnings, 1 note in 5 files\n")

        let drawn = try PNGImage(data: try imageset(root)["search@3x.png"]!).raster
        let row = (0..<drawn.width).map { drawn.alpha(x: $0, y: drawn.height / 2) }
        let stroke = try XCTUnwrap(row.firstIndex { $0 > 0 })
        let end = try XCTUnwrap(row[stroke...].firstIndex { $0 == 0 })
        XCTAssertEqual(row[(stroke + end) / 2], 255, "the centre of the stroke is full ink: \(row)")
        XCTAssertTrue(row.contains { $0 > 0 && $0 < 255 }, "edges stay anti-aliased: \(row)")

        let after = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(after.status, 0, after.stdout)
        XCTAssertFalse(after.stdout.contains("[faint]"), after.stdout)
        XCTAssertFalse(after.stdout.contains("[not-monochrome]"), after.stdout)
    }

    /// Opaque dark-blue ink on white: drawn from its darkness as well, but its colour is not a grey, so
    /// `not-monochrome` is not called moot: a note asks a person to look at the result.
    func testColouredOpaqueInkIsRedrawnWithANoteNotAMootFinding() throws {
        let navy = RGB(red: 0x10, green: 0x20, blue: 0x60)
        let ring = Fixtures.draw(size: 105, background: (RGB(red: 255, green: 255, blue: 255), 255)) { u, v in
            let distance = ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot()
            return distance >= 0.22 && distance <= 0.36 ? (navy, 255) : nil
        }
        let root = try app(
            ["search@3x.png": .bytes(try RGBAPNGEncoder().encode(ring))],
            contents: Fixtures.imagesetContents("search", scales: [3]))
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertFalse(fixed.stdout.contains("moot now"), fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: note: its colours [not-monochrome] are drawn as one ink by "
                    + "their darkness, so detail told apart by colour alone is gone: look at the result\n"),
            fixed.stdout)
        XCTAssertFalse(try CLIRunner.run(["check", "App"], in: root).stdout.contains("[faint]"))
    }

    /// A 50 px bitmap of thin full-opacity strokes (a tab-bar outline icon, each line 1.5 px): drawn again at @1x
    /// the strokes are thinner than a pixel and peaked below the `faint` threshold, a finding the repair made.
    /// That scale's ink is made full opacity (the others are whole already), and the line says so.
    func testThinFullOpacityStrokesAreNotLeftFaintAtTheSmallestScale() throws {
        let outline = Fixtures.draw(size: 50) { u, v in
            let inSquare = u >= 0.1 && u <= 0.9 && v >= 0.1 && v <= 0.9
            let inside = u >= 0.13 && u <= 0.87 && v >= 0.13 && v <= 0.87
            return inSquare && !inside ? (RGB(red: 0, green: 0, blue: 0), 255) : nil
        }
        let png = try RGBAPNGEncoder().encode(outline)
        let root = try app(
            ["search.png": .bytes(png), "search@2x.png": .bytes(png), "search@3x.png": .bytes(png)],
            contents: Fixtures.imagesetContents("search", scales: [1, 2, 3]))
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        // The strokes are soft when enlarged (`blurry`, a warning the repair's note names): only `faint` is answered.
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Assets.xcassets/search.imageset: fixed: drawn again from search@3x.png as a 35 pt template at "
                    + "@1x (35 px), @2x (70 px), @3x (105 px), its ink made full opacity at @1x (alpha 203/255) "
                    + "[wrong-size]\n"), fixed.stdout)
        let small = try PNGImage(data: try imageset(root)["search.png"]!).raster
        XCTAssertEqual(small.alphaMask.values.max(), 255, "the @1x ink is full opacity")
        let after = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertFalse(after.stdout.contains("[faint]"), after.stdout)
    }

    /// A fix that leaves findings prints each once (a `not fixed` line is not repeated by the report), then one
    /// `left:` line of counts, and not the quick-action table a plain check prints.
    func testWhatIsLeftAfterTheFixIsPrintedOnceWithOneSummaryLine() throws {
        let root = try app(
            ["search@2x.png": .bytes(try RGBAPNGEncoder().encode(Fixtures.twoColours(path: "").raster))],
            contents: Fixtures.imagesetContents("search", scales: [2]))
        let plain = try CLIRunner.run(["check", "App"], in: root)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(plain.stdout.hasPrefix("1 quick action (1 static, 0 dynamic):\n"), plain.stdout)
        XCTAssertEqual(
            result.stdout,
            "App/Assets.xcassets/search.imageset/Contents.json:2:3: not fixed [scale-missing]: the imageset also "
                + "has not-monochrome, which needs a person; a redraw would hide it, not repair it\n"
                + "check --fix: 0 repairs, 0 files changed; 1 finding left as it is\n"
                + "App: note: no Xcode project (*.xcodeproj) in this folder, so it is taken for one iOS app: every "
                + "Info.plist, every asset catalog outside a Swift package and every source file in it are judged "
                + "together; check the folder that holds the .xcodeproj to judge each target's own files "
                + "[no-xcode-project]\n"
                + "App/Assets.xcassets/search.imageset/search@2x.png: error: uses 2 colours: #000000 (76% of the "
                + "ink, first at 33,9), #e61e28 (24% of the ink, first at 10,31); a template keeps only alpha, so "
                + "they merge into one silhouette. Redraw it in one colour, or convert it from alpha anyway with "
                + "`quickglyph build --allow-color` [not-monochrome]\n"
                + "left: 1 error, 1 warning, 1 note in 3 files\n")
        // A dry run: the findings the repairs would answer are not left.
        let vector = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: vector)
        XCTAssertFalse(dry.stdout.contains("[wrong-size]\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.hasSuffix("left: 0 errors, 0 warnings, 1 note in 3 files\n"), dry.stdout)
    }

    /// Two colours that may carry meaning are a person's: the wrong size is not repaired either, nothing changes.
    func testTwoColoursAreLeftToAPersonAndNothingChanges() throws {
        let root = try app(
            ["search@2x.png": .bytes(try RGBAPNGEncoder().encode(Fixtures.twoColours(path: "").raster))],
            contents: Fixtures.imagesetContents("search", scales: [2]))
        let before = try FileTree.snapshot(root)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stdout.contains(
                "not fixed [scale-missing]: the imageset also has not-monochrome, which needs a person; "
                    + "a redraw would hide it, not repair it\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("check --fix: 0 repairs, 0 files changed; 1 finding left as it is\n"), result.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    // MARK: - Hostile files

    /// An imageset file that is a symbolic link to a file outside: refused, never followed; the file it
    /// points at is unchanged, and so is everything else.
    func testALinkInTheImagesetIsRefusedAndWhatItPointsAtIsUntouched() throws {
        let root = try app([:], contents: Fixtures.imagesetContents("search", scales: [2]))
        let outside = root.appendingPathComponent("outside.png")
        try Fixtures.pngData(Fixtures.disc(path: "", size: 48)).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Assets.xcassets/search.imageset/search@2x.png").path,
            withDestinationPath: outside.path)
        let before = try Data(contentsOf: outside)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(try Data(contentsOf: outside), before)
        let link = root.appendingPathComponent("App/Assets.xcassets/search.imageset/search@2x.png").path
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link), outside.path, "the link itself stays")
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed"), result.stdout)
    }

    /// A FIFO where a repaired PNG would go: never opened for reading (no hang), the repair not made, no
    /// journal left for the next run to stumble on, the FIFO still there; every other file as it was.
    func testAFIFOWhereAPNGGoesLeavesTheRepairUnmadeAndNothingHalfDone() throws {
        let root = try app(
            ["search@2x.png": .png(Fixtures.disc(path: "", size: 48).raster)],
            contents: Fixtures.imagesetContents("search", scales: [2, 3]))
        let fifo = root.appendingPathComponent("App/Assets.xcassets/search.imageset/search@3x.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let kept = [
            "App/Info.plist", "App/Assets.xcassets/search.imageset/Contents.json",
            "App/Assets.xcassets/search.imageset/search@2x.png",
        ]
        let before = try kept.map { try Data(contentsOf: root.appendingPathComponent($0)) }
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertEqual(result.status, 0, "warnings only: \(result.stdout)")
        XCTAssertTrue(
            result.stdout.contains(
                "not fixed [wrong-size]: App/Assets.xcassets/search.imageset/search@3x.png: it is a FIFO, "
                    + "socket or device, not a regular file"), result.stdout)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed;"), result.stdout)
        XCTAssertEqual(try kept.map { try Data(contentsOf: root.appendingPathComponent($0)) }, before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App").path).sorted(),
            ["Assets.xcassets", "Info.plist"], "no journal left")
        var status = stat()
        XCTAssertEqual(lstat(fifo.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
    }

    /// A full disk: the journal, the first and largest file, does not fit, so no file changes and none is
    /// half-written; the next `--fix` with room repairs it, with the bytes a fix on a roomy disk writes.
    func testAFullDiskChangesNothingAndTheNextFixRepairs() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let before = try FileTree.snapshot(root)
        let limited = try CLIRunner.runUnderFileSizeLimit(kilobytes: 1, ["check", "--fix", "App"], in: root)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        XCTAssertEqual(try FileTree.snapshot(root), before, "nothing changed, no temporary file left")
        // Said as it is: no repair claimed, each finding left with the write that stopped it.
        XCTAssertTrue(
            limited.stdout.contains(
                "not fixed [wrong-size]: not made: \(root.path)/App/.quickglyph-fix-journal.json: "
                    + "it cannot be written: the file is too large\n"), limited.stdout)
        XCTAssertTrue(limited.stdout.contains("; nothing was changed\n"), limited.stdout)
        XCTAssertTrue(
            limited.stdout.contains("check --fix: 0 repairs, 0 files changed; 2 findings left as they are\n"),
            limited.stdout)
        XCTAssertFalse(limited.stdout.contains(": fixed:"), limited.stdout)
        XCTAssertEqual(try CLIRunner.run(["check", "--fix", "App"], in: root).status, 0)
        let roomy = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        XCTAssertEqual(try CLIRunner.run(["check", "--fix", "App"], in: roomy).status, 0)
        XCTAssertEqual(try imageset(root), try imageset(roomy))
    }

    /// A PNG of the repair with a second name (a hard link), under in-place writing, where it would change
    /// under both: found before anything is written, so the whole repair is not made (no scale written,
    /// Contents.json as it was, no journal), and the next run says the same instead of stopping.
    func testAPNGWithOtherNamesInPlaceLeavesTheWholeRepairUnmade() throws {
        let root = try app(
            [
                "search@2x.png": .png(Fixtures.disc(path: "", size: 48).raster),
                "search@3x.png": .png(Fixtures.disc(path: "", size: 72).raster),
            ],
            contents: Fixtures.imagesetContents("search", scales: [2, 3]))
        let png = root.appendingPathComponent("App/Assets.xcassets/search.imageset/search@3x.png")
        XCTAssertEqual(link(png.path, root.appendingPathComponent("elsewhere.png").path), 0)
        let before = try FileTree.snapshot(root)
        for _ in 0..<2 {
            let result = try CLIRunner.run(
                ["check", "--fix", "App"], in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
            XCTAssertTrue(
                result.stdout.contains(
                    "not fixed [wrong-size]: App/Assets.xcassets/search.imageset/search@3x.png: it has 2 names "
                        + "(hard links), and written in place"),
                result.stdout)
            XCTAssertTrue(
                result.stdout.contains("check --fix: 0 repairs, 0 files changed; 1 finding left as it is\n"),
                result.stdout)
            XCTAssertEqual(try FileTree.snapshot(root), before, "no scale written, no journal")
        }
    }

    /// A read-only imageset (immutable, so root too is refused): no repair is claimed, the finding says
    /// why, and nothing changes.
    func testAReadOnlyImagesetClaimsNoRepair() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let folder = root.appendingPathComponent("App/Assets.xcassets/search.imageset")
        let before = try FileTree.snapshot(root)
        try ReadOnlyFolder.makeImmutable(folder)
        defer { ReadOnlyFolder.restore(folder) }
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            result.stdout.contains(
                "not fixed [wrong-size]: App/Assets.xcassets/search.imageset/search.pdf: it cannot be written: "
                    + "its folder cannot be written in (permission denied)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed;"), result.stdout)
        XCTAssertFalse(result.stdout.contains(": fixed:"), result.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// A read-only app folder, where the journal goes: the fix stops before any file changes, says so, and
    /// claims nothing; the exit status is 1.
    func testAReadOnlyAppFolderStopsTheFixBeforeAnyChangeAndSaysSo() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let folder = root.appendingPathComponent("App")
        let before = try FileTree.snapshot(root)
        try ReadOnlyFolder.makeImmutable(folder)
        defer { ReadOnlyFolder.restore(folder) }
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "error: check --fix stopped: \(folder.path)/.quickglyph-fix-journal.json: it cannot be written: "
                    + "permission denied; nothing was changed\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("check --fix: 0 repairs, 0 files changed; 2 findings left as they are\n"),
            result.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    // MARK: - Info.plist and code

    /// What the rules know for certain, made as text edits of the Info.plist (every other byte kept): a
    /// misspelt system icon gets the one it is a letter from, and the icon type the system ignores beside
    /// an icon file goes. The second run finds nothing to do.
    func testTheEditsTheRulesKnowAreMadeInTheInfoPlistAsText() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>UIApplicationShortcutItems</key>
            	<array>
            		<dict>
            			<key>UIApplicationShortcutItemType</key>
            			<string>com.example.new</string>
            			<key>UIApplicationShortcutItemTitle</key>
            			<string>New</string>
            			<key>UIApplicationShortcutItemIconType</key>
            			<string>UIApplicationShortcutIconTypeComposed</string>
            		</dict>
            		<dict>
            			<key>UIApplicationShortcutItemType</key>
            			<string>com.example.search</string>
            			<key>UIApplicationShortcutItemTitle</key>
            			<string>Search</string>
            			<key>UIApplicationShortcutItemIconFile</key>
            			<string>search</string>
            			<key>UIApplicationShortcutItemIconType</key>
            			<string>UIApplicationShortcutIconTypeSearch</string>
            		</dict>
            	</array>
            </dict>
            </plist>

            """
        var tree = Fixtures.imageset("search", catalog: "App/Assets.xcassets")
        tree["App/Info.plist"] = .text(plist)
        try FileTree.write(tree, to: root)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Info.plist: fixed: UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType set to "
                    + "\"UIApplicationShortcutIconTypeCompose\"; UIApplicationShortcutItems[1]."
                    + "UIApplicationShortcutItemIconType removed [icon-file-and-type, icon-type-unknown]\n"),
            fixed.stdout)
        let expected = plist.replacingOccurrences(of: "IconTypeComposed", with: "IconTypeCompose")
            .replacingOccurrences(
                of:
                    "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeSearch</string>\n",
                with: "")
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("App/Info.plist"), encoding: .utf8), expected)
        XCTAssertTrue(fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 5 files\n"), fixed.stdout)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// A glyph the app also shows on its tab bar is not redrawn: the quick actions get their own
    /// `search-quickaction` copy, the Info.plist item and the code's icon argument (a constant the tab
    /// bar does not need changed) point at it, one edit each, and the shared imageset stays byte for byte.
    func testAnImagesetTheAppAlsoUsesIsCopiedAndTheQuickActionsPointedAtTheCopy() throws {
        let root = try app(["search.svg": .text(Self.tabBarSVG)], contents: Self.vectorContents("search.svg"))
        let shortcuts = """
            import UIKit

            enum Icons { static let find = "search" }

            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "com.example.find", localizedTitle: "Find", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: Icons.find), userInfo: nil),
                ]
            }

            """
        let tabs =
            "import UIKit\n\nlet tab = UITabBarItem(title: \"Search\", image: UIImage(named: Icons.find), tag: 0)\n"
        try Data(shortcuts.utf8).write(to: root.appendingPathComponent("App/Shortcuts.swift"))
        try Data(tabs.utf8).write(to: root.appendingPathComponent("App/Tabs.swift"))
        let shared = try imageset(root)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Assets.xcassets/search.imageset: note: the app also uses \"search\" (App/Shortcuts.swift:3:32), "
                    + "so it is left as it is; the quick action now shows its own copy, search-quickaction.imageset\n"),
            fixed.stdout)
        XCTAssertEqual(try imageset(root), shared, "the shared imageset is untouched")
        let copy = try FileTree.snapshot(root.appendingPathComponent("App/Assets.xcassets/search-quickaction.imageset"))
        XCTAssertEqual(
            copy.keys.sorted(),
            ["Contents.json", "search-quickaction.pdf"], "vector art, so the copy is a PDF")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("App/Shortcuts.swift"), encoding: .utf8),
            shortcuts.replacingOccurrences(
                of: "templateImageName: Icons.find", with: "templateImageName: \"search-quickaction\""))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("App/Tabs.swift"), encoding: .utf8), tabs)
        let plist = try String(contentsOf: root.appendingPathComponent("App/Info.plist"), encoding: .utf8)
        XCTAssertTrue(plist.contains("<string>search-quickaction</string>"), plist)
        XCTAssertFalse(plist.contains("<string>search</string>"), plist)
        XCTAssertTrue(fixed.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 4 files\n"), fixed.stdout)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// An Objective-C delegate compiled into three app targets makes its item inline, in a method its
    /// `didFinishLaunching` calls, and the app also shows the image elsewhere (issue 42): the three targets show one
    /// quick action, so the copy is named by one edit at the icon's own argument, and the item's title (the same
    /// word as the image) is no other use of the image.
    func testAnObjectiveCDelegateSharedByThreeTargetsIsEditedOnce() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let delegate = """
            #import <UIKit/UIKit.h>

            @implementation AppDelegate

            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self installQuickActions:application];
                return YES;
            }

            - (void)installQuickActions:(UIApplication *)application {
                application.shortcutItems = @[
                    [[UIApplicationShortcutItem alloc] initWithType:@"com.example.video" localizedTitle:@"Video"
                        localizedSubtitle:nil
                        icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"Video"] userInfo:nil]
                ];
            }

            @end

            """
        let player =
            "#import <UIKit/UIKit.h>\n\nUIImage *PlayerIcon(void) { return [UIImage imageNamed:@\"Video\"]; }\n"
        try FileTree.write(
            [
                "App/AppDelegate.m": .text(delegate), "App/Player.m": .text(player),
                "App/Info.plist": Fixtures.infoPlist(items: [], extra: [InfoPlistKey.bundleName: "Reel"]),
                "App/Assets.xcassets/Video.imageset/Contents.json": .text(Self.vectorContents("Video.svg")),
                "App/Assets.xcassets/Video.imageset/Video.svg": .text(Self.tabBarSVG),
                "Reel.xcodeproj/project.pbxproj": .text(Self.project(targets: ["Reel", "ReelPro", "ReelLite"])),
            ], to: root)
        let before = try CLIRunner.run(["check", "."], in: root)
        XCTAssertTrue(
            before.stdout.hasPrefix("3 quick actions (0 static, 3 dynamic):\n"), "one a target: \(before.stdout)")
        let fixed = try CLIRunner.run(["check", "--fix", "."], in: root)
        XCTAssertTrue(
            fixed.stdout.contains(
                "./App/AppDelegate.m: fixed: the icon at ./App/AppDelegate.m:14:18 now names \"Video-quickaction\", the "
                    + "quick action's own copy of \"Video\""), fixed.stdout)
        XCTAssertEqual(fixed.stdout.components(separatedBy: "now names").count, 2, "one edit: \(fixed.stdout)")
        XCTAssertTrue(
            fixed.stdout.contains(
                "note: the app also uses \"Video\" (./App/Player.m:3:56), so it is left as it is; the quick action now "
                    + "shows its own copy, Video-quickaction.imageset"), fixed.stdout)
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("App/AppDelegate.m"), encoding: .utf8),
            delegate.replacingOccurrences(
                of: "iconWithTemplateImageName:@\"Video\"", with: "iconWithTemplateImageName:@\"Video-quickaction\""))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("App/Player.m"), encoding: .utf8), player)
        let again = try CLIRunner.run(["check", "--fix", "."], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// An app whose quick actions show `Video` (a 24 pt SVG the app also loads by its literal in `Player`), with
    /// `files` besides, under `App/`.
    private func videoApp(_ files: [String: ExampleFile]) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        var tree: [String: ExampleFile] = [
            "App/Info.plist": Fixtures.infoPlist(items: [], extra: [InfoPlistKey.bundleName: "Reel"]),
            "App/Assets.xcassets/Video.imageset/Contents.json": .text(Self.vectorContents("Video.svg")),
            "App/Assets.xcassets/Video.imageset/Video.svg": .text(Self.tabBarSVG),
        ]
        for (path, file) in files { tree["App/" + path] = file }
        try FileTree.write(tree, to: root)
        return root
    }

    private func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Two quick actions making their icons inline from `NAME`.
    static func swiftShortcuts(_ name: String) -> String {
        """
        import UIKit

        func install() {
            UIApplication.shared.shortcutItems = [
                UIApplicationShortcutItem(type: "com.example.record", localizedTitle: "Record", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: \(name)), userInfo: nil),
                UIApplicationShortcutItem(type: "com.example.watch", localizedTitle: "Watch", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: \(name)), userInfo: nil),
            ]
        }

        """
    }

    static let iconEnum = """
        import Foundation

        enum Icon: String {
            case video = "Video"
            case search = "Search"
        }

        """

    /// An enum of icon names that only quick actions' icons name (issue 42): the copy's name is given where the case
    /// is declared, one edit for the two quick actions naming it, every other byte of every source kept; the dry run
    /// shows the same edit, and a second fix changes nothing.
    func testAnEnumOfIconNamesOnlyQuickActionsUseIsChangedWhereItIsDeclared() throws {
        let shortcuts = Self.swiftShortcuts("Icon.video.rawValue")
        let player = "import UIKit\n\nlet player = UIImage(named: \"Video\")\n"
        let root = try videoApp([
            "Icons.swift": .text(Self.iconEnum), "Shortcuts.swift": .text(shortcuts), "Player.swift": .text(player),
        ])
        let line =
            "App/Icons.swift: %@: Icon.video's raw value set to \"Video-quickaction\" at App/Icons.swift:4:18, the "
            + "quick action's own copy of \"Video\" [template-intent-missing, wrong-size]\n"
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertTrue(dry.stdout.contains(String(format: line, "would fix")), dry.stdout)
        XCTAssertTrue(
            dry.stdout.contains("-    case video = \"Video\"\n+    case video = \"Video-quickaction\"\n"), dry.stdout)
        XCTAssertEqual(try read(root, "App/Icons.swift"), Self.iconEnum, "a dry run writes nothing")

        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains(String(format: line, "fixed")), fixed.stdout)
        XCTAssertEqual(fixed.stdout.components(separatedBy: "raw value set").count, 2, "one edit: \(fixed.stdout)")
        XCTAssertEqual(
            try read(root, "App/Icons.swift"),
            Self.iconEnum.replacingOccurrences(of: "case video = \"Video\"", with: "case video = \"Video-quickaction\"")
        )
        XCTAssertEqual(try read(root, "App/Shortcuts.swift"), shortcuts, "the items are untouched")
        XCTAssertEqual(try read(root, "App/Player.swift"), player)
        let after = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(
            after.stdout.contains(
                "\"Record\"  file Video-quickaction → App/Assets.xcassets/Video-quickaction.imageset"),
            after.stdout)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// A bare case of a `String` enum is given the copy's name as its raw value; the enum's case named only by the
    /// quick action's icon, and nothing else using the image, the imageset is drawn again in place, the code as it is.
    func testABareEnumCaseIsGivenARawValueAndAnImagesetOnlyItNamesIsRedrawnInPlace() throws {
        let icons = "enum Icon: String {\n    case video, search\n}\n"
        let shortcuts = Self.swiftShortcuts("Icon.video.rawValue")
        let player = "import UIKit\n\nlet player = UIImage(named: \"video\")\n"
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(
            [
                "App/Info.plist": Fixtures.infoPlist(items: [], extra: [InfoPlistKey.bundleName: "Reel"]),
                "App/Assets.xcassets/video.imageset/Contents.json": .text(Self.vectorContents("video.svg")),
                "App/Assets.xcassets/video.imageset/video.svg": .text(Self.tabBarSVG),
                "App/Icons.swift": .text(icons), "App/Shortcuts.swift": .text(shortcuts),
                "App/Player.swift": .text(player),
            ], to: root)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Icons.swift: fixed: Icon.video given the raw value \"video-quickaction\" at App/Icons.swift:2:10, "
                    + "the quick action's own copy of \"video\""), fixed.stdout)
        XCTAssertEqual(
            try read(root, "App/Icons.swift"),
            "enum Icon: String {\n    case video = \"video-quickaction\", search\n}\n")
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)

        // Nothing but the quick actions names the image: the case's literal is theirs, and the imageset is redrawn.
        try FileManager.default.removeItem(
            at: root.appendingPathComponent("App/Assets.xcassets/video-quickaction.imageset"))
        try Data(icons.utf8).write(to: root.appendingPathComponent("App/Icons.swift"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Player.swift"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/.quickglyph-originals"))
        let inPlace = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            inPlace.stdout.hasPrefix("App/Assets.xcassets/video.imageset: fixed: drawn again from video.svg"),
            inPlace.stdout)
        XCTAssertEqual(try read(root, "App/Icons.swift"), icons)
        XCTAssertEqual(try read(root, "App/Shortcuts.swift"), shortcuts)
    }

    /// The same enum with its case also read by a tab bar: the raw value stays, and the copy is named at each quick
    /// action's icon, as before.
    func testAnEnumCaseATabBarAlsoUsesIsLeftAndTheItemsAreEdited() throws {
        let shortcuts = Self.swiftShortcuts("Icon.video.rawValue")
        let tabs =
            "import UIKit\n\nlet tab = UITabBarItem(title: \"Watch\", image: UIImage(named: Icon.video.rawValue), "
            + "tag: 0)\n"
        let root = try videoApp([
            "Icons.swift": .text(Self.iconEnum), "Shortcuts.swift": .text(shortcuts), "Tabs.swift": .text(tabs),
        ])
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Shortcuts.swift: fixed: the icon at App/Shortcuts.swift:6:41 now names \"Video-quickaction\", the "
                    + "quick action's own copy of \"Video\"; the icon at App/Shortcuts.swift:8:41 now names"),
            fixed.stdout)
        XCTAssertEqual(try read(root, "App/Icons.swift"), Self.iconEnum, "the declaration is untouched")
        XCTAssertEqual(
            try read(root, "App/Shortcuts.swift"),
            shortcuts.replacingOccurrences(of: "Icon.video.rawValue", with: "\"Video-quickaction\""))
        XCTAssertEqual(try read(root, "App/Tabs.swift"), tabs)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// Objective-C's `NSString *const` (its `extern` in a header is no use) and `#define`, each named only by a quick
    /// action's icon: changed where declared, the delegate untouched.
    func testObjectiveCConstantsOnlyQuickActionsUseAreChangedWhereTheyAreDeclared() throws {
        let header =
            "#import <Foundation/Foundation.h>\n\nextern NSString *const kVideoIcon;\n#define kWatchIcon @\"Video\"\n"
        let constants = "#import \"Icons.h\"\n\nNSString *const kVideoIcon = @\"Video\";\n"
        let delegate = """
            #import <UIKit/UIKit.h>
            #import "Icons.h"

            @implementation AppDelegate

            - (void)installQuickActions:(UIApplication *)application {
                application.shortcutItems = @[
                    [[UIApplicationShortcutItem alloc] initWithType:@"com.example.record" localizedTitle:@"Record"
                        localizedSubtitle:nil
                        icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kVideoIcon] userInfo:nil],
                    [[UIApplicationShortcutItem alloc] initWithType:@"com.example.watch" localizedTitle:@"Watch"
                        localizedSubtitle:nil
                        icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kWatchIcon] userInfo:nil]
                ];
            }

            @end

            """
        let player =
            "#import <UIKit/UIKit.h>\n\nUIImage *PlayerIcon(void) { return [UIImage imageNamed:@\"Video\"]; }\n"
        let root = try videoApp([
            "Icons.h": .text(header), "Icons.m": .text(constants), "AppDelegate.m": .text(delegate),
            "Player.m": .text(player),
        ])
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Icons.h: fixed: kWatchIcon set to \"Video-quickaction\" at App/Icons.h:4:20, the quick action's "
                    + "own "
                    + "copy of \"Video\""), fixed.stdout)
        XCTAssertTrue(
            fixed.stdout.contains(
                "App/Icons.m: fixed: kVideoIcon set to \"Video-quickaction\" at App/Icons.m:3:30, the quick action's "
                    + "own "
                    + "copy of \"Video\""), fixed.stdout)
        XCTAssertEqual(
            try read(root, "App/Icons.h"), header.replacingOccurrences(of: "@\"Video\"", with: "@\"Video-quickaction\"")
        )
        XCTAssertEqual(
            try read(root, "App/Icons.m"),
            constants.replacingOccurrences(of: "@\"Video\"", with: "@\"Video-quickaction\""))
        XCTAssertEqual(try read(root, "App/AppDelegate.m"), delegate)
        XCTAssertEqual(try read(root, "App/Player.m"), player)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
    }

    /// Hostile: the enum's file is a link to a file outside the folder checked. `check` reads through it, `--fix`
    /// does not: what the app's sources name cannot all be known, so the copy is named at the items, and the file the
    /// link points at is untouched.
    func testAnEnumDeclaredThroughALinkIsNeverWrittenThroughIt() throws {
        let shortcuts = Self.swiftShortcuts("Icon.video.rawValue")
        let player = "import UIKit\n\nlet player = UIImage(named: \"Video\")\n"
        let root = try videoApp(["Shortcuts.swift": .text(shortcuts), "Player.swift": .text(player)])
        let outside = try CLIRunner.temporaryDirectory(self).appendingPathComponent("Icons.swift")
        try Data(Self.iconEnum.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Icons.swift").path, withDestinationPath: outside.path)
        let before = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(
            before.stdout.contains("\"Record\"  file Video → App/Assets.xcassets/Video.imageset"), before.stdout)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertFalse(fixed.stdout.contains("raw value set"), fixed.stdout)
        XCTAssertEqual(
            try read(root, "App/Shortcuts.swift"),
            shortcuts.replacingOccurrences(of: "Icon.video.rawValue", with: "\"Video-quickaction\""))
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), Self.iconEnum)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: root.appendingPathComponent("App/Icons.swift").path),
            outside.path)
    }

    /// A project whose app targets each compile `App/AppDelegate.m` and `App/Player.m` and copy `App/Assets.xcassets`.
    static func project(targets: [String]) -> String {
        var objects = [
            "F1 = {isa = PBXFileReference; path = \"App/AppDelegate.m\"; sourceTree = SOURCE_ROOT; };",
            "F2 = {isa = PBXFileReference; path = \"App/Player.m\"; sourceTree = SOURCE_ROOT; };",
            "F3 = {isa = PBXFileReference; path = \"App/Assets.xcassets\"; sourceTree = SOURCE_ROOT; };",
        ]
        for (index, name) in targets.enumerated() {
            let id = "T\(index)"
            objects += [
                "\(id)B1 = {isa = PBXBuildFile; fileRef = F1; };", "\(id)B2 = {isa = PBXBuildFile; fileRef = F2; };",
                "\(id)B3 = {isa = PBXBuildFile; fileRef = F3; };",
                "\(id)S = {isa = PBXSourcesBuildPhase; files = (\(id)B1, \(id)B2, ); };",
                "\(id)R = {isa = PBXResourcesBuildPhase; files = (\(id)B3, ); };",
                "\(id)C = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(TARGET_NAME)\"; "
                    + "SDKROOT = iphoneos; INFOPLIST_FILE = \"App/Info.plist\"; }; name = Release; };",
                "\(id)L = {isa = XCConfigurationList; buildConfigurations = (\(id)C, ); defaultConfigurationName = Release; };",
                "TARGET_\(name) = {isa = PBXNativeTarget; buildConfigurationList = \(id)L; buildPhases = (\(id)S, \(id)R, ); "
                    + "name = \"\(name)\"; productName = \"\(name)\"; productType = \"com.apple.product-type.application\"; };",
            ]
        }
        objects += [
            "G = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = \"<group>\"; };",
            "RC = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };",
            "RL = {isa = XCConfigurationList; buildConfigurations = (RC, ); defaultConfigurationName = Release; };",
            "ROOT = {isa = PBXProject; buildConfigurationList = RL; mainGroup = G; targets = ("
                + targets.map { "TARGET_" + $0 + ", " }.joined() + "); };",
        ]
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + objects.map { "\t\t" + $0 + "\n" }.joined() + "\t};\n\trootObject = ROOT;\n}\n"
    }
}
