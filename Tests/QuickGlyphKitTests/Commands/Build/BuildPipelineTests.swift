import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class BuildPipelineTests: XCTestCase {
    func testImagesetContentsAreWrittenByteForByteAsXcodeWritesThem() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        _ = try workspace.build()
        let expected = """
            {
              "images" : [
                {
                  "filename" : "compose.png",
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "filename" : "compose@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "filename" : "compose@3x.png",
                  "idiom" : "universal",
                  "scale" : "3x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "template-rendering-intent" : "template"
              }
            }

            """
        XCTAssertEqual(
            String(
                decoding: try Data(contentsOf: workspace.file("Shortcuts.xcassets/compose.imageset/Contents.json")),
                as: UTF8.self), expected)
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: workspace.file("Shortcuts.xcassets/Contents.json")), as: UTF8.self),
            "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(
                atPath: workspace.file("Shortcuts.xcassets/compose.imageset").path
            ).sorted(),
            ["Contents.json", "compose.png", "compose@2x.png", "compose@3x.png"],
            "no file the Contents.json does not name")
    }

    func testOutputPNGsAreBlackTemplatesWithOnlyTheChunksDecodingNeeds() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        _ = try workspace.build()
        for (file, size) in [("compose.png", 35), ("compose@2x.png", 70), ("compose@3x.png", 105)] {
            let data = try Data(contentsOf: workspace.file("Shortcuts.xcassets/compose.imageset/\(file)"))
            XCTAssertEqual(SamplePNG.chunkTypes(data), ["IHDR", "IDAT", "IEND"], file)
            let png = try PNGImage(data: data)
            XCTAssertEqual(png.header.width, size)
            XCTAssertEqual(png.header.height, size)
            XCTAssertEqual(png.header.colorType, .grayAlpha)
            let raster = png.raster
            for index in 0..<(size * size) {
                XCTAssertEqual(raster.pixels[index * 4], 0, "colour is black")
            }
            let scale = size / 35
            XCTAssertEqual(raster.alpha(x: 5 * scale, y: 5 * scale), 255)
            XCTAssertEqual(raster.alpha(x: 20 * scale, y: 20 * scale), 0)
        }
    }

    func testShortcutItemsPlistReadsBackWithApplesKeys() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add(
            "items.json",
            """
            { "items": [
              { "type": "com.example.compose", "title": "New Message", "subtitle": "To anyone", "glyph": "compose",
                "userInfo": { "tab": "inbox", "count": 3, "flag": true } },
              { "type": "com.example.search", "title": "Search", "systemIcon": "taskCompleted" },
              { "type": "com.example.star", "title": "Favorites", "symbol": "star.fill" }
            ] }
            """)
        let report = try workspace.build(items: "items.json")
        XCTAssertEqual(report.errorCount, 0, "\(report.findings)")
        let data = try Data(contentsOf: workspace.file("ShortcutItems.plist"))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).hasPrefix("<?xml"), "an XML property list")
        let root = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let items = try XCTUnwrap(root["UIApplicationShortcutItems"] as? [[String: Any]])
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0]["UIApplicationShortcutItemType"] as? String, "com.example.compose")
        XCTAssertEqual(items[0]["UIApplicationShortcutItemTitle"] as? String, "New Message")
        XCTAssertEqual(items[0]["UIApplicationShortcutItemSubtitle"] as? String, "To anyone")
        XCTAssertEqual(items[0]["UIApplicationShortcutItemIconFile"] as? String, "compose")
        let userInfo = try XCTUnwrap(items[0]["UIApplicationShortcutItemUserInfo"] as? [String: Any])
        XCTAssertEqual(userInfo["tab"] as? String, "inbox")
        XCTAssertEqual(userInfo["count"] as? Int, 3)
        XCTAssertEqual(userInfo["flag"] as? Bool, true)
        XCTAssertEqual(
            items[1]["UIApplicationShortcutItemIconType"] as? String, "UIApplicationShortcutIconTypeTaskCompleted")
        XCTAssertNil(items[1]["UIApplicationShortcutItemIconFile"])
        XCTAssertEqual(items[2]["UIApplicationShortcutItemIconSymbolName"] as? String, "star.fill")

        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        XCTAssertEqual(manifest.glyphs["compose"]?.usedBy, ["com.example.compose"])
        XCTAssertEqual(manifest.glyphs["compose"]?.outputs.map(\.pixels), [35, 70, 105])
        XCTAssertEqual(manifest.glyphs["compose"]?.source.sha256, SHA256.hex(Data(SampleSVG.square.utf8)))
    }

    func testOneBadGlyphNeverStopsTheOthers() throws {
        let workspace = try Workspace(self)
        try workspace.add("good.svg", SampleSVG.square)
        try workspace.add("broken.svg", "<svg><rect")
        try workspace.add("truncated.png", data: try SamplePNG.leftBlock(size: 120, opaqueColumns: 60).prefix(60))
        try workspace.add("notapng.png", "hello")
        try workspace.add("colour.svg", SampleSVG.twoColours)
        try workspace.add("empty.svg", SampleSVG.empty)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["good"])
        XCTAssertEqual(Set(report.failed), ["broken", "truncated", "notapng", "colour", "empty"])
        let byPath = Dictionary(grouping: report.findings.filter { $0.severity == .error }) {
            ($0.path as NSString).lastPathComponent
        }
        XCTAssertEqual(byPath["broken.svg"]?.first?.rule, .svgInvalid)
        XCTAssertEqual(
            byPath["truncated.png"]?.first?.message, "not a usable PNG: file is truncated; export the image again")
        XCTAssertEqual(
            byPath["notapng.png"]?.first?.message,
            "not a usable PNG: not a PNG file (wrong signature); export the image again")
        XCTAssertEqual(byPath["colour.svg"]?.first?.rule, .notMonochrome)
        XCTAssertEqual(byPath["empty.svg"]?.first?.rule, .alphaTransparent)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/good.imageset/good@3x.png").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/broken.imageset").path))
        let leftovers = try workspace.snapshot().keys.filter { $0.contains(".quickglyph-") }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    func testInvalidAndClashingNamesAreErrorsNamingBothFiles() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add("compose.png", data: try SamplePNG.leftBlock(size: 105, opaqueColumns: 50))
        try workspace.add("star@2x.svg", SampleSVG.square)
        try workspace.add(".hidden.svg", SampleSVG.square)
        try workspace.add("fine.svg", SampleSVG.square)
        let report = try workspace.build()
        let messages = report.findings.map { "\(($0.path as NSString).lastPathComponent): \($0.message)" }
        XCTAssertTrue(
            messages.contains { $0.hasPrefix("compose.png: has the same base name as ") && $0.contains("compose.svg") },
            "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.hasPrefix("compose.svg: has the same base name as ") && $0.contains("compose.png") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("star@2x.svg: the name ends in '@2x', a scale suffix") })
        XCTAssertTrue(messages.contains { $0.hasPrefix(".hidden.svg: names starting with a dot") })
        XCTAssertEqual(report.rendered, ["fine"])
    }

    /// A folder of nothing but files it cannot use builds nothing, and says so before the output folder is made.
    func testAFolderOfOnlyUnusableFilesIsAnErrorAndWritesNothing() throws {
        let workspace = try Workspace(self)
        try workspace.add("star@2x.svg", SampleSVG.square)
        try workspace.add("photo.jpg", "not a glyph")
        XCTAssertThrowsError(try workspace.build()) { error in
            guard case let BuildError.noGlyphs(_, recursive, unusable, notes, _) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(recursive)
            XCTAssertEqual(unusable, ["photo.jpg", "star@2x.svg"])
            XCTAssertEqual(notes.count, 2, "\(notes)")
            XCTAssertFalse((error as? BuildError)?.isMisuse ?? true)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.output.path))
    }

    /// A photo or an export saved as JPEG (or GIF, WebP, HEIC) and renamed .png is named for what it is, not for the
    /// PNG signature it lacks.
    func testABitmapOfAnotherFormatNamedPNGIsCalledWhatItIs() throws {
        let workspace = try Workspace(self)
        try workspace.add("good.svg", SampleSVG.square)
        try workspace.add("photo.png", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF\0".utf8))
        try workspace.add("moving.png", data: Data("GIF89a".utf8) + Data(count: 8))
        try workspace.add("web.png", data: Data("RIFF".utf8) + Data([0x24, 0, 0, 0]) + Data("WEBPVP8 ".utf8))
        try workspace.add("camera.png", data: Data([0, 0, 0, 0x18]) + Data("ftypheic".utf8) + Data(count: 8))
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["good"])
        let messages = Dictionary(
            uniqueKeysWithValues: report.findings.filter { $0.rule == .pngInvalid }.map {
                (($0.path as NSString).lastPathComponent, $0.message)
            })
        XCTAssertEqual(
            messages,
            [
                "photo.png": "a JPEG file named as a PNG: export it as a PNG, with transparency",
                "moving.png": "a GIF file named as a PNG: export it as a PNG, with transparency",
                "web.png": "a WebP file named as a PNG: export it as a PNG, with transparency",
                "camera.png": "a HEIC file named as a PNG: export it as a PNG, with transparency",
            ])
    }

    /// "titel" is one mistake: the did-you-mean, not that and "title: missing" besides; likewise an icon field.
    func testAMisspeltRequiredFieldIsOneErrorWithItsDidYouMean() {
        let parsed = ItemsFile.parse(
            Data(
                """
                { "items": [
                  { "type": "a", "titel": "A", "systemIcon": "search" },
                  { "type": "b", "title": "B", "glyf": "x" },
                  { "title": "C", "glyph": "x" }
                ] }
                """.utf8))
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                "items[0].titel: unknown field; did you mean \"title\"?",
                "items[1].glyf: unknown field; did you mean \"glyph\"?",
                "items[2].type: missing; every item needs \"type\" and \"title\"",
            ])
    }

    func testItemsFileErrorsNameTheItemAndField() throws {
        let parsed = ItemsFile.parse(
            Data(
                """
                { "items": [
                  { "type": "a", "title": "A", "systemIcon": "serach" },
                  { "title": "B", "glyph": "x", "symbol": "y" },
                  { "type": "a", "title": "C", "symbol": "star", "colour": "red" },
                  { "type": 5, "title": "D", "glyph": "x" }
                ] }
                """.utf8))
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                "items[0].systemIcon: \"serach\" is not a system icon; did you mean \"search\"?",
                "items[1].type: missing; every item needs \"type\" and \"title\"",
                "items[1]: \"glyph\" and \"symbol\" both set; give exactly one icon (the system ignores the others)",
                "items[2].colour: unknown field; the fields are type, title, subtitle, userInfo, glyph, systemIcon, symbol, localizations, dynamic, android",
                "items[3].type: must be a string (found a number)",
            ])
        XCTAssertEqual(
            ItemsFile.parse(Data("{\n  \"items\": [ nope ]\n}".utf8)).errors,
            [
                .invalidJSON(
                    reason: "invalid value: a string takes double quotes: \"nope\"",
                    position: SourcePosition(line: 2, column: 14))
            ])
        // A file that ends too soon: where it ends, and what is still open there.
        XCTAssertEqual(
            ItemsFile.parse(Data("{\n  \"items\": [ { \"type\": \"a\" }\n\n".utf8)).errors,
            [
                .invalidJSON(
                    reason: "the file ends before everything opened is closed: ]} is missing here",
                    position: SourcePosition(line: 2, column: 29))
            ])
        XCTAssertEqual(
            ItemsFile.parse(Data("{ \"items\": [ { \"type\": \"a".utf8)).errors,
            [
                .invalidJSON(
                    reason: "the file ends inside a string: a closing \" is missing",
                    position: SourcePosition(line: 1, column: 26))
            ])
        XCTAssertEqual(
            ItemsFile.parse(Data(" \n".utf8)).errors,
            [.invalidJSON(reason: "the file is empty", position: SourcePosition(line: 1, column: 1))])
        XCTAssertEqual(
            ItemsFile.parse(Data(#"{ "items": 5 }"#.utf8)).errors.map(\.description),
            [#"the items file must be an object with an "items" array (found an object whose "items" is a number)"#])
    }

    func testUnknownGlyphInItemsIsAnErrorAndNoPlistIsWritten() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add("items.json", #"{ "items": [ { "type": "a", "title": "A", "glyph": "compse" } ] }"#)
        let report = try workspace.build(items: "items.json")
        XCTAssertEqual(
            report.findings.map(\.rule), [.iconFileUnresolved], "the rule check runs, resolved against the glyph folder"
        )
        XCTAssertTrue(
            report.findings[0].message.hasPrefix(
                "items[0].glyph is \"compse\" but no image has that name (did you mean \"compose\"?)"),
            report.findings[0].message)
        XCTAssertEqual(report.findings[0].position, SourcePosition(line: 1, column: 43), "at the \"glyph\" key")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.file("ShortcutItems.plist").path))
    }

    func testSameInputGivesSameBytesWhateverTheJobCount() throws {
        let one = try Workspace(self), many = try Workspace(self)
        for workspace in [one, many] {
            try workspace.add("a.svg", SampleSVG.square)
            try workspace.add("b.svg", SampleSVG.wide)
            try workspace.add("c.svg", SampleSVG.noSize)
            try workspace.add("d.png", data: try SamplePNG.leftBlock(size: 210, opaqueColumns: 99))
        }
        _ = try one.build(jobs: 1)
        _ = try many.build(jobs: 4)
        let first = try one.snapshot(), second = try many.snapshot()
        XCTAssertEqual(Set(first.keys), Set(second.keys))
        for (path, data) in first where path != "manifest.json" {
            XCTAssertEqual(data, second[path], path)
        }
        // The manifest differs only in where the sources were.
        let strip = { (data: Data, root: URL) in
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: root.path, with: "ROOT")
        }
        XCTAssertEqual(strip(first["manifest.json"]!, one.root), strip(second["manifest.json"]!, many.root))
    }

    func testRebuildWithNothingChangedRendersAndRewritesNothing() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.wide)
        _ = try workspace.build()
        let png = workspace.file("Shortcuts.xcassets/a.imageset/a@2x.png")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: png.path)
        try FileManager.default.setAttributes(
            [.modificationDate: past], ofItemAtPath: workspace.file("manifest.json").path)

        let second = try workspace.build()
        XCTAssertEqual(second.rendered, [])
        XCTAssertEqual(second.skipped, ["a", "b"])
        XCTAssertEqual(second.writtenFiles, [])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date, past)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: workspace.file("manifest.json").path)[.modificationDate]
                as? Date, past)

        try workspace.add("b.svg", SampleSVG.wide + "<!-- changed -->")
        let third = try workspace.build()
        XCTAssertEqual(third.rendered, ["b"])
        XCTAssertEqual(third.skipped, ["a"])

        let fourth = try workspace.build(options: OutputOptions(fit: .glyph))
        XCTAssertEqual(fourth.rendered, ["a", "b"], "an option that changes pixels rebuilds everything")
    }

    func testRemovedGlyphLosesItsImagesetButUserFilesStay() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.square)
        _ = try workspace.build()
        let userFile = workspace.file("Shortcuts.xcassets/mine.imageset/Contents.json")
        try FileManager.default.createDirectory(
            at: userFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: userFile)
        try FileManager.default.removeItem(at: workspace.glyphs.appendingPathComponent("b.svg"))

        let report = try workspace.build()
        XCTAssertEqual(report.removedFiles.count, 4)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/b.imageset").path))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/a.imageset/a.png").path))
        XCTAssertEqual(
            try Data(contentsOf: userFile), Data("{}".utf8), "a file quickglyph did not make is never touched")
    }

    func testFileInTheWayThatQuickglyphDidNotMakeIsNotOverwritten() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        let theirs = workspace.file("Shortcuts.xcassets/a.imageset/a@2x.png")
        try FileManager.default.createDirectory(
            at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("their file".utf8).write(to: theirs)
        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["a"])
        XCTAssertTrue(
            report.findings.first?.message.contains("a@2x.png is in the way and was not made by quickglyph") ?? false,
            "\(report.findings)")
        XCTAssertEqual(try Data(contentsOf: theirs), Data("their file".utf8))
    }

    func testCorruptManifestMeansAFullRebuild() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        // Cut short (a disk that filled, a bad copy): still recognisably quickglyph's.
        let whole = try Data(contentsOf: workspace.file("manifest.json"))
        try whole.prefix(whole.count / 2).write(to: workspace.file("manifest.json"))
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["a"])
        XCTAssertEqual(report.findings.map(\.rule), [.manifestUnreadable])
        XCTAssertNotNil(Manifest.read(from: workspace.file("manifest.json")))

        // A hand-edited source hash cannot make a wrong skip.
        var manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        manifest.glyphs["a"]?.source.sha256 = String(repeating: "0", count: 64)
        try JSONFormatting.encode(manifest).write(to: workspace.file("manifest.json"))
        XCTAssertEqual(try workspace.build().rendered, ["a"])

        // Nor can an output that was cut short or deleted since.
        try Data("short".utf8).write(to: workspace.file("Shortcuts.xcassets/a.imageset/a@2x.png"))
        XCTAssertEqual(try workspace.build().rendered, ["a"])
        try FileManager.default.removeItem(at: workspace.file("Shortcuts.xcassets/a.imageset/a.png"))
        XCTAssertEqual(try workspace.build().rendered, ["a"])
        XCTAssertEqual(try workspace.png("Shortcuts.xcassets/a.imageset/a.png").header.width, 35)
    }

    func testUnchangedGlyphsReportTheSameFindingsOnEveryBuild() throws {
        let workspace = try Workspace(self)
        try workspace.add("colour.svg", SampleSVG.twoColours)
        // Drawn edge to edge: larger than the HIG's 30 pt, a warning (under viewbox; auto would scale it).
        try workspace.add("full.svg", SampleSVG.wide)
        let first = try workspace.build(options: OutputOptions(fit: .viewbox))
        let second = try workspace.build(options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(second.rendered, [])
        XCTAssertEqual(second.skipped, ["full"])
        XCTAssertEqual(second.failed, ["colour"])
        XCTAssertEqual(second.findings, first.findings)
        XCTAssertTrue(second.findings.contains { $0.rule == .notMonochrome && $0.severity == .error })
        XCTAssertTrue(second.findings.contains { $0.rule == .glyphTooLarge && $0.severity == .warning })
        try workspace.add("colour.svg", SampleSVG.square)
        let third = try workspace.build(options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(third.rendered, ["colour"], "a fixed glyph is rendered again")
        XCTAssertEqual(third.failed, [])
    }

    func testStreamedManifestIsTheSameJSONAsEncodingItWhole() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.wide)
        try workspace.add("c.svg", SampleSVG.twoColours)
        try workspace.add(
            "items.json",
            #"{ "items": [ { "type": "a/b", "title": "Ä \"quoted\"", "glyph": "a" }, { "type": "s", "title": "S", "systemIcon": "search" } ] }"#
        )
        _ = try workspace.build(items: "items.json")
        let written = try Data(contentsOf: workspace.file("manifest.json"))
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        XCTAssertEqual(manifest.glyphs.keys.sorted(), ["a", "b"])
        XCTAssertEqual(manifest.refused.keys.sorted(), ["c"])
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self),
            String(decoding: try JSONFormatting.encode(manifest), as: UTF8.self))
    }

    func testBrokenLinkIsReportedAsUnreadableAndFoldersAreNotGlyphs() throws {
        let workspace = try Workspace(self)
        try workspace.add("good.svg", SampleSVG.square)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.glyphs.appendingPathComponent("gone.svg").path,
            withDestinationPath: "/nonexistent/gone.svg")
        try FileManager.default.createDirectory(
            at: workspace.glyphs.appendingPathComponent("folder.svg"), withIntermediateDirectories: true)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["good"])
        XCTAssertEqual(report.failed, ["gone"])
        // A folder named like a glyph is named as a folder, not built.
        XCTAssertEqual(report.findings.map(\.rule), [.fileSkipped, .unreadable])
        XCTAssertTrue(report.findings[0].path.hasSuffix("/folder.svg"))
        let finding = report.findings[1]
        XCTAssertTrue(finding.path.hasSuffix("/gone.svg"))
        XCTAssertTrue(finding.message.hasPrefix("cannot read the file: "), finding.message)
    }

    func testTheSampleHandoffBuildsCleanlyAndPassesCheck() throws {
        let glyphs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("glyphs")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("qg-sample-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let report = try BuildPipeline(
            configuration: BuildConfiguration(
                glyphsDisplayPath: glyphs.path, outputDisplayPath: out.path,
                itemsDisplayPath: glyphs.appendingPathComponent("shortcuts.json").path)
        ).run()
        XCTAssertEqual(report.errorCount, 0, "\(report.findings)")
        XCTAssertEqual(report.rendered.count, 3)
        // Every glyph used and each fitting as drawn: the sample's build says nothing (issue 43).
        XCTAssertEqual(report.findings, [])
        let manifest = try XCTUnwrap(Manifest.read(from: out.appendingPathComponent("manifest.json")))
        XCTAssertEqual(manifest.items.count, 4)
        XCTAssertEqual(manifest.glyphs["compose"]?.usedBy, ["$(PRODUCT_BUNDLE_IDENTIFIER).compose"])
        XCTAssertEqual(
            manifest.glyphs["heart"]?.usedBy, ["$(PRODUCT_BUNDLE_IDENTIFIER).favorites"], "the dynamic item's")
        let audit = try Auditor().check(paths: [out.path])
        XCTAssertEqual(audit.findings.filter { $0.severity != .info }, [])
    }

    func testEverythingBuildWritesPassesCheck() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.wide)
        try workspace.add(
            "items.json",
            #"{ "items": [ { "type": "a", "title": "Compose", "glyph": "a" }, { "type": "b", "title": "Wide", "glyph": "b" } ] }"#
        )
        let build = try workspace.build(items: "items.json")
        XCTAssertEqual(build.errorCount, 0)
        let report = try Auditor().check(paths: [workspace.output.path])
        XCTAssertEqual(report.findings.filter { $0.severity == .error }, [])
        XCTAssertFalse(
            report.findings.contains { $0.rule == .noCustomIcon }, "the plist names both glyphs, so both were judged")
    }
}

