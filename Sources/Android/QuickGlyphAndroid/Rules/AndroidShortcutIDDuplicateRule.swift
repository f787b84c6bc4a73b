import Foundation
import QuickGlyphModel

/// Android keeps the first shortcut of an id and skips any later one.
package struct AndroidShortcutIDDuplicateRule: AndroidModuleRule {
    package static let order = 4
    package static let description = DiagnosticDescription(
        id: .androidShortcutIDDuplicate, name: "Duplicate shortcut id", severity: .error,
        repair: .none,
        summary: "Two shortcuts of one file share an android:shortcutId; Android keeps the first and skips the second.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            var first: [String: AndroidStaticShortcut] = [:]
            // Only what the parser accepted counts as taking the id: a rejected shortcut takes none.
            for shortcut in file.shortcuts where shortcut.hasValidID && shortcut.hasStringShortLabel {
                guard let id = shortcut.id else { continue }
                if let earlier = first[id] {
                    findings.append(
                        finding(
                            file.path,
                            "this shortcut has the id \(DisplayText.quote(id)) of the shortcut at line \(earlier.position.line): "
                                + "Android keeps that one and skips this; give each shortcut its own id",
                            position: shortcut.position))
                } else {
                    first[id] = shortcut
                }
            }
        }
        return findings
    }
}
