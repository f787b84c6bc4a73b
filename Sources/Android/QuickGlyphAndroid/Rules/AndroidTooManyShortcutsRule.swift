import Foundation
import QuickGlyphModel

/// Google advises four static shortcuts: launchers show fewer than the platform accepts (15), dynamic ones first.
package struct AndroidTooManyShortcutsRule: AndroidModuleRule {
    package static let order = 11
    package static let description = DiagnosticDescription(
        id: .androidTooManyShortcuts, name: "More than four Android shortcuts", severity: .warning,
        repair: .none,
        summary:
            "A shortcuts file declares more than 4 shortcuts (Google's advice); launchers show fewer than the platform accepts."
    )

    static let advised = 4
    /// What Android itself accepts per activity, static and dynamic together.
    static let platformLimit = 15

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        subject.shortcutsFiles.compactMap { file in
            let kept = file.kept
            guard kept.count > Self.advised else { return nil }
            let past = kept.dropFirst(Self.advised).compactMap(\.id).lazy.map { DisplayText.quote($0) }
            let dropped =
                kept.count > Self.platformLimit ? "; Android itself ignores those past \(Self.platformLimit)" : ""
            return finding(
                file.path,
                "\(DisplayText.count(kept.count)) shortcuts are declared; Google advises 4, and launchers show fewer "
                    + "than Android accepts (dynamic shortcuts first), so \(DisplayText.list(past)) may never appear\(dropped): "
                    + "keep the four most useful",
                position: kept[Self.advised].position)
        }
    }
}
