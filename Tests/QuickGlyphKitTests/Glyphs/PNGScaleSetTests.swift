import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The iOS handoff of `star.png`, `star@2x.png` and `star@3x.png`: one glyph,
/// each scale from the file drawn for it, the set checked as one.
final class PNGScaleSetTests: XCTestCase {
    /// A disc of `radius` (a share of the edge) in the middle of a `size` px square; `hinted`
    /// snaps every pixel to fully in or out, as a designer hints a small size by hand.
    private func disc(size: Int, radius: Double = 0.35, hinted: Bool = false) -> AlphaMask {
        var mask = AlphaMask(width: size, height: size)
        let samples = 4
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let u = (Double(x) + (Double(sx) + 0.5) / Double(samples)) / Double(size) - 0.5
                        let v = (Double(y) + (Double(sy) + 0.5) / Double(samples)) / Double(size) - 0.5
                        if u * u + v * v <= radius * radius { inside += 1 }
                    }
                }
                let coverage = Double(inside) / Double(samples * samples)
                mask[x, y] = hinted ? (coverage >= 0.5 ? 255 : 0) : UInt8((coverage * 255).rounded())
            }
        }
        return mask
    }

    /// A square the set's disc would sit in, filled: another drawing.
    private func square(size: Int) -> AlphaMask {
        var mask = AlphaMask(width: size, height: size)
        let inset = size * 3 / 10
        for y in inset..<(size - inset) { for x in inset..<(size - inset) { mask[x, y] = 255 } }
        return mask
    }

    private func png(_ mask: AlphaMask) throws -> Data { try TemplatePNGEncoder().encode(mask) }

    /// The mask in a straight colour other than black.
    private func png(_ mask: AlphaMask, red: UInt8, green: UInt8, blue: UInt8) throws -> Data {
        var pixels = [UInt8](repeating: 0, count: mask.values.count * 4)
        for (index, alpha) in mask.values.enumerated() {
            // Premultiplied, as a Raster holds it.
            pixels[index * 4] = UInt8((Int(red) * Int(alpha) + 127) / 255)
            pixels[index * 4 + 1] = UInt8((Int(green) * Int(alpha) + 127) / 255)
            pixels[index * 4 + 2] = UInt8((Int(blue) * Int(alpha) + 127) / 255)
            pixels[index * 4 + 3] = alpha
        }
        return try RGBAPNGEncoder().encode(Raster(width: mask.width, height: mask.height, pixels: pixels))
    }

    private func output(_ workspace: Workspace, _ file: String) throws -> AlphaMask {
        try workspace.png("Shortcuts.xcassets/star.imageset/" + file).raster.alphaMask
    }

    private func messages(_ report: BuildReport) -> [String] {
        report.findings.map { "\(($0.path as NSString).lastPathComponent): \($0.message)" }
    }

    func testThreeScalesAreOneGlyphEachWrittenFromItsOwnFile() throws {
        let workspace = try Workspace(self)
        let drawn = [1: disc(size: 35, hinted: true), 2: disc(size: 70), 3: disc(size: 105)]
        try workspace.add("star.png", data: png(drawn[1]!))
        try workspace.add("star@2x.png", data: png(drawn[2]!))
        try workspace.add("star@3x.png", data: png(drawn[3]!))
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["star"])
        XCTAssertEqual(messages(report), [])
        for scale in [1, 2, 3] {
            XCTAssertEqual(
                try output(workspace, AssetNaming.filename(name: "star", scale: scale)), drawn[scale]!,
                "the @\(scale)x output is the @\(scale)x file's alpha, pixel for pixel")
        }
        // The hinting is the 1x file's own: drawn from the 3x it would have soft edges.
        XCTAssertNotEqual(try output(workspace, "star.png"), disc(size: 35))
    }

    func testAScaleWithNoFileIsDrawnFromTheLargest() throws {
        let workspace = try Workspace(self)
        let one = disc(size: 35, hinted: true)
        let three = try png(disc(size: 105))
        try workspace.add("star.png", data: png(one))
        try workspace.add("star@3x.png", data: three)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["star"])
        XCTAssertEqual(messages(report), [])
        XCTAssertEqual(try output(workspace, "star.png"), one)
        // What the 3x file alone gives at @2x: resampled from it, not from the 1x.
        let alone = try GlyphConverter(options: OutputOptions(fit: .viewbox)).convert(
            data: three, kind: .png, path: "star@3x.png", baseDirectory: nil)
        let expected = try XCTUnwrap(alone.images.first { $0.scale == 2 }?.mask)
        XCTAssertEqual(try output(workspace, "star@2x.png"), expected)
        XCTAssertNotEqual(expected, disc(size: 70), "resampling is not a second drawing")
    }

    func testUpperCaseScaleSuffixesAreASetToo() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.png", data: png(disc(size: 35)))
        try workspace.add("star@2X.png", data: png(disc(size: 70)))
        try workspace.add("star@3X.png", data: png(disc(size: 105)))
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["star"])
        XCTAssertEqual(messages(report), [])
        XCTAssertEqual(try output(workspace, "star@2x.png"), disc(size: 70))
    }

    func testIPadFilesAreRefusedForWhatTheyAre() throws {
        let workspace = try Workspace(self)
        try workspace.add("star~ipad.png", data: png(disc(size: 35)))
        try workspace.add("star@2x~ipad.png", data: png(disc(size: 70)))
        try workspace.add("moon~iPad.svg", SampleSVG.square)
        // One glyph it can build: a folder of nothing but refused files is an error of its own (BuildPipelineTests).
        try workspace.add("fine.svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["fine"])
        let message =
            "quick actions have no iPad variant, so the file is not used; name it plainly (e.g. 'compose.png')"
        XCTAssertEqual(
            messages(report),
            ["moon~iPad.svg: " + message, "star@2x~ipad.png: " + message, "star~ipad.png: " + message])
        XCTAssertEqual(Set(report.findings.map(\.rule)), [.invalidName])
    }

    func testVectorFilesKeepTheScaleSuffixRefusedAndOtherPNGSuffixesAreNamed() throws {
        let workspace = try Workspace(self)
        try workspace.add("moon@2X.svg", SampleSVG.square)
        try workspace.add("sun@1x.png", data: png(disc(size: 35)))
        try workspace.add("sun@4x.png", data: png(disc(size: 140)))
        // One glyph it can build: a folder of nothing but refused files is an error of its own (BuildPipelineTests).
        try workspace.add("fine.svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["fine"])
        XCTAssertEqual(
            messages(report),
            [
                "moon@2X.svg: the name ends in '@2X', a scale suffix; a vector file draws every scale itself, so give the base name only (e.g. 'compose.svg')",
                "sun@1x.png: the name ends in '@1x', which is not a scale of a PNG set: name the files 'compose.png' (@1x), 'compose@2x.png' and 'compose@3x.png'",
                "sun@4x.png: the name ends in '@4x', which is not a scale of a PNG set: name the files 'compose.png' (@1x), 'compose@2x.png' and 'compose@3x.png'",
            ])
    }

    func testAFileOfTheWrongSizeIsNamedWithBothSizes() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.png", data: png(disc(size: 35)))
        try workspace.add("star@2x.png", data: png(disc(size: 64)))
        try workspace.add("star@3x.png", data: png(disc(size: 105)))
        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["star"])
        let expected = [
            "star@2x.png: the @2x file is 64x64 px, but @2x is twice @1x and star.png is 35x35 px, so it should be 70x70 px; "
                + "export every scale from the same artboard"
        ]
        XCTAssertEqual(messages(report), expected)
        XCTAssertEqual(report.findings.map(\.rule), [.scalesDisagree])
        XCTAssertEqual(report.findings.map(\.severity), [.error])
        // Refused again without rendering, still at the file that is wrong.
        let again = try workspace.build()
        XCTAssertEqual(again.failed, ["star"])
        XCTAssertEqual(messages(again), expected)
        XCTAssertEqual(again.findings.map(\.path), report.findings.map(\.path))
    }

    func testHIGSizesAcceptA104PixelThreeX() throws {
        let workspace = try Workspace(self)
        let three = disc(size: 104)
        try workspace.add("star.png", data: png(disc(size: 35)))
        try workspace.add("star@3x.png", data: png(three))
        let report = try workspace.build(options: OutputOptions(higSizes: true))
        XCTAssertEqual(report.rendered, ["star"])
        XCTAssertEqual(messages(report), [])
        XCTAssertEqual(try output(workspace, "star@3x.png"), three)
    }

    func testAnotherDrawingAtOneScaleIsAnErrorNamingThatFile() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.png", data: png(disc(size: 35, hinted: true)))
        try workspace.add("star@2x.png", data: png(square(size: 70)))
        try workspace.add("star@3x.png", data: png(disc(size: 105)))
        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["star"])
        XCTAssertEqual(
            messages(report),
            [
                "star@2x.png: the @2x image is not the same shape as the @1x and @3x ones (star.png, star@3x.png): scaled to 35 px "
                    + "their alpha differs by 47% of the ink, most around 32,12; export every scale from the same drawing"
            ])
        XCTAssertEqual(report.findings.map(\.rule), [.scalesDisagree])
    }

    func testFilesInDifferentColoursAreNamed() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.png", data: png(disc(size: 35), red: 255, green: 0, blue: 0))
        try workspace.add("star@2x.png", data: png(disc(size: 70)))
        let report = try workspace.build(options: OutputOptions(allowUpscale: true))
        XCTAssertEqual(report.rendered, ["star"])
        XCTAssertEqual(
            messages(report).filter { $0.hasPrefix("star.png") },
            [
                "star.png: the @1x file is drawn in #ff0000 but star@2x.png in #000000: a template keeps only alpha, so both become black, "
                    + "but a set drawn in two colours is usually two exports; export every scale from the same drawing"
            ])
        XCTAssertEqual(report.findings.filter { $0.rule == .scalesDisagree }.map(\.severity), [.warning])
        XCTAssertEqual(try output(workspace, "star.png"), disc(size: 35), "the colour becomes the template's black")
    }

    func testEachFileMeetsTheRulesALonePNGMeets() throws {
        let workspace = try Workspace(self)
        var opaque = AlphaMask(width: 70, height: 70)
        opaque.values = [UInt8](repeating: 255, count: 70 * 70)
        try workspace.add("star.png", data: png(disc(size: 35)))
        try workspace.add("star@2x.png", data: png(opaque))
        try workspace.add("star@3x.png", data: png(disc(size: 105)))
        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["star"])
        XCTAssertEqual(
            report.findings.map { "\(($0.path as NSString).lastPathComponent) \($0.rule.rawValue)" },
            ["star@2x.png alpha-opaque"])
    }

    func testASetTooSmallForAScaleItHasNoFileForNamesTheLargestFile() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.png", data: png(disc(size: 35)))
        try workspace.add("star@2x.png", data: png(disc(size: 70)))
        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["star"])
        XCTAssertEqual(
            messages(report),
            [
                "star@2x.png: the source is 70x70 px but @3x needs 105 px; export it larger (upscaling blurs), or pass --allow-upscale"
            ])
    }

    func testAVectorAndAPNGScaleOfOneNameAreRefusedNamingBoth() throws {
        let workspace = try Workspace(self)
        try workspace.add("star.svg", SampleSVG.square)
        try workspace.add("star@2x.png", data: png(disc(size: 70)))
        // One glyph it can build: a folder of nothing but refused files is an error of its own (BuildPipelineTests).
        try workspace.add("fine.svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["fine"])
        let folder = workspace.glyphs.path
        XCTAssertEqual(
            report.findings.map { "\($0.path): \($0.message)" },
            [
                "\(folder)/star.svg: has the same base name as \(folder)/star@2x.png: each icon-file name must come from one file; remove or rename one",
                "\(folder)/star@2x.png: has the same base name as \(folder)/star.svg: each icon-file name must come from one file; remove or rename one",
            ])
        XCTAssertEqual(Set(report.findings.map(\.rule)), [.duplicateName])
    }

    func testTwoFilesForOneScaleAreAClashAndTheirSetIsNotBuilt() {
        func file(_ name: String, _ scale: Int?) -> GlyphSource {
            GlyphSource(
                name: "star", kind: .png,
                files: [GlyphSourceFile(scale: scale, path: "/g/" + name, displayPath: "g/" + name)])
        }
        let grouping = ScaleSetGrouping(files: [file("star.png", nil), file("star@2X.png", 2), file("star@2x.png", 2)])
        XCTAssertEqual(grouping.sources, [])
        XCTAssertEqual(
            grouping.findings.map { "\($0.path): \($0.message)" },
            [
                "g/star.png: has the same base name as g/star@2X.png: each icon-file name must come from one file; remove or rename one",
                "g/star.png: has the same base name as g/star@2x.png: each icon-file name must come from one file; remove or rename one",
                "g/star@2X.png: has the same base name as g/star@2x.png: each icon-file name must come from one file; remove or rename one",
                "g/star@2x.png: has the same base name as g/star@2X.png: each icon-file name must come from one file; remove or rename one",
            ])
        let apart = ScaleSetGrouping(files: [
            file("star.png", nil),
            GlyphSource(
                name: "star", kind: .png,
                files: [
                    GlyphSourceFile(
                        scale: 2, path: "/g/b/star@2x.png",
                        displayPath: "g/b/star@2x.png")
                ]),
        ])
        XCTAssertEqual(apart.sources, [], "files in two folders are two glyphs of one name, not a set")
        XCTAssertEqual(apart.findings.map(\.path), ["g/star.png", "g/b/star@2x.png"])
        let set = ScaleSetGrouping(files: [file("star.png", nil), file("star@3x.png", 3)])
        XCTAssertEqual(set.sources.map { $0.files.map(\.displayPath) }, [["g/star.png", "g/star@3x.png"]])
        XCTAssertEqual(set.sources.map { $0.files.map(\.scale) }, [[1, 3]])
        XCTAssertEqual(set.sources.first?.displayPath, "g/star@3x.png", "the largest scale is the primary")
    }

    func testTheManifestAndTheFileListNameEveryFileOfTheSet() throws {
        let workspace = try Workspace(self)
        let files = [
            "star.png": try png(disc(size: 35, hinted: true)), "star@2x.png": try png(disc(size: 70)),
            "star@3x.png": try png(disc(size: 105)),
        ]
        for (name, data) in files { try workspace.add(name, data: data) }
        var configuration = workspace.configuration()
        configuration.fileListFolder = workspace.root.appendingPathComponent("BuildPhase")
        configuration.sourceRoot = workspace.root
        _ = try BuildPipeline(configuration: configuration).run()
        let source = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json"))?.glyphs["star"]?.source)
        let folder = workspace.glyphs.path
        XCTAssertEqual(source.path, folder + "/star@3x.png")
        XCTAssertEqual(source.sha256, SHA256.hex(files["star@3x.png"]!))
        XCTAssertEqual(
            source.scales,
            [1, 2, 3].map { scale in
                let name = AssetNaming.filename(name: "star", scale: scale)
                return Manifest.ScaleFile(
                    scale: scale, path: folder + "/" + name, sha256: SHA256.hex(files[name]!), bytes: files[name]!.count
                )
            })
        let inputs = try String(
            contentsOf: workspace.root.appendingPathComponent("BuildPhase/quickglyph-inputs.xcfilelist"),
            encoding: .utf8)
        XCTAssertEqual(
            inputs,
            """
            $(SRCROOT)/glyphs
            $(SRCROOT)/glyphs/star.png
            $(SRCROOT)/glyphs/star@2x.png
            $(SRCROOT)/glyphs/star@3x.png

            """)
    }

    func testAManifestWithoutScaleSetsStillReads() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.file("manifest.json"))) as? [String: Any]
        let glyph = (json?["glyphs"] as? [String: Any])?["a"] as? [String: Any]
        XCTAssertEqual(
            (glyph?["source"] as? [String: Any]).map { $0.keys.sorted() }, ["bytes", "path", "sha256"],
            "a glyph from one file records no set: the manifest reads as it did")
        XCTAssertEqual(try workspace.build().skipped, ["a"])
    }

    func testChangingOneFileOfASetRebuildsThatGlyphAlone() throws {
        for options in [OutputOptions(), OutputOptions(fit: .viewbox)] {
            let workspace = try Workspace(self)
            try workspace.add("star.png", data: png(disc(size: 35, hinted: true)))
            try workspace.add("star@2x.png", data: png(disc(size: 70)))
            try workspace.add("star@3x.png", data: png(disc(size: 105)))
            try workspace.add("other.svg", SampleSVG.square)
            XCTAssertEqual(try workspace.build(options: options).rendered, ["other", "star"], "\(options.fit)")
            XCTAssertEqual(try workspace.build(options: options).skipped, ["other", "star"], "\(options.fit)")

            let redrawn = disc(size: 70, hinted: true)
            try workspace.add("star@2x.png", data: png(redrawn))
            let report = try workspace.build(options: options)
            XCTAssertEqual(report.rendered, ["star"], "\(options.fit)")
            XCTAssertEqual(report.skipped, ["other"], "\(options.fit)")
            XCTAssertEqual(try output(workspace, "star@2x.png"), redrawn)

            // A file taken out of the set is a change too: @1x is then drawn from the 3x file.
            try FileManager.default.removeItem(at: workspace.glyphs.appendingPathComponent("star.png"))
            XCTAssertEqual(try workspace.build(options: options).rendered, ["star"], "\(options.fit)")
            XCTAssertNotEqual(try output(workspace, "star.png"), disc(size: 35, hinted: true))
        }
    }

    func testARequestCarryingASetCrossesThePipeWhole() throws {
        let set = [
            DrawnScale(scale: 1, data: Data([1, 2]), path: "g/star.png"),
            DrawnScale(scale: 3, data: Data([3]), path: "g/star@3x.png"),
        ]
        let request = ConversionRequest(
            data: Data(), kind: .png, path: "g/star@3x.png", baseDirectory: nil, options: OutputOptions(),
            scaleSet: set)
        let decoded = try JSONDecoder().decode(ConversionRequest.self, from: JSONEncoder.frames.encode(request))
        XCTAssertEqual(decoded.scaleSet, set)
        XCTAssertEqual(decoded.primaryData, Data([3]), "the largest file is what a measure reads")
    }
}