extension BuildPipelineTests {
    /// A stale output that cannot be deleted is reported and stays quickglyph's, so a later build deletes it.
    func testAFailedDeleteIsReportedAndTheFileStaysOwned() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.square)
        _ = try workspace.build()
        try FileManager.default.removeItem(at: workspace.glyphs.appendingPathComponent("b.svg"))

        // Root may delete any file, so the refusal comes through the pipeline's file-removal seam.
        var pipeline = BuildPipeline(configuration: workspace.configuration())
        pipeline.removeFile = { url in
            guard !url.path.contains("b.imageset/b@2x.png") else { throw CocoaError(.fileWriteNoPermission) }
            try FileManager.default.removeItem(at: url)
        }
        let failed = try pipeline.run()
        let stale = workspace.file("Shortcuts.xcassets/b.imageset/b@2x.png")
        XCTAssertEqual(failed.findings.map(\.rule), [.deleteFailed])
        XCTAssertEqual(failed.findings.first?.path, stale.path)
        XCTAssertEqual(failed.findings.first?.severity, .error)
        XCTAssertEqual(
            failed.findings.first?.message,
            "no longer produced, but it cannot be deleted: permission denied; the next build tries again")
        XCTAssertEqual(
            failed.removedFiles.sorted(),
            [
                "Shortcuts.xcassets/b.imageset/Contents.json",
                "Shortcuts.xcassets/b.imageset/b.png", "Shortcuts.xcassets/b.imageset/b@3x.png",
            ])
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale.path))
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        XCTAssertTrue(
            manifest.files.contains { $0.path == "Shortcuts.xcassets/b.imageset/b@2x.png" }, "still quickglyph's")

        let retried = try workspace.build()
        XCTAssertEqual(retried.findings, [])
        XCTAssertEqual(retried.removedFiles, ["Shortcuts.xcassets/b.imageset/b@2x.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/b.imageset").path))
    }

    /// A manifest whose paths leave the output folder (a hostile pull request) is not trusted.
    func testAManifestNamingFilesOutsideTheOutputFolderIsUnreadable() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        let precious = workspace.root.appendingPathComponent("precious.txt")
        let bytes = Data("keep me".utf8)
        try bytes.write(to: precious)
        for path in ["../precious.txt", precious.path, "Shortcuts.xcassets/../../precious.txt", "./x", ""] {
            var manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")), path)
            manifest.files.append(Manifest.File(path: path, sha256: SHA256.hex(bytes), bytes: bytes.count))
            try JSONFormatting.encode(manifest).write(to: workspace.file("manifest.json"))
            XCTAssertNil(Manifest.read(from: workspace.file("manifest.json")), path)
            let report = try workspace.build()
            XCTAssertEqual(report.findings.map(\.rule), [.manifestUnreadable], path)
            XCTAssertEqual(try Data(contentsOf: precious), bytes, path)
        }
    }
}

