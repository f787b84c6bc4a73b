import Foundation
import QuickGlyphModel

/// Glyphs named only from Info.plist look unused to unused-asset tools; saying which are truly unused helps both ways.
package struct UnusedGlyphRule: AppRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .unusedGlyph, name: "Glyph no quick action uses", severity: .info,
        repair: .none,
        summary:
            "A quick-action glyph imageset (template, 35 pt) that no quick action of any Info.plist or items file checked names."
    )

    package init() {}

    package func validate(_ subject: AppSubject, context: RuleContext) -> [Finding] {
        guard !subject.shortcutSources.isEmpty else { return [] }
        return subject.glyphs.filter { !subject.usedIcons.contains($0.name) }.map { glyph in
            finding(
                glyph.path,
                Self.statement(glyph.name, checked: subject.shortcutSources)
                    + "; name it in a UIApplicationShortcutItemIconFile, "
                    + "use it from code (UIApplicationShortcutIcon(templateImageName:)), or delete it")
        }
    }

    /// What check and the build both say of such a glyph, before the fix each command has for it.
    static func statement(_ name: String, checked: [String]) -> String {
        "no quick action uses the glyph \(DisplayText.quote(name)) (checked: \(DisplayText.list(checked)))"
    }

    /// The build's finding for a glyph of its folder that no item of its items file names: the same
    /// rule as check's, its fix made in the items file.
    package static func buildFinding(_ name: String, source: String, itemsFile: String) -> Finding {
        Finding(
            description, path: source,
            message: statement(name, checked: [itemsFile]) + "; name it in an item's \"glyph\", or delete it")
    }
}
