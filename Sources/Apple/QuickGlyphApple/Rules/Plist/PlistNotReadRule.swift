import Foundation
import QuickGlyphModel

/// Xcode runs a preprocessed Info.plist (INFOPLIST_PREPROCESS) through the C
/// preprocessor; when it cannot be read even with its directives set aside, its
/// quick actions go unchecked, and the report says so rather than calling the file broken.
package struct PlistNotReadRule: ShortcutsRule {
    package static let order = 12
    package static let description = DiagnosticDescription(
        id: .plistNotRead, name: "Quick actions not read", severity: .info,
        repair: .none,
        summary:
            "A preprocessed Info.plist that declares quick actions does not parse even with its #if lines set aside, "
            + "so its quick actions were not checked. Not an error: Xcode's preprocessor may well read it.")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        guard let reason = subject.unread else { return [] }
        return [
            finding(
                subject.path,
                "\(reason): its quick actions were not checked; check the processed Info.plist "
                    + "Xcode writes into the build folder instead")
        ]
    }
}
