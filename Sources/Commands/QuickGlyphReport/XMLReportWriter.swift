import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphModel

/// The XML formats are written through Foundation's `XMLDocument` (libxml2 on Linux),
/// never by pasting strings, so every attribute and text is escaped by the library
/// that also parses XML. Characters XML 1.0 cannot hold at all (U+0000, U+FFFF…)
/// become U+FFFD first: escaping cannot carry them, and a report must always parse.
package enum XMLReportWriter {
    package static func element(
        _ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String? = nil
    ) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes {
            guard let value else { continue }
            // Added one by one, in the order given: a dictionary would shuffle them.
            if let attribute = XMLNode.attribute(withName: key, stringValue: clean(value)) as? XMLNode {
                element.addAttribute(attribute)
            }
        }
        if let text { element.stringValue = clean(text) }
        return element
    }

    /// An element whose attributes are known only at run time, added in the order given.
    package static func element(_ name: String, ordered attributes: [(name: String, value: String)]) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes {
            if let attribute = XMLNode.attribute(withName: key, stringValue: clean(value)) as? XMLNode {
                element.addAttribute(attribute)
            }
        }
        return element
    }

    static func clean(_ text: String) -> String {
        guard XMLCharacters.firstForbidden(in: text) != nil else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(XMLCharacters.allows(scalar) ? scalar : "\u{FFFD}")
        }
        return String(scalars)
    }

    /// The document's bytes: the XML declaration, two-space indentation, a final newline.
    package static func serialize(_ root: XMLElement) -> String {
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        document.isStandalone = true
        let text = String(
            decoding: document.xmlData(options: [.nodePrettyPrint, .nodeCompactEmptyElement]), as: UTF8.self)
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
