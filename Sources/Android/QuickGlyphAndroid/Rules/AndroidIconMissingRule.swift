import Foundation
import QuickGlyphModel

/// An icon no res folder of the app or its library modules holds: the build fails to link.
package struct AndroidIconMissingRule: AndroidModuleRule {
    package static let order = 15
    package static let description = DiagnosticDescription(
        id: .androidIconMissing, name: "Shortcut icon missing", severity: .error,
        repair: .none,
        summary:
            "A shortcut's android:icon names a drawable or mipmap that exists in no res folder of the module or the "
            + "library modules it merges (in some variants only, when they merge different libraries).")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                guard let icon = shortcut.icon else { continue }
                let texts = subject.perVariant(file) { view -> [String] in
                    // Judged at the first shortcut naming it; a variant merging an unread dependency is
                    // android-dependency-unread's.
                    guard view.unread.isEmpty,
                        let use = subject.iconUses(in: view).first(where: { $0.reference == icon }),
                        use.shortcut.position == shortcut.position, use.shortcutsFile == file.path, use.files.isEmpty
                    else { return [] }
                    let type = AndroidResourceReference(icon)?.type ?? "drawable"
                    return [
                        "android:icon of \(shortcut.label) names \(icon), which no res/\(type)*/ folder of "
                            + "\(subject.lookedIn(view)) holds: \(subject.linkFailure); add the icon or correct the name"
                    ]
                }
                findings += texts.map { finding(file.path, $0, position: shortcut.position) }
            }
        }
        return findings
    }
}
