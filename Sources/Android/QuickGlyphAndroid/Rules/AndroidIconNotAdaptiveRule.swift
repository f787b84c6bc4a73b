import Foundation
import QuickGlyphModel

/// On Android 8 and later launchers mask icons; one that is not an `<adaptive-icon>` is shrunk into a white circle.
package struct AndroidIconNotAdaptiveRule: AndroidModuleRule {
    package static let order = 12
    package static let description = DiagnosticDescription(
        id: .androidIconNotAdaptive, name: "Shortcut icon not adaptive", severity: .warning,
        repair: .none,
        summary:
            "A shortcut's icon resolves (on API 26+) to a bitmap or a drawable that is not an <adaptive-icon> only: "
            + "the launcher shrinks it into a white circle.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        subject.iconUses.compactMap { use in
            guard !use.files.isEmpty, !use.files.contains(where: \.isAdaptive) else { return nil }
            let found = use.files.map { file -> String in
                if case .xml(let root?) = file.kind { return "\(file.shortName) (a <\(root)>)" }
                return file.shortName
            }
            let name = AndroidResourceReference(use.reference)?.name ?? use.reference
            return finding(
                use.shortcutsFile,
                "android:icon of \(use.shortcut.label) is \(use.reference), which is only \(DisplayText.list(found)), "
                    + "no <adaptive-icon>: on Android 8 and later the launcher shrinks it into a white circle; add "
                    + "res/drawable-anydpi-v26/\(name).xml, an <adaptive-icon> with background and foreground layers",
                position: use.shortcut.position)
        }
    }
}
