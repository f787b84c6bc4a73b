import Foundation
import QuickGlyphModel

/// Xcode runs a preprocessed Info.plist (INFOPLIST_PREPROCESS) through the C
/// preprocessor; when it cannot be read even with its directives set aside, its
/// quick actions go unchecked, and the report says so rather than calling the file broken.
public struct PlistNotReadRule: ShortcutsRule {
    public static let order = 12
    public static let description = DiagnosticDescription(
        id: .plistNotRead, name: "Quick actions not read", severity: .info,
        repair: .none,
        summary: "A preprocessed Info.plist that declares quick actions does not parse even with its #if lines set aside, "
            + "so its quick actions were not checked. Not an error: Xcode's preprocessor may well read it.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        guard let reason = subject.unread else { return [] }
        return [finding(subject.path, "\(reason): its quick actions were not checked; check the processed Info.plist "
                        + "Xcode writes into the build folder instead")]
    }
}
