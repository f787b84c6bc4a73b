import Foundation
import QuickGlyphModel
import XCTest

/// `ItemsFileFieldRename`: only the name between the key's quotes changes; what cannot be shown faithful is
/// refused with the reason.
final class ItemsFileFieldRenameTests: XCTestCase {
    private func rename(_ text: String, item: Int = 0, _ field: String, _ newField: String) throws -> String {
        let data = try ItemsFileFieldRename.apply(
            to: Data(text.utf8), path: "shortcuts.json", item: item, field: field, newField: newField)
        return String(decoding: data, as: UTF8.self)
    }

    private func refusal(_ text: String, item: Int = 0, _ field: String, _ newField: String) -> String? {
        do {
            _ = try ItemsFileFieldRename.apply(
                to: Data(text.utf8), path: "shortcuts.json", item: item, field: field, newField: newField)
            return nil
        } catch {
            return error.description
        }
    }

    func testOnlyTheNameChangesEveryOtherByteKept() throws {
        let text = "{ \"items\" : [\n\t{\"type\":\"a\",  \"tilte\" :\"A\"},\r\n\t{\"tilte\": \"B\"} ] }"
        XCTAssertEqual(
            try rename(text, item: 1, "tilte", "title"),
            "{ \"items\" : [\n\t{\"type\":\"a\",  \"tilte\" :\"A\"},\r\n\t{\"title\": \"B\"} ] }")
        XCTAssertEqual(
            try rename(text, item: 0, "tilte", "title"),
            text.replacingOccurrences(
                of: "\"tilte\" :\"A\"", with: "\"title\" :\"A\""))
    }

    func testARenameMadeAlreadyChangesNoByte() throws {
        let text = #"{"items": [{"title": "A"}]}"#
        XCTAssertEqual(try rename(text, "tilte", "title"), text)
    }

    func testWhatCannotBeShownFaithfulIsRefused() {
        XCTAssertEqual(
            refusal(#"{"items": [{"title": "A", "tilte": "B"}]}"#, "tilte", "title"),
            "shortcuts.json was left as it is: its items[0] already has \"title\", so \"tilte\" is not renamed over it")
        XCTAssertEqual(
            refusal(#"{"items": [{"ti\u006Cte": "A"}]}"#, "tilte", "title"),
            "shortcuts.json was left as it is: its text does not show items[0]'s \"tilte\" as written plainly, "
                + "so it is not edited in place")
        XCTAssertEqual(
            refusal(#"{"items": [{"type": "a"}]}"#, item: 1, "tilte", "title"),
            "shortcuts.json was left as it is: it has no items[1] object")
        XCTAssertNotNil(refusal(#"{"items": [{"tilte": "A", "tilte": "B"}]}"#, "tilte", "title"), "a key twice")
    }
}
