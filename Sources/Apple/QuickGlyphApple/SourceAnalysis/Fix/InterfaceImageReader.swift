import Foundation
import QuickGlyphModel
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The images a storyboard or xib names, each at the attribute that names it, read by Foundation's
/// `XMLParser` (so `&amp;` in a value is `&`). Interface Builder writes an image's name as:
///
/// - `image="…"` and any attribute with `Image` in its name: `selectedImage` and `landscapeImage`
///   on a tab bar item, `highlightedImage` on an image view, `backgroundImage` on a button's
///   `<state>`, `backIndicatorImage` on a navigation bar, `minimumValueImage` on a slider,
///   `image` on an `<imageReference>`;
/// - `<image name="…">` in the file's `<resources>`, which lists every image the file shows;
/// - `background` and `disabledBackground` on a `<textField>`;
/// - `value` of a `<userDefinedRuntimeAttribute type="image">`.
///
/// An element with `catalog="system"` names an SF Symbol, not an asset, and is passed over.
/// Attributes that merely mention images (`adjustsImageWhenHighlighted="NO"`) are read too:
/// their values are never an image's name in practice, and reading one too many errs towards
/// an image being used.
final class InterfaceImageReader: NSObject, XMLParserDelegate {
    /// One image named: the value, and the byte offset of the attribute's name.
    struct Named {
        var value: String
        var offset: Int
    }

    private let source: XMLSourceText
    private(set) var named: [Named] = []
    private(set) var failed = false

    /// The images `bytes` names; nil when the bytes are no XML the parser may be given or reads.
    static func images(in bytes: [UInt8]) -> [Named]? {
        guard XMLParserInput.problem(in: bytes) == nil else { return nil }
        let reader = InterfaceImageReader(bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = reader
        // Linux's parser can report an error and still return true: the error decides.
        let parsed = parser.parse()
        return parsed && !reader.failed ? reader.named : nil
    }

    private init(_ bytes: [UInt8]) {
        source = XMLSourceText(bytes)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard attributes["catalog"] != "system" else { return }
        let keys = attributes.keys.filter {
            Self.namesImage(attribute: $0, element: elementName, attributes: attributes)
        }
        guard !keys.isEmpty else { return }
        // libxml2 reports the tag's end; its `<` is the nearest before, as no attribute value holds one.
        let reported = source.offset(line: parser.lineNumber, column: max(parser.columnNumber, 1)) ?? source.bytes.count
        guard let open = source.openingBracket(atOrBefore: min(reported, source.bytes.count - 1)) else { return }
        let offsets = attributeOffsets(tagAt: open)
        for key in keys.sorted(by: { (offsets[$0] ?? 0) < (offsets[$1] ?? 0) }) {
            guard let value = attributes[key] else { continue }
            named.append(Named(value: value, offset: offsets[key] ?? open))
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failed = true
    }

    private static func namesImage(attribute: String, element: String, attributes: [String: String]) -> Bool {
        switch (element, attribute) {
        case ("image", "name"), ("textField", "background"), ("textField", "disabledBackground"): return true
        case ("userDefinedRuntimeAttribute", "value"): return attributes["type"] == "image"
        default: return attribute == "image" || attribute.contains("Image")
        }
    }

    /// Each attribute of the tag whose `<` is at `open`, by name, at the offset of its name.
    private func attributeOffsets(tagAt open: Int) -> [String: Int] {
        let bytes = source.bytes
        let end = source.tagEnd(from: open) ?? bytes.count
        var offsets: [String: Int] = [:]
        var index = open + 1
        // The element's own name first.
        while index < end, !Self.isSpace(bytes[index]) { index += 1 }
        while index < end {
            while index < end, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]) { index += 1 }
            guard index > nameStart else { break }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < end, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "'") { index += 1 }
            guard index < end else { break }
            let quote = bytes[index]
            index += 1
            while index < end, bytes[index] != quote { index += 1 }
            index += 1
            if offsets[name] == nil { offsets[name] = nameStart }
        }
        return offsets
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
