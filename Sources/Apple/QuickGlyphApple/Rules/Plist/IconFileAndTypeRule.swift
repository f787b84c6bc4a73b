import Foundation
import QuickGlyphModel

/// "If you specify this key, the system ignores the UIApplicationShortcutItemIconType key."
package struct IconFileAndTypeRule: ShortcutsRule {
    package static let order = 7
    package static let description = DiagnosticDescription(
        id: .iconFileAndType, name: "Icon file and icon type together", severity: .warning,
        repair: .plistEdit(does: "removes the icon type, which the system ignores beside an icon file."),
        summary: "A quick action sets both UIApplicationShortcutItemIconFile and UIApplicationShortcutItemIconType; "
            + "the system ignores the icon type.")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.compactMap { entry in
            guard let file = entry.iconKey(.iconFile)?.string, let type = entry.iconKey(.iconType)?.string else {
                return nil
            }
            var found = finding(
                subject.path,
                "\(subject.label(entry)) sets both \(subject.key(.iconFile)) \(DisplayText.quote(file)) and "
                    + "\(subject.key(.iconType)) \(DisplayText.quote(type)); the system ignores the icon type: remove one",
                position: subject.position(entry, .iconType))
            // The type is the one the system ignores: removing it changes nothing on the device.
            if subject.kind == .infoPlist, let index = entry.index {
                found.edit = .removeItemKey(item: index, key: InfoPlistKey.iconType)
            }
            return found
        }
    }
}
