import Foundation
import QuickGlyphModel

/// The parser reads the labels as resource ids only: a literal short label reads as resource 0 and the
/// whole shortcut is dropped; a literal long label or disabled message is lost.
package struct AndroidLabelLiteralRule: AndroidModuleRule {
    package static let order = 5
    package static let description = DiagnosticDescription(
        id: .androidLabelLiteral, name: "Shortcut label not a string resource", severity: .error,
        repair: .none,
        summary:
            "android:shortcutShortLabel (required) is missing or a literal instead of @string/…, so Android drops the whole "
            + "shortcut; or android:shortcutLongLabel or android:shortcutDisabledMessage is a literal, and is lost.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.shortcuts {
                if let label = shortcut.shortLabel {
                    if !shortcut.hasStringShortLabel {
                        findings.append(
                            finding(
                                file.path,
                                "android:shortcutShortLabel of \(shortcut.label) is \(DisplayText.quote(label)), not a @string/ reference: "
                                    + "Android reads it as no label and drops the whole shortcut; put the text in res/values/strings.xml "
                                    + "and write @string/NAME", position: shortcut.position))
                    }
                } else {
                    findings.append(
                        finding(
                            file.path,
                            "\(shortcut.label) has no android:shortcutShortLabel, which Android requires: it drops the "
                                + "whole shortcut; add android:shortcutShortLabel=\"@string/NAME\"",
                            position: shortcut.position))
                }
                for (attribute, what, value) in [
                    ("shortcutLongLabel", "long label", shortcut.longLabel),
                    ("shortcutDisabledMessage", "disabled message", shortcut.disabledMessage),
                ] {
                    guard let value, AndroidResourceReference(value)?.type != "string" else { continue }
                    findings.append(
                        finding(
                            file.path,
                            "android:\(attribute) of \(shortcut.label) is \(DisplayText.quote(value)), not a @string/ reference: "
                                + "Android reads only a string resource there, so the \(what) is lost; put the text in "
                                + "res/values/strings.xml and write @string/NAME", position: shortcut.position))
                }
            }
        }
        return findings
    }
}
