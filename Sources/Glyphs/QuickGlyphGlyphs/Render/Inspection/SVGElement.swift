import Foundation
import QuickGlyphModel

/// One element of an SVG as an export inspection sees it: where its bytes are
/// and what it inherits, so a rule can say where it is and a fix can cut it out.
package struct SVGElement: Sendable, Equatable {
    /// The name as written (`rect`, `svg:rect`), and without its prefix.
    var qualifiedName: String
    var name: String
    var attributes: [String: String]
    /// Where its start tag's `<` is (1-based; the column counts characters).
    package var position: SourcePosition
    /// Its bytes, from the start tag's `<` to the end tag's `>` (or the `/>` of an empty one).
    package var bytes: Range<Int>
    /// Inside `defs`, `clipPath`, `mask`, `symbol`, a gradient…: a shape there is
    /// not drawn where it stands.
    var isReferenced: Bool
    /// The innermost such container's name (`clipPath`…), nil outside them.
    var container: String?
    /// `display:none` on it or an ancestor.
    var isHidden: Bool
    /// Some ancestor (below the root) or the element itself is transformed.
    var isTransformed: Bool
    /// The fill, fill-opacity and font-family it paints with, its own or inherited.
    var fill: String?
    var fillOpacity: Double
    var fontFamily: String?
    /// Its opacity times every ancestor's.
    var opacity: Double

    /// A property from the `style` attribute, else the presentation attribute.
    func property(_ name: String) -> String? {
        SVGElement.property(name, in: attributes)
    }

    static func property(_ name: String, in attributes: [String: String]) -> String? {
        if let style = attributes["style"] {
            // Declarations are `name: value` separated by `;`; the style wins over the attribute.
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                if parts[0].trimmingCharacters(in: .whitespaces).lowercased() == name {
                    return parts[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(
                        in: .whitespaces)
                }
            }
        }
        return attributes[name]?.trimmingCharacters(in: .whitespaces)
    }
}
