import Foundation
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
@testable import QuickGlyphReport
import XCTest

/// The table of lookalikes (`IconLookalike`) and our drawings of them (`SystemIconDrawings`):
/// every system icon and every symbol of the table has a drawing, and each drawing, drawn by
/// librsvg, puts ink inside its 24-unit square and none outside it.
final class IconLookalikeTests: XCTestCase {
    func testEverySystemIconHasADrawing() throws {
        XCTAssertEqual(SystemIcon.allCases.count, 29)
        for icon in SystemIcon.allCases {
            let name = IconLookalike.drawingName(of: icon)
            XCTAssertEqual(name, icon.rawValue, "named as the icon is in Swift")
            XCTAssertNotNil(SystemIconDrawings.drawings[name], "\(icon) has no drawing")
            XCTAssertEqual(ReportMenuItem.Icon.system(icon.plistValue).lookalike?.name, name, "\(icon)")
            XCTAssertEqual(
                ReportMenuItem.Icon.system(icon.rawValue).lookalike?.name, name,
                "\(icon), as Swift writes it")
        }
        // Every drawing is some icon's or some symbol's: none is left over.
        let used = Set(SystemIcon.allCases.map(IconLookalike.drawingName(of:))).union(IconLookalike.symbols.values)
        XCTAssertEqual(Set(SystemIconDrawings.drawings.keys), used)
        XCTAssertEqual(SystemIconDrawings.drawings.count, 49)
    }

    /// Drawn by librsvg on a 48 px square around the drawing's own (at 2 px a unit, 12 px of margin):
    /// ink inside the 24-unit box, nothing outside it, and no drawing blank or a filled square.
    func testEachDrawingHasInkInsideItsBoxAndNoneOutside() throws {
        let margin = 12, scale = 2, box = Int(SystemIconDrawings.side) * scale, full = box + 2 * margin
        for (name, drawing) in SystemIconDrawings.drawings.sorted(by: { $0.key < $1.key }) {
            let paths = drawing.paths.map { path in
                "<path" + path.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined() + "/>"
            }.joined()
            let svg =
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\">"
                + "<g transform=\"translate(6 6)\" fill=\"#000\" stroke=\"#000\">\(paths)</g></svg>"
            let document = try SVGDocument(data: Data(svg.utf8), baseDirectory: nil)
            let alpha = try document.renderAlpha(
                from: Rect(x: 0, y: 0, width: 36, height: 36),
                to: Rect(x: 0, y: 0, width: Double(full), height: Double(full)),
                width: full, height: full)
            var inside = 0, outside = 0, solid = 0
            for y in 0..<full {
                for x in 0..<full {
                    let value = alpha.values[y * full + x]
                    let inBox = (margin..<margin + box).contains(x) && (margin..<margin + box).contains(y)
                    if value > 0 { if inBox { inside += 1 } else { outside += 1 } }
                    if value == 255 { solid += 1 }
                }
            }
            XCTAssertEqual(outside, 0, "\(name): ink outside its 24-unit square")
            XCTAssertGreaterThan(inside, box * box / 20, "\(name): too little ink to be seen")
            XCTAssertLessThan(solid, box * box * 3 / 4, "\(name): nearly all ink, a blot rather than a drawing")
        }
    }

    /// The paths' SVG attributes: a stroke is not filled, a fill not stroked, even-odd said so.
    func testPaintAttributes() {
        XCTAssertEqual(
            SystemIconDrawings.Path("M 0 0 L 1 1").attributes.map(\.name),
            ["d", "fill", "stroke-width", "stroke-linecap", "stroke-linejoin"])
        XCTAssertEqual(SystemIconDrawings.Path("M 0 0 L 1 1").attributes[1].value, "none")
        XCTAssertEqual(SystemIconDrawings.Path("M 0 0 L 1 1").attributes[2].value, "2")
        XCTAssertEqual(SystemIconDrawings.Path("M 0 0 H 1 V 1 Z", .fill).attributes.map(\.name), ["d", "stroke"])
        XCTAssertEqual(
            SystemIconDrawings.Path("M 0 0 H 1 V 1 Z", .fillEvenOdd).attributes.map(\.value),
            ["M 0 0 H 1 V 1 Z", "evenodd", "none"])
        XCTAssertEqual(SystemIconDrawings.circle(12, 12, 9), "M 12 3 A 9 9 0 1 1 12 21 A 9 9 0 1 1 12 3 Z")
    }

    /// An SF Symbol a system icon looks like is drawn with that icon's lookalike (one table, not two);
    /// the symbols of its own table are no system icon's; a symbol in neither keeps the placeholder.
    func testSymbolsFollowTheSystemIconTable() {
        for icon in SystemIcon.allCases {
            for symbol in icon.symbols {
                XCTAssertNil(IconLookalike.symbols[symbol], "\(symbol) is SystemIconSymbol's")
                XCTAssertEqual(IconLookalike.drawingName(ofSymbol: symbol), IconLookalike.drawingName(of: icon), symbol)
            }
        }
        for name in IconLookalike.symbols.values { XCTAssertNotNil(SystemIconDrawings.drawings[name], name) }
        XCTAssertEqual(IconLookalike.drawingName(ofSymbol: "gearshape"), "gear")
        XCTAssertEqual(IconLookalike.drawingName(ofSymbol: "pencil"), "compose", "a system icon's drawing fits")
        XCTAssertNil(IconLookalike.drawingName(ofSymbol: "qrcode.viewfinder"))
        XCTAssertNil(ReportMenuItem.Icon.symbol("star.fil").lookalike, "no near name is guessed")
        XCTAssertNil(ReportMenuItem.Icon.custom("compose").lookalike)
    }

    /// `build --preview`'s SVG draws a system icon's lookalike, its paths as we wrote them, marked
    /// "≈"; a symbol with none keeps the numbered dashed circle; librsvg draws the whole.
    func testThePreviewDrawsTheLookalikesPaths() throws {
        let items = [
            QuickAction(type: "a.search", title: "Search", icon: .system(.search)),
            QuickAction(type: "a.scan", title: "Scan", icon: .symbol("qrcode.viewfinder")),
        ]
        let preview = MenuPreview(items: items) { _ in nil }
        let svg = String(decoding: preview.svg(), as: UTF8.self)
        let search = try XCTUnwrap(SystemIconDrawings.drawings["search"])
        XCTAssertTrue(svg.contains("d=\"\(search.paths[0].d)\""), "the lookalike's path")
        XCTAssertTrue(svg.contains("stroke-linecap=\"round\""), "its lines drawn as lines")
        XCTAssertEqual(svg.components(separatedBy: "data-lookalike=\"search\"").count - 1, 2, "light and dark")
        XCTAssertEqual(
            svg.components(separatedBy: "stroke-dasharray").count - 1, 2,
            "the symbol with no lookalike keeps its circle")
        XCTAssertEqual(
            preview.footnotes,
            [
                "1. system icon search \u{2248}", "2. SF Symbol qrcode.viewfinder",
                "(iOS draws these; this machine cannot)",
                "(\u{2248} iOS’s own icon, drawn approximately)",
            ])
        XCTAssertNoThrow(try preview.png())
    }
}
