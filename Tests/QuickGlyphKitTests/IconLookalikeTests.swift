import Foundation
@testable import QuickGlyphBuild
import QuickGlyphItems
import QuickGlyphReport
import XCTest

/// The table of lookalikes (`IconLookalike`) and the paths kept of them (`AdwaitaIcons`):
/// every system icon has one, each is an Adwaita icon of this machine's theme, and the
/// paths in the source are that icon's, byte for byte.
final class IconLookalikeTests: XCTestCase {
    static let theme = URL(fileURLWithPath: ProcessInfo.processInfo.environment["QUICKGLYPH_ADWAITA"] ?? "/usr/share/icons/Adwaita/scalable")

    /// The `-symbolic.svg` file of `name` in the installed theme, in the folder the source says.
    private func file(_ name: String) throws -> URL {
        let icon = try XCTUnwrap(AdwaitaIcons.icons[name], "\(name) has no paths in AdwaitaIcons: run scripts/adwaita-lookalikes.py")
        let url = Self.theme.appendingPathComponent("\(icon.folder)/\(name)-symbolic.svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path),
                      "\(url.path) is missing: install adwaita-icon-theme (make test-deps)")
        return url
    }

    func testEverySystemIconHasALookalikeOfTheInstalledTheme() throws {
        XCTAssertEqual(SystemIcon.allCases.count, 29)
        for icon in SystemIcon.allCases {
            let name = IconLookalike.adwaitaName(of: icon)
            _ = try file(name)
            XCTAssertEqual(ReportMenuItem.Icon.system(icon.plistValue).lookalike?.name, name, "\(icon)")
            XCTAssertEqual(ReportMenuItem.Icon.system(icon.rawValue).lookalike?.name, name, "\(icon), as Swift writes it")
        }
    }

    /// What the source keeps is what the theme draws: each path's data and fill rule, in order.
    func testTheKeptPathsAreTheThemesOwn() throws {
        // Each <path …> element of the file, its attributes read by a pattern: the theme writes them plainly.
        let element = try NSRegularExpression(pattern: "<path\\b[^>]*>")
        func attribute(_ name: String, in tag: String) -> String? {
            guard let range = tag.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) else { return nil }
            return String(tag[range].dropFirst(name.count + 3).dropLast())
        }
        for (name, icon) in AdwaitaIcons.icons {
            let text = try String(contentsOf: try file(name), encoding: .utf8)
            let tags = element.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
            XCTAssertEqual(tags.map { attribute("d", in: $0) ?? "" }, icon.paths.map(\.d), name)
            XCTAssertEqual(tags.map { attribute("fill-rule", in: $0) == "evenodd" }, icon.paths.map(\.evenOdd), name)
        }
    }

    /// An SF Symbol a system icon looks like is drawn with that icon's lookalike (one table, not two);
    /// the symbols of its own table are no system icon's; a symbol in neither keeps the placeholder.
    func testSymbolsFollowTheSystemIconTable() {
        for icon in SystemIcon.allCases {
            for symbol in icon.symbols {
                XCTAssertNil(IconLookalike.symbols[symbol], "\(symbol) is SystemIconSymbol's")
                XCTAssertEqual(IconLookalike.adwaitaName(ofSymbol: symbol), IconLookalike.adwaitaName(of: icon), symbol)
            }
        }
        for name in IconLookalike.symbols.values { XCTAssertNotNil(AdwaitaIcons.icons[name], name) }
        XCTAssertEqual(IconLookalike.adwaitaName(ofSymbol: "gearshape"), "emblem-system")
        XCTAssertNil(IconLookalike.adwaitaName(ofSymbol: "qrcode.viewfinder"))
        XCTAssertNil(ReportMenuItem.Icon.symbol("star.fil").lookalike, "no near name is guessed")
        XCTAssertNil(ReportMenuItem.Icon.custom("compose").lookalike)
    }

    /// `build --preview`'s SVG draws a system icon's lookalike, its paths as the theme has them,
    /// marked "≈"; a symbol with none keeps the numbered dashed circle.
    func testThePreviewDrawsTheLookalikesPaths() throws {
        let items = [QuickAction(type: "a.search", title: "Search", icon: .system(.search)),
                     QuickAction(type: "a.scan", title: "Scan", icon: .symbol("qrcode.viewfinder"))]
        let preview = MenuPreview(items: items) { _ in nil }
        let svg = String(decoding: preview.svg(), as: UTF8.self)
        let search = try XCTUnwrap(AdwaitaIcons.icons["system-search"])
        XCTAssertTrue(svg.contains("d=\"\(search.paths[0].d)\""), "the lookalike's path")
        XCTAssertEqual(svg.components(separatedBy: "data-lookalike=\"system-search\"").count - 1, 2, "light and dark")
        XCTAssertEqual(svg.components(separatedBy: "stroke-dasharray").count - 1, 2, "the symbol with no lookalike keeps its circle")
        XCTAssertEqual(preview.footnotes, ["1. system icon search \u{2248}", "2. SF Symbol qrcode.viewfinder",
                                           "(iOS draws these; this machine cannot)", "(\u{2248} iOS’s own icon, drawn approximately)"])
        // librsvg draws it: ink where the magnifier's ring is, none at the place's corner.
        XCTAssertNoThrow(try preview.png())
    }
}
