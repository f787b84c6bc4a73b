import Foundation
import QuickGlyphCore

/// Glyphs named only from Info.plist look unused to unused-asset tools; saying which are truly unused helps both ways.
public struct UnusedGlyphRule: AppRule {
    public static let description = DiagnosticDescription(
        id: .unusedGlyph, name: "Glyph no quick action uses", severity: .info,
        summary: "A quick-action glyph imageset (template, 35 pt) that no quick action of any Info.plist or items file checked names.")

    public init() {}

    public func validate(_ subject: AppSubject, context: RuleContext) -> [Finding] {
        guard !subject.shortcutSources.isEmpty else { return [] }
        return subject.glyphs.filter { !subject.usedIcons.contains($0.name) }.map { glyph in
            finding(glyph.path, "no quick action uses the glyph \(DisplayText.quote(glyph.name)) (checked: "
                    + DisplayText.list(subject.shortcutSources) + "); name it in a UIApplicationShortcutItemIconFile, "
                    + "use it from code (UIApplicationShortcutIcon(templateImageName:)), or delete it")
        }
    }
}
