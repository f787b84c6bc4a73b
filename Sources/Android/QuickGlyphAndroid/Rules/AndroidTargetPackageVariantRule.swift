import Foundation
import QuickGlyphModel

/// A variant with an `applicationIdSuffix` installs under another id, but its shortcuts XML still names the base one:
/// those shortcuts open an app that is not there (or the release build, when both are installed).
package struct AndroidTargetPackageVariantRule: AndroidModuleRule {
    package static let order = 16
    package static let description = DiagnosticDescription(
        id: .androidTargetPackageVariant, name: "Shortcut target misses a variant's id", severity: .info,
        repair: .none,
        summary:
            "An intent's targetPackage equals the base applicationId while build.gradle(.kts) gives a build type or flavor an "
            + "applicationIdSuffix: that variant's shortcuts open nothing. Names the variant and the suffix.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        guard let gradle = subject.gradle, let id = subject.applicationID else { return [] }
        // A variant whose own source set has its shortcuts file ships that one instead.
        let suffixes = gradle.suffixes.filter { !subject.variantsWithOwnShortcuts.contains($0.variant) }
        guard !suffixes.isEmpty else { return [] }
        let variants = DisplayText.list(
            suffixes.map { "\(DisplayText.shortened($0.variant)) (\(DisplayText.quote($0.suffix)), line \($0.line))" })
        let gradleName = subject.relative(gradle.path)
        var findings: [Finding] = []
        // A variant's own file names that variant's id: it is judged by the other rules, not against the base id.
        for file in subject.shortcutsFiles where file.sourceSet == "main" {
            for shortcut in file.judged {
                for intent in shortcut.intents where intent.targetPackage == id {
                    findings.append(
                        finding(
                            file.path,
                            "android:targetPackage of \(shortcut.label) is \(DisplayText.quote(id)), the base application id, but "
                                + "\(gradleName) adds an applicationIdSuffix for \(variants): installed under that id, the variant's "
                                + "shortcuts name an app that is not there and open nothing; give the variant its own shortcuts XML "
                                + "(src/VARIANT/res/xml-v25/) with its id", position: intent.position))
                }
            }
        }
        return findings
    }
}
