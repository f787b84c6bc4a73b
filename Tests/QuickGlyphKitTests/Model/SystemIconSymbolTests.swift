import QuickGlyphModel
import XCTest

/// The table `check --fix` reads for a symbol-only item's fallback icon type: every
/// icon has a symbol, a symbol names one icon, and an unknown name gets none.
final class SystemIconSymbolTests: XCTestCase {
    func testEveryIconHasASymbolAndNoSymbolStandsUnderTwoIcons() {
        XCTAssertEqual(SystemIcon.allCases.count, 29)
        var owner: [String: SystemIcon] = [:]
        for icon in SystemIcon.allCases {
            XCTAssertFalse(icon.symbols.isEmpty, "\(icon) has no symbol")
            XCTAssertEqual(Set(icon.symbols).count, icon.symbols.count, "\(icon) lists a symbol twice")
            for symbol in icon.symbols {
                if let other = owner[symbol] { XCTFail("\(symbol) stands under \(other) and \(icon)") }
                owner[symbol] = icon
                XCTAssertEqual(SystemIcon.matching(symbol: symbol), icon, symbol)
            }
        }
    }

    func testTheCanonicalSymbolComesFirst() {
        XCTAssertEqual(SystemIcon.compose.symbols.first, "square.and.pencil")
        XCTAssertEqual(SystemIcon.play.symbols, ["play.fill", "play"])
        XCTAssertEqual(SystemIcon.search.symbols, ["magnifyingglass"])
        XCTAssertEqual(SystemIcon.taskCompleted.symbols, ["checkmark.circle.fill"])
        XCTAssertEqual(SystemIcon.confirmation.symbols, ["checkmark.circle"])
    }

    func testLookupsAreExact() {
        XCTAssertEqual(SystemIcon.matching(symbol: "square.and.pencil"), .compose)
        XCTAssertEqual(SystemIcon.matching(symbol: "heart.fill"), .love)
        XCTAssertEqual(SystemIcon.matching(symbol: "mappin.circle"), .markLocation)
        XCTAssertEqual(SystemIcon.matching(symbol: "bubble.left"), .message)
        XCTAssertEqual(SystemIcon.matching(symbol: "arrow.triangle.2.circlepath"), .update)
        XCTAssertEqual(SystemIcon.matching(symbol: "checkmark.circle.fill"), .taskCompleted)
        XCTAssertEqual(SystemIcon.matching(symbol: "checkmark.circle"), .confirmation)
    }

    func testAnUnknownOrNearlyMatchingSymbolGetsNoIcon() {
        // No guess from a similar name, a variant not listed, another case or a system icon's own name.
        for symbol in [
            "qrcode", "", "Star", "star ", "heart.circle", "house.circle.fill", "envelope.badge", "compose",
            "UIApplicationShortcutIconTypeCompose", "magnifyingglass.circle",
        ] {
            XCTAssertNil(SystemIcon.matching(symbol: symbol), symbol)
        }
    }
}
