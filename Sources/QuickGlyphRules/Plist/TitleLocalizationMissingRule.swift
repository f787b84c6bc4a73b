import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// A title that is a localization key shows as the raw key when no InfoPlist.strings translates it.
public struct TitleLocalizationMissingRule: ShortcutsRule {
    public static let description = DiagnosticDescription(
        id: .titleLocalizationMissing, name: "Localization key not translated", severity: .warning,
        summary: "A title or subtitle looks like a localization key (no spaces; snake_case, dotted or camelCase) but no "
            + "*.lproj/InfoPlist.strings beside the file has an entry for it, so users see the key itself.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.entries.flatMap { entry in
            [ShortcutsSubject.Field.title, .subtitle].compactMap { field -> Finding? in
                guard let text = entry[field], TitleLocalizationMissingRule.looksLikeKey(text),
                      !subject.localizedKeys.contains(text) else { return nil }
                let searched = subject.localizationFiles.isEmpty
                    ? "there is no *.lproj/InfoPlist.strings beside it"
                    : "none of \(subject.localizationFiles.joined(separator: ", ")) has it"
                return finding(subject.path, "\(subject.label(entry)).\(subject.key(field)) \"\(text)\" looks like a localization key "
                               + "but \(searched), so users see \"\(text)\"; add \"\(text)\" = \"…\"; to each InfoPlist.strings, "
                               + "or write the text itself", position: subject.position(entry, field))
            }
        }
    }

    /// `compose_title`, `shortcut.compose.title`, `composeTitle`: no spaces, and a separator or a hump inside.
    static func looksLikeKey(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), !text.contains("$("),
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) else { return false }
        let separated = text.dropFirst().dropLast().contains { $0 == "_" || $0 == "." }
        let camel = text.first!.isLowercase && text.dropFirst().contains(where: \.isUppercase)
        return separated || camel
    }

    public static let triggeringExamples = [
        TreeExample("key, no strings files", at: .line("Info.plist", 10, column: 4)) { ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.new", "shortcut_compose_title", iconType: "UIApplicationShortcutIconTypeCompose")])] },
        TreeExample("key missing from the strings", at: .line("Info.plist", 10, column: 4)) {
            ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.new", "shortcut.compose", iconType: "UIApplicationShortcutIconTypeCompose")]),
             "en.lproj/InfoPlist.strings": .text("\"shortcut.search\" = \"Search\";\n")]
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("key translated") {
            ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.new", "shortcut_compose_title", iconType: "UIApplicationShortcutIconTypeCompose")]),
             "de.lproj/InfoPlist.strings": .text("/* Quick actions */\n\"shortcut_compose_title\" = \"Neue Nachricht\";\n")]
        },
        TreeExample("plain words") { ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.new", "Search", iconType: "UIApplicationShortcutIconTypeSearch")])] },
    ]
}
