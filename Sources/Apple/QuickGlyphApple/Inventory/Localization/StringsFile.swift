import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// A `.strings` file: `"key" = "value";` lines with comments, quoted or bare
/// keys, UTF-8 or UTF-16 with a byte-order mark. It is an old-style property
/// list, and Foundation's `PropertyListSerialization` reads all of that, on
/// Linux too (the tests hold it to it).
package enum StringsFile {
    package static func parse(_ data: Data) throws -> [String: String] {
        // Foundation refuses zero bytes; a file with nothing in it translates nothing.
        if isBlank(data) { return [:] }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FileReadError(reason: describe(error))
        }
        guard let table = object as? [String: Any] else {
            throw FileReadError(reason: "not a table of strings")
        }
        return table.compactMapValues { $0 as? String }
    }

    /// Whitespace only (a byte-order mark allowed): a file Foundation refuses and an app reads as no strings.
    static func isBlank(_ data: Data) -> Bool {
        let boms: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
        var bytes = [UInt8](data)
        if let bom = boms.first(where: { bytes.starts(with: $0) }) { bytes.removeFirst(bom.count) }
        return bytes.allSatisfy { $0 == 0 || ByteClass.isSpace($0) }
    }

    /// The old-style parser's own message ("Missing ';' on line 2") says more
    /// than the XML parser's, which Foundation tries first and reports on top.
    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let oldStyle = nsError.userInfo["kCFPropertyListOldStyleParsingError"] {
            if let bridged = oldStyle as? NSError,
                let message = bridged.userInfo[NSDebugDescriptionErrorKey] as? String,
                !message.isEmpty
            {
                return message
            }
            // On Linux it is a CFError that does not bridge; its description quotes the message:
            // `Error Domain=… Code=3840 "Missing ';' on line 2" UserInfo={…}`.
            let text = String(describing: oldStyle)
            if let open = text.range(of: " \""),
                let close = text.range(of: "\" UserInfo=", range: open.upperBound..<text.endIndex)
            {
                return String(text[open.upperBound..<close.lowerBound])
            }
        }
        return ErrorText.describe(error)
    }
}
