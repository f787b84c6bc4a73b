import QuickGlyphModel
import XCTest

/// The one place `@2x` names are made and read.
final class AssetNamingTests: XCTestCase {
    func testFileNamesAtEachScale() {
        XCTAssertEqual(
            GlyphGeometry.scales.map { AssetNaming.filename(name: "compose", scale: $0) },
            ["compose.png", "compose@2x.png", "compose@3x.png"])
        XCTAssertEqual(AssetNaming.imagesetFolder(name: "compose"), "compose.imageset")
        XCTAssertEqual(AssetNaming.catalogFolder(name: "Shortcuts"), "Shortcuts.xcassets")
        XCTAssertEqual(AssetNaming.scaleString(3), "3x")
    }

    func testScalesAndBaseNamesAreReadBack() {
        XCTAssertEqual(AssetNaming.scale(fromFilename: "a/b/compose@3x.png"), 3)
        XCTAssertEqual(AssetNaming.scale(fromFilename: "compose@1x.png"), 1)
        XCTAssertNil(AssetNaming.scale(fromFilename: "compose.png"), "a loose file's scale is unknown")
        XCTAssertNil(AssetNaming.scale(fromFilename: "compose@4x.png"))
        XCTAssertEqual(AssetNaming.baseName(of: "dir/compose@2x.png"), "compose")
        XCTAssertEqual(AssetNaming.baseName(of: "compose.png"), "compose")
        XCTAssertEqual(AssetNaming.scale(fromString: "2x"), 2)
        XCTAssertNil(AssetNaming.scale(fromString: "4x"))
    }

    func testScaleSuffixes() {
        XCTAssertEqual(AssetNaming.scaleSuffix(of: "compose@2x"), "@2x")
        XCTAssertEqual(AssetNaming.scaleSuffix(of: "compose@1.5x"), "@1.5x")
        XCTAssertNil(AssetNaming.scaleSuffix(of: "compose@x"))
        XCTAssertNil(AssetNaming.scaleSuffix(of: "compose@2"))
        XCTAssertNil(AssetNaming.scaleSuffix(of: "mail@box"))
        XCTAssertNil(AssetNaming.scaleSuffix(of: "compose@1.x"))
        XCTAssertNil(AssetNaming.scaleSuffix(of: "compose@2X"), "an app's files are read as iOS names scales")
        XCTAssertEqual(AssetNaming.scaleSuffix(of: "compose@2X", anyCase: true), "@2X")
    }

    func testAHandoffPNGsScaleComesFromItsName() {
        XCTAssertEqual(AssetNaming.drawnScale(of: "star@2x").map { "\($0.base) \($0.scale)" }, "star 2")
        XCTAssertEqual(AssetNaming.drawnScale(of: "star@3X").map { "\($0.base) \($0.scale)" }, "star 3")
        XCTAssertNil(AssetNaming.drawnScale(of: "star@1x").map(\.scale), "the @1x file is named plainly")
        XCTAssertNil(AssetNaming.drawnScale(of: "star@4x").map(\.scale))
        XCTAssertNil(AssetNaming.drawnScale(of: "star").map(\.scale))
        XCTAssertTrue(AssetNaming.isIPadVariant("star@2x~iPad"))
        XCTAssertFalse(AssetNaming.isIPadVariant("ipad"))
    }

    func testCanvasGeometry() {
        XCTAssertEqual(
            GlyphGeometry.scales.map { GlyphGeometry.canvasPixels(scale: $0, higSizes: false) }, [35, 70, 105])
        XCTAssertEqual(GlyphGeometry.canvasPixels(scale: 3, higSizes: true), 104)
        XCTAssertEqual(GlyphGeometry.scale(forSize: 104, higSizes: true), 3)
        XCTAssertNil(GlyphGeometry.scale(forSize: 104, higSizes: false))
        // A square glyph is 27 pt; a 4:1 one reaches the 30 pt cap.
        XCTAssertEqual(
            GlyphGeometry.glyphBox(inkWidth: 10, inkHeight: 10, canvas: 35), Rect(x: 4, y: 4, width: 27, height: 27))
        XCTAssertEqual(GlyphGeometry.glyphBox(inkWidth: 40, inkHeight: 10, canvas: 70).width, 60)
    }
}
