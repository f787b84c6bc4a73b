import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphAndroid
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// `build --preview`'s menu as an SVG, before librsvg draws it: which items are rows,
/// in which order, and what the footnotes say. The pixels are BuildPreviewTests'.
final class MenuPreviewTests: XCTestCase {
    /// A 70 px square of ink: any glyph will do for the layout.
    private static let square: AlphaMask = {
        var mask = AlphaMask(width: 70, height: 70)
        for y in 10..<60 { for x in 10..<60 { mask.values[y * 70 + x] = 255 } }
        return mask
    }()

    private func item(
        _ title: String, dynamic: Bool = false, icon: QuickActionIcon? = nil, subtitle: String? = nil
    ) -> QuickAction {
        QuickAction(
            type: "com.example.\(title.lowercased())", title: title, subtitle: subtitle,
            icon: icon ?? .file(title.lowercased()), isDynamic: dynamic)
    }

    /// Every `<text>` of the document, in document order.
    private func texts(_ preview: MenuPreview) throws -> [String] {
        let document = try XMLDocument(data: preview.svg())
        return try document.nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue ?? "" }
    }

    /// Six items, two of them dynamic and first in the file: the phone shows the four
    /// static ones, in the file's order, and the footnote names the two it does not.
    func testSixItemsAreTheFourThePhoneShowsAndAFootnoteNamingTheOthers() throws {
        let items = [
            item("Bookmark", dynamic: true), item("Compose"), item("Scan", subtitle: "QR or barcode"),
            item("Send", dynamic: true), item("Search", icon: .system(.search)), item("Like"),
        ]
        let preview = MenuPreview(items: items) { _ in Self.square }
        XCTAssertEqual(preview.rows.map(\.title), ["Compose", "Scan", "Search", "Like"])
        XCTAssertEqual(preview.leftOut, ["Bookmark", "Send"])
        let panel = [
            "Compose", "Scan", "QR or barcode", "Search", "Like",
            "3. system icon search \u{2248}", "(\u{2248} iOS’s own icon, drawn approximately)",
            "2 more not shown: iOS shows at most 4", "(Bookmark, Send)",
        ]
        // Each panel: its caption, the "≈" by the system icon's lookalike, the labels, the footnotes.
        XCTAssertEqual(try texts(preview), ["Light", "\u{2248}"] + panel + ["Dark", "\u{2248}"] + panel)
        // Four rows (48, 60, 48, 48) and four footnote lines, under a 24 pt margin and the 26 pt caption.
        XCTAssertEqual(preview.size.height, Double(24 + 26 + 204 + 10 + 4 * 15 + 24))
    }

    func testFourItemsHaveNoFootnoteAboutOthers() throws {
        let preview = MenuPreview(items: [item("A"), item("B", dynamic: true), item("C"), item("D")]) { _ in Self.square
        }
        XCTAssertEqual(preview.rows.map(\.title), ["A", "C", "D", "B"])
        XCTAssertEqual(preview.leftOut, [])
        XCTAssertEqual(try texts(preview), ["Light", "A", "C", "D", "B", "Dark", "A", "C", "D", "B"])
        XCTAssertEqual(preview.size.height, Double(24 + 26 + 4 * 48 + 24))
    }

    /// Hundreds of items are still four rows, and a note of a few lines: the picture's
    /// size does not grow with the items (drawn as rows, 3000 asked cairo for a surface it refused).
    func testManyItemsAreFourRowsAndACountedNote() throws {
        let items = (1...600).map { item("Action \($0)") }
        let preview = MenuPreview(items: items) { _ in Self.square }
        XCTAssertEqual(preview.rows.count, 4)
        XCTAssertEqual(preview.leftOut.count, 596)
        XCTAssertEqual(
            preview.leftOutNote,
            [
                "596 more not shown: iOS shows at most 4",
                "(Action 5, Action 6, Action 7, Action 8,",
                "Action 9, Action 10, Action 11,",
                "Action 12 and 588 more)",
            ])
        for line in preview.leftOutNote { XCTAssertLessThanOrEqual(line.count, MenuPreview.footnoteCharacters, line) }
        XCTAssertEqual(preview.size.height, Double(24 + 26 + 4 * 48 + 10 + 4 * 15 + 24))
    }

    /// A title is broken only when it is longer than a line; a word longer than a line keeps one of its own.
    func testWrapKeepsTitlesWholeWhereTheyFit() {
        XCTAssertEqual(
            MenuPreview.wrap(["1", "more:", "(Open the camera)"], width: 20), ["1 more:", "(Open the camera)"])
        XCTAssertEqual(
            MenuPreview.wrap(["1", "more:", "(Open the camera on the back of the phone)"], width: 20),
            ["1 more: (Open the", "camera on the back", "of the phone)"])
        XCTAssertEqual(
            MenuPreview.wrap(["1", "more:", "(Supercalifragilisticexpialidocious)"], width: 20),
            ["1 more:", "(Supercalifragilisticexpialidocious)"])
    }

    /// A glyph the PNG encoder cannot turn into an image (here an empty one) is said in the
    /// footnote, like a system icon, rather than left as a bare number in a dashed circle.
    func testAGlyphThatCannotBeDrawnIsNamedInTheFootnote() throws {
        let preview = MenuPreview(items: [item("Compose"), item("Scan")]) { name in
            name == "scan" ? AlphaMask(width: 0, height: 0) : Self.square
        }
        XCTAssertNil(preview.glyph(of: preview.rows[1]))
        XCTAssertEqual(preview.footnotes, ["2. glyph scan, cannot be drawn", "(iOS draws these; this machine cannot)"])
        let notBuilt = MenuPreview(items: [item("Compose")]) { _ in nil }
        XCTAssertEqual(notBuilt.footnotes, ["1. glyph compose, not built", "(iOS draws these; this machine cannot)"])
    }

    /// With `--android` the launcher's popup follows the iOS menu, light then dark; the iOS
    /// panels say which platform they are. The picture is as tall as the taller panels.
    func testWithAndroidThePopupFollowsTheMenu() throws {
        let items = [item("Compose"), item("Search", icon: .system(.search))]
        var preview = MenuPreview(items: items) { _ in Self.square }
        XCTAssertEqual(try texts(preview).first, "Light", "without Android, the captions as they were")
        XCTAssertEqual(preview.size.width, 604)
        preview.android = AndroidShortcutPopup(
            items: items, masks: ["compose": Self.canvas], painter: AndroidIconPainter(), iconPixels: 48)
        let ios = [
            "Compose", "Search", "2. system icon search \u{2248}", "(\u{2248} iOS’s own icon, drawn approximately)",
        ]
        let android = ["Compose", "Search", "2. system icon search: no icon on", "Android"]
        XCTAssertEqual(
            try texts(preview),
            ["iOS light", "\u{2248}"] + ios + ["iOS dark", "\u{2248}"] + ios
                + ["Android light", "2"] + android + ["Android dark", "2"] + android)
        // Two 302 pt iOS panels and two 264 pt Android ones; the Android side's two 52 pt rows and
        // two footnote lines (24 + 26 + 104 + 10 + 30 + 24) outgrow iOS's (24 + 26 + 96 + 10 + 30 + 24).
        XCTAssertEqual(preview.size.width, 604 + 528)
        XCTAssertEqual(preview.size.height, 218)
    }

    /// The popup's pixels as librsvg draws them at @2x: the first row's icon 16 pt into the popup,
    /// 24 pt into its 264 pt panel after the iOS panels' 604 pt, 14 pt down its 52 pt row.
    func testThePopupsPixelsAreTheSurfaceAndTheMaskedIcon() throws {
        let items = [item("Compose")]
        var preview = MenuPreview(items: items) { _ in Self.square }
        preview.android = AndroidShortcutPopup(
            items: items, masks: ["compose": Self.canvas], painter: AndroidIconPainter(), iconPixels: 48)
        let raster = try PNGImage(data: preview.png()).raster
        XCTAssertEqual(raster.width, 2 * (604 + 528))
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let index = (y * raster.width + x) * 4
            return (0..<3).map { Int(raster.pixels[index + $0]) }
        }
        let top = 2 * (24 + 26 + 14)
        for (left, surface) in [
            (2 * (604 + 24 + 16), [0xF3, 0xED, 0xF7]), (2 * (604 + 264 + 24 + 16), [0x21, 0x1F, 0x26]),
        ] {
            // The icon's square corner lies outside the circle: the popup's surface.
            XCTAssertEqual(rgb(left, top), surface)
            XCTAssertEqual(rgb(left + 47, top + 47), surface)
            // Its centre is the glyph, as painted; above the glyph, inside the circle, the background.
            XCTAssertEqual(rgb(left + 24, top + 24), [0x5F, 0x63, 0x68])
            XCTAssertEqual(rgb(left + 24, top + 4), [0xF5, 0xF5, 0xF5])
        }
    }

    /// The iOS canvas at @8 (280 px), inked from 25% to 75% of each side.
    private static let canvas: AlphaMask = {
        var mask = AlphaMask(width: 280, height: 280)
        for y in 70..<210 { for x in 70..<210 { mask.values[y * 280 + x] = 255 } }
        return mask
    }()
}
