import Foundation
import QuickGlyphAndroidApp
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// A variant with an `applicationIdSuffix` installs under another id, but its shortcuts XML still names the base one:
/// those shortcuts open an app that is not there (or the release build, when both are installed).
public struct AndroidTargetPackageVariantRule: AndroidModuleRule {
    public static let description = DiagnosticDescription(
        id: .androidTargetPackageVariant, name: "Shortcut target misses a variant's id", severity: .info,
        summary: "An intent's targetPackage equals the base applicationId while build.gradle(.kts) gives a build type or flavor an "
            + "applicationIdSuffix: that variant's shortcuts open nothing. Names the variant and the suffix.")

    public init() {}

    public func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        guard let gradle = subject.gradle, !gradle.suffixes.isEmpty, let id = subject.applicationID else { return [] }
        let variants = gradle.suffixes.map { "\($0.variant) (\"\($0.suffix)\", line \($0.line))" }.joined(separator: ", ")
        let gradleName = subject.relative(gradle.path)
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.kept {
                for intent in shortcut.intents where intent.targetPackage == id {
                    findings.append(finding(file.path, "android:targetPackage of \(shortcut.label) is \"\(id)\", the base application id, but "
                                            + "\(gradleName) adds an applicationIdSuffix for \(variants): installed under that id, the variant's "
                                            + "shortcuts name an app that is not there and open nothing; give the variant its own shortcuts XML "
                                            + "(src/VARIANT/res/xml-v25/) with its id", position: intent.position))
                }
            }
        }
        return findings
    }

    public static let triggeringExamples = [
        TreeExample("a debug suffix", at: .line(AndroidFixtures.shortcutsFile, 5, column: 9)) {
            AndroidFixtures.module([AndroidFixtures.shortcut()], files: [AndroidFixtures.gradle: .text("""
                android {
                    defaultConfig {
                        applicationId "com.example.app"
                    }
                    buildTypes {
                        debug {
                            applicationIdSuffix ".debug"
                        }
                    }
                }

                """)])
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("no suffix") {
            AndroidFixtures.module([AndroidFixtures.shortcut()], files: [AndroidFixtures.gradle: .text("android {\n    defaultConfig {\n        applicationId \"com.example.app\"\n    }\n}\n")])
        },
    ]
}
