import Foundation
import QuickGlyphModel

/// An icon no res folder holds: the build fails to link, unless a library module provides it.
package struct AndroidIconMissingRule: AndroidModuleRule {
    package static let order = 15
    package static let description = DiagnosticDescription(
        id: .androidIconMissing, name: "Shortcut icon missing", severity: .error,
        repair: .none,
        summary: "A shortcut's android:icon names a drawable or mipmap that exists in no res folder of the module.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        subject.iconUses.filter(\.files.isEmpty).map { use in
            let type = AndroidResourceReference(use.reference)?.type ?? "drawable"
            return finding(
                use.shortcutsFile,
                "android:icon of \(use.shortcut.label) names \(use.reference), which no res/\(type)*/ folder of this "
                    + "module holds: unless a library module does, the build fails to link; add the icon or correct the name",
                position: use.shortcut.position)
        }
    }
}
