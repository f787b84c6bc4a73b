import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
@testable import QuickGlyphReport
import XCTest

/// The Android launcher's shortcut popup: which shortcuts, in which order, and the masked
/// adaptive icon each row shows, pixel by pixel; then the report's Android section.
final class AndroidShortcutPopupTests: XCTestCase {
    /// The iOS canvas at @8 (280 px) with ink from 25% to 75% of each side; a ring leaves the centre empty.
    private static func mask(ring: Bool = false) -> AlphaMask {
        var mask = AlphaMask(width: 280, height: 280)
        for y in 70..<210 {
            for x in 70..<210 where !(ring && (100..<180).contains(x) && (100..<180).contains(y)) {
                mask.values[y * 280 + x] = 255
            }
        }
        return mask
    }

    private func pixel(_ raster: Raster, _ x: Int, _ y: Int) -> [UInt8] {
        Array(raster.pixels[((y * raster.width + x) * 4)..<((y * raster.width + x) * 4 + 4)])
    }

    private func item(_ title: String, dynamic: Bool = false, icon: QuickActionIcon? = nil) -> QuickAction {
        QuickAction(
            type: "com.example.\(title.lowercased())", title: title, subtitle: nil,
            icon: icon ?? .file(title.lowercased()), isDynamic: dynamic)
    }

    /// Six items, the first dynamic: the launcher lists the static ones in the file's order
    /// (shortcuts.xml's, their rank), at most four, and a shortcut without a glyph has no icon.
    func testTheStaticShortcutsInTheFilesOrderAtMostFour() {
        let items = [
            item("Bookmark", dynamic: true), item("Compose"), item("Search", icon: .system(.search)),
            item("Scan"), item("Like", icon: .symbol("heart")), item("Send"),
        ]
        let masks = ["bookmark": Self.mask(), "compose": Self.mask(), "scan": Self.mask(), "send": Self.mask()]
        let popup = AndroidShortcutPopup(items: items, masks: masks, painter: AndroidIconPainter(), iconPixels: 48)
        XCTAssertEqual(popup.rows.map(\.label), ["Compose", "Search", "Scan", "Like"])
        XCTAssertEqual(popup.leftOut, ["Send"])
        XCTAssertEqual(popup.rows.map { $0.icon.map { "\($0.width)x\($0.height)" } }, ["48x48", nil, "48x48", nil])
        XCTAssertEqual(
            popup.rows.map(\.note),
            [nil, "system icon search: no icon on Android", nil, "SF Symbol heart: no icon on Android"])
        let unbuilt = AndroidShortcutPopup(
            items: [item("Timer")], masks: [:], painter: AndroidIconPainter(), iconPixels: 48)
        XCTAssertEqual(unbuilt.rows.map(\.note), ["glyph timer could not be drawn: no icon"])
    }

    /// The launcher's circle over the adaptive icon: transparent outside it, the background colour
    /// inside it around the glyph, the glyph's colour where it is inked, an anti-aliased edge.
    func testTheIconIsTheAdaptiveIconMaskedToACircle() {
        let painter = AndroidIconPainter()
        let icon = painter.launcherIcon(Self.mask(), side: 48)
        for (x, y) in [(0, 0), (47, 0), (0, 47), (47, 47), (5, 5)] {
            XCTAssertEqual(pixel(icon, x, y), [0, 0, 0, 0], "(\(x), \(y)) is outside the circle")
        }
        // The 44 dp glyph box is 44/72 of the visible circle: ink from 25% to 75% of it is 16.7 to 31.3 px.
        XCTAssertEqual(pixel(icon, 24, 24), [0x5F, 0x63, 0x68, 255], "the glyph's colour")
        XCTAssertEqual(pixel(icon, 24, 4), [0xF5, 0xF5, 0xF5, 255], "the background colour, inside the circle")
        XCTAssertEqual(pixel(icon, 40, 24), [0xF5, 0xF5, 0xF5, 255])
        // The circle's edge crosses pixel (6, 7), up and left of the centre: partly covered, premultiplied.
        let edge = pixel(icon, 6, 7)
        XCTAssertGreaterThan(edge[3], 0)
        XCTAssertLessThan(edge[3], 255)
        XCTAssertEqual(Int(edge[0]), (0xF5 * Int(edge[3]) + 127) / 255, accuracy: 1)
        XCTAssertEqual(painter.launcherIcon(Self.mask(), side: 48), icon, "the same input, the same pixels")
    }

