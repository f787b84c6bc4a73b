import Foundation
import QuickGlyphModel

/// An app audit judges only the icons its quick actions show; when none shows a
/// custom icon, saying what was looked at keeps a clean result from reading as
/// "nothing was checked" (or, worse, as every illustration being fine).
package struct NoCustomIconRule: AppRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .noCustomIcon, name: "No custom icon to check", severity: .info,
        repair: .none,
        summary: "An app folder was checked and none of its quick actions names a custom icon (or it declares none), "
            + "so no image was judged; says what was looked at. `--all-imagesets` audits every imageset instead.")

    package init() {}

    package func validate(_ subject: AppSubject, context: RuleContext) -> [Finding] {
        guard let folder = subject.appFolders.first, subject.usedIcons.isEmpty, subject.judgedImagesets == 0 else {
            return []
        }
        let actions = subject.actionCount == 1 ? "1 quick action" : "\(subject.actionCount) quick actions"
        let looked =
            subject.shortcutSources.isEmpty
            ? "no quick action found (no Info.plist or items file declares any)"
            : "\(actions) in \(DisplayText.list(subject.shortcutSources)), none with a custom icon named by a literal "
                + (subject.computedIcons == 0
                    ? "(system icons and SF Symbols only)"
                    : "(\(subject.computedIcons) computed by the code: icon-unresolved says where)")
        let left = subject.imagesetCount == 1 ? "1 imageset" : "\(subject.imagesetCount) imagesets"
        return [
            finding(
                folder, "\(looked): no custom icon to check, \(left) left alone; --all-imagesets audits every imageset")
        ]
    }
}
