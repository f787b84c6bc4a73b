import Foundation
import QuickGlyphModel

/// The platform parser requires `android:shortcutId` as a literal: without one, or with a resource, it rejects the
/// shortcut.
package struct AndroidShortcutIDMissingRule: AndroidModuleRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .androidShortcutIDMissing, name: "Shortcut id missing", severity: .error,
        repair: .none,
        summary:
            "A <shortcut> has no android:shortcutId, or a @string/… resource as its id; Android's parser rejects the shortcut."
    )

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        subject.shortcutsFiles.flatMap { file in
            file.shortcuts.filter { !$0.hasValidID }.map { shortcut in
                let message =
                    shortcut.id.map { id in
                        id.isEmpty
                            ? "this shortcut's android:shortcutId is empty: Android's parser rejects the shortcut and it never appears; give it a literal, unique id"
                            : "android:shortcutId is \(DisplayText.quote(id)), a resource reference: Android's parser requires a literal id and rejects the shortcut; write the id itself"
                    }
                    ?? "this shortcut has no android:shortcutId: Android's parser rejects it and it never appears; add a literal, unique android:shortcutId"
                return finding(file.path, message, position: shortcut.position)
            }
        }
    }
}