    /// The colours are the painter's, the one that writes the icons into res/: a ring's empty
    /// centre is the background, the ring the glyph colour.
    func testTheIconsColoursAreThePaintersOwn() {
        let painter = AndroidIconPainter(
            glyphColor: RGB(red: 255, green: 0, blue: 0), circleColor: RGB(red: 0, green: 0, blue: 255))
        let icon = painter.launcherIcon(Self.mask(ring: true), side: 48)
        XCTAssertEqual(pixel(icon, 24, 24), [0, 0, 255, 255], "the ring's hole shows the background")
        XCTAssertEqual(pixel(icon, 18, 24), [255, 0, 0, 255], "the ring")
        XCTAssertEqual(pixel(icon, 0, 0), [0, 0, 0, 0])
    }

    /// `build --android` with a report: the HTML holds the Android section, its labels and
    /// the icons as drawn, from the report alone (res/ deleted before the page is made).
    func testTheReportHoldsTheAndroidSection() throws {
        let workspace = try Workspace(self)
        try workspace.add(
            "compose.svg",
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
        )
        try workspace.add(
            "shortcuts.json",
            #"""
            { "items": [ { "type": "compose", "title": "New", "glyph": "compose", "android": { "data": "example://compose" } },
                         { "type": "search", "title": "Find <it>", "systemIcon": "search", "android": { "data": "example://search" } } ] }
            """#)
        var configuration = workspace.configuration(items: "shortcuts.json")
        let res = workspace.root.appendingPathComponent("res")
        configuration.writeAndroid(into: res.path)
        let report = try BuildPipeline(configuration: configuration).run()
        let popup = try XCTUnwrap(report.androidPopup)
        XCTAssertEqual(popup.rows.map(\.label), ["New", "Find <it>"])
        try FileManager.default.removeItem(at: res)

        let page = HTMLReporter().document(BuildReportSubject(report: report, configuration: configuration))
        let uri = try XCTUnwrap(RasterImageURI.uri(try XCTUnwrap(popup.rows[0].icon)))
        XCTAssertTrue(
            page.contains("<section id=\"android-menu\"><h2>App shortcuts as the Android launcher shows them</h2>"))
        for appearance in ["light", "dark"] {
            XCTAssertTrue(
                page.contains(
                    "<div class=\"popup \(appearance)\" id=\"android-\(appearance)\" data-layout=\"android-\(appearance)\">"
                        + "<div class=\"popup-row\" data-item=\"1\"><img data-layout=\"android-\(appearance)-icon-1\" class=\"popup-icon\" alt=\"\""
                        + " width=\"24\" height=\"24\" src=\"\(uri)\"><div class=\"text\"><div class=\"label\">New</div></div></div>"
                        + "<div class=\"popup-row\" data-item=\"2\"><div data-layout=\"android-\(appearance)-icon-2\" class=\"popup-icon placeholder\"></div>"
                        + "<div class=\"text\"><div class=\"label\">Find &lt;it&gt;</div>"
                        + "<div class=\"icon-note\">system icon search: no icon on Android</div></div></div></div>"),
                appearance)
        }
        XCTAssertTrue(
            page.contains(".popup.light{background:#f3edf7;color:#1d1b20}.popup.dark{background:#211f26;color:#e6e0e9}")
        )
        XCTAssertEqual(HTMLReporter().document(BuildReportSubject(report: report, configuration: configuration)), page)

        // Without --android the page has no Android section and none of its style.
        var iOSOnly = report
        iOSOnly.androidPopup = nil
        let plain = HTMLReporter().document(BuildReportSubject(report: iOSOnly, configuration: configuration))
        XCTAssertFalse(plain.contains("id=\"android-menu\""), "no Android section")
        XCTAssertFalse(plain.contains(".popup"))
    }
}