extension BuildPipelineTests {
    /// Artwork the build does not take, and sub-folders, are named in a note; other files are not glyph material.
    func testWhatBuildDoesNotTakeIsNamed() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("photo.JPG", data: Data([0xFF, 0xD8, 0xFF]))
        try workspace.add("notes.txt", "not artwork")
        try FileManager.default.createDirectory(
            at: workspace.glyphs.appendingPathComponent("more"), withIntermediateDirectories: true)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["a"])
        let glyphs = workspace.glyphs.path
        XCTAssertEqual(
            report.findings.map {
                "\($0.severity.diagnosticWord) \($0.path.replacingOccurrences(of: glyphs, with: "G")): \($0.message)"
            },
            [
                "note G/more: a folder: only the files directly in the glyph folder are built (.svg, .pdf, .png), "
                    + "not sub-folders; pass --recursive to read its glyphs too, or move them up",
                "note G/photo.JPG: a .jpg file is not a glyph source (quickglyph builds .svg, .pdf, .png); export it as SVG, or as PNG with transparency",
            ])
    }
}

extension BuildPipelineTests {
    /// A FIFO named as the items file is reported, not read: the build must not block on it.
    func testAFIFOAsTheItemsFileDoesNotBlockTheBuild() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        let fifo = workspace.glyphs.appendingPathComponent("items.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let done = expectation(description: "the build returns")
        let report = ResultBox()
        DispatchQueue.global().async {
            report.value = try? workspace.build(items: "items.json")
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        let findings = try XCTUnwrap(report.value).findings
        XCTAssertEqual(findings.map(\.rule), [.shortcutsInvalid])
        XCTAssertEqual(findings.first?.message, "cannot read the items file: not a regular file")
    }
}

/// A build's report handed from the thread that ran it.
private final class ResultBox: @unchecked Sendable {
    var value: BuildReport?
}

extension BuildPipelineTests {
    /// A dynamic item is made in code: the fragment for Info.plist leaves it out,
    /// and the manifest says which items are dynamic and translated.
    func testDynamicItemsStayOutOfThePlistFragment() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add(
            "items.json",
            """
            { "items": [
              { "type": "a", "title": "New", "glyph": "compose", "localizations": { "de": { "title": "Neu" } } },
              { "type": "b", "title": "Recent", "symbol": "clock", "dynamic": true }
            ] }
            """)
        let report = try workspace.build(items: "items.json")
        XCTAssertEqual(report.errorCount, 0, report.findings.map(\.message).joined(separator: "\n"))
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: workspace.file("ShortcutItems.plist")), format: nil)
        let items = try XCTUnwrap((plist as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["UIApplicationShortcutItemType"] as? String }, ["a"])
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        XCTAssertEqual(manifest.items.map(\.dynamic), [nil, true])
        XCTAssertEqual(manifest.items.map(\.languages), [["de"], nil])
    }
}
