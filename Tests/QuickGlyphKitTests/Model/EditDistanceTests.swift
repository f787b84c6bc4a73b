import QuickGlyphModel
import XCTest

/// The banded test agrees with the full distance wherever it answers.
final class EditDistanceTests: XCTestCase {
    func testWithinAgreesWithTheDistance() {
        let words = [
            "", "a", "compose", "compse", "cmopose", "composed", "decompose", "Compose", "qrCode-button",
            "qrcode-button",
            "illustration-12", "illustration-123", "icon_search", "icon_serch", "ïcon", "icon", "ab", "ba", "abc",
            "xyz",
        ]
        for a in words {
            for b in words {
                for limit in 0...3 {
                    XCTAssertEqual(
                        EditDistance.isWithin(limit, a, b), EditDistance.between(a, b) <= limit, "\(a) \(b) \(limit)")
                }
            }
        }
        XCTAssertTrue(EditDistance.isWithin(2, "compse", "compose"))
        XCTAssertFalse(EditDistance.isWithin(2, "illustration-1", "illustration-123x"))
    }
}
