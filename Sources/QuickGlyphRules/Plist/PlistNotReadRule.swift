import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// Xcode runs a preprocessed Info.plist (INFOPLIST_PREPROCESS) through the C
/// preprocessor; when it cannot be read even with its directives set aside, its
/// quick actions go unchecked, and the report says so rather than calling the file broken.
public struct PlistNotReadRule: ShortcutsRule {
    public static let description = DiagnosticDescription(
        id: .plistNotRead, name: "Quick actions not read", severity: .info,
        summary: "A preprocessed Info.plist that declares quick actions does not parse even with its #if lines set aside, "
            + "so its quick actions were not checked. Not an error: Xcode's preprocessor may well read it.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        guard let reason = subject.unread else { return [] }
        return [finding(subject.path, "\(reason): its quick actions were not checked; check the processed Info.plist "
                        + "Xcode writes into the build folder instead")]
    }

    public static let triggeringExamples = [
        TreeExample("a preprocessed plist that does not parse", at: .file("Info.plist")) {
            ["Info.plist": .text("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n#if PRO\n<key>UIApplicationShortcutItems</key>\n"
                                 + "<array><dict><key>UIApplicationShortcutItemType</key>\n#else\n</dict></array>\n#endif\n</dict>\n</plist>\n")]
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("a preprocessed plist that parses with its lines set aside") {
            ["Info.plist": .text("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n#ifdef DEBUG\n<key>Debug</key><true/>\n#endif\n"
                                 + "<key>UIApplicationShortcutItems</key>\n<array/>\n</dict>\n</plist>\n")]
        },
        TreeExample("a broken plist without directives (shortcuts-invalid's)") { ["Info.plist": .text("<plist><dict><key>a</key>")] },
    ]
}
