import Foundation
import QuickGlyphModel

/// A quick-action icon is drawn from its alpha; a JPEG has none and iOS does not
/// take HEIC or GIF for template images, so such an icon shows as a solid square or not at all.
package struct IconFormatRule: ImagesetRule {
    package static let order = 11
    package static let description = DiagnosticDescription(
        id: .iconFormatUnsupported, name: "Icon in a format that cannot be a template", severity: .error,
        repair: .needsPerson,
        summary:
            "A quick-action glyph's imageset holds a JPEG, HEIC, GIF or other file that cannot carry a template image "
            + "(no alpha channel, or not drawn as a template); only PNG, PDF and SVG can.")

    /// What an imageset file may be for a template image.
    static let templateFormats: Set<String> = ["png", "pdf", "svg"]

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.isQuickActionGlyph else { return [] }
        return subject.entries.compactMap { entry in
            // A path names no file of the imageset: file-outside-imageset says so, once.
            guard let filename = entry.filename, FileOutsideImagesetRule.reason(filename, in: subject) == nil else {
                return nil
            }
            let ext = (filename as NSString).pathExtension.lowercased()
            guard !IconFormatRule.templateFormats.contains(ext) else { return nil }
            let kind = ext.isEmpty ? "a file with no extension" : "a .\(ext) file"
            return finding(
                subject.contentsPath,
                "images[\(entry.index)] is \(DisplayText.quote(filename)), \(kind), which cannot carry a "
                    + "template image: the icon shows as a solid square or not at all; export it as PNG with transparency, or PDF",
                position: subject.position(entry: entry.index, key: "filename"))
        }
    }
}
