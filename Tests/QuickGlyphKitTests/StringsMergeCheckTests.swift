import Foundation
import QuickGlyphCore
import XCTest
@testable import QuickGlyphKit

/// Strings files the line-by-line merge could write into so that Foundation
/// (and so iOS) reads them differently: each is refused, saying why.
final class StringsMergeCheckTests: XCTestCase {
    private static let table = ["New Message": "Neue Nachricht"]

    /// What Foundation reads from strings-file bytes, as `NSBundle` does on a device.
    private static func foundation(_ data: Data) throws -> [String: String] {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try XCTUnwrap(object as? [String: String])
    }

    /// The direct cause: with a `/*` left open at the end, a key added after it is inside the comment.
    func testTheUncheckedMergeDoesNotAddInsideAnOpenComment() throws {
        let original = Data("\"Other\" = \"Andere\";\n/* notes for translators\n".utf8)
        XCTAssertEqual(try Self.foundation(original), ["Other": "Andere"])
        let merged = StringsFileWriter.merge(Self.table, into: try StringsFileWriter.read(original))
        let read = try Self.foundation(merged)
        XCTAssertTrue(merged == original || read["New Message"] == "Neue Nachricht",
                      "either left as it was or read with the new key: \(String(decoding: merged, as: UTF8.self))")
    }
}
