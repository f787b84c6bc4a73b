import Foundation
import QuickGlyphModel

/// An intent names an activity only with both `targetPackage` and `targetClass` (Android's `Intent.parseIntent` sets a
/// component from the two together, never from one): without them and without data, the shortcut's intent goes to
/// whatever activity declares its action. Where no activity of the app does, the shortcut opens another app or shows
/// "App isn't installed". `build --android` says the same of an item it writes.
package struct AndroidIntentUnresolvedRule: AndroidModuleRule {
    package static let order = 17
    package static let description = DiagnosticDescription(
        id: .androidIntentUnresolved, name: "Android shortcut's intent names no activity", severity: .warning,
        repair: .none,
        summary:
            "A shortcut's intent has no component (Android sets one only from targetPackage and targetClass together) "
            + "and no data, and no activity of the module's manifest declares its action: Android starts whatever "
            + "activity of any app handles it, usually none, and the shortcut shows \"App isn't installed\". check reads "
            + "the manifests of the library modules the app merges, and says nothing where one was not read. "
            + "With build --android, an item whose intent is the bare default (a VIEW of the package with no "
            + "targetClass and no data): give the build --android-manifest (its launcher activity is then the default "
            + "of every item naming none), the items file's root \"android\" object a targetClass, or the item's "
            + "\"android\" object a targetClass (the fully qualified activity) or the data its deep link handles.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        // What a merged manifest could add is not known: a module not read, or no manifest read at all. The
        // manifests of the library modules read are in `filterActions`; a published library's activities are not
        // taken to declare an app's own action.
        guard let actions = subject.filterActions, !subject.unreadDependencies.contains(where: { !$0.isPublished }),
            subject.gradle.map({ !$0.dependsOnModules || $0.readsModules }) ?? true
        else { return [] }
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged where shortcut.enabled {
                for intent in shortcut.intents {
                    // No action is android-intent-no-action's; a reference is android-intent-string-reference's.
                    guard let action = intent.action, !action.isEmpty, !AndroidResourceReference.isReference(action),
                        Self.isEmpty(intent.data), !Self.namesComponent(intent), !actions.contains(action)
                    else { continue }
                    findings.append(
                        finding(file.path, message(subject, shortcut, intent, action), position: intent.position))
                }
            }
        }
        return findings
    }

    static func isEmpty(_ value: String?) -> Bool { (value ?? "").isEmpty }

    static func namesComponent(_ intent: AndroidShortcutIntent) -> Bool {
        !isEmpty(intent.targetPackage) && !isEmpty(intent.targetClass)
    }

    private func message(
        _ module: AndroidModule, _ shortcut: AndroidStaticShortcut, _ intent: AndroidShortcutIntent, _ action: String
    ) -> String {
        let manifest = module.relative(module.manifestPath)
        let package = module.applicationID ?? module.gradle?.namespace
        let packageText = package.map { "android:targetPackage=\(DisplayText.quote($0))" } ?? "android:targetPackage"
        let lead: String
        let fix: String
        if let targetClass = intent.targetClass, !targetClass.isEmpty {
            lead =
                "the intent of \(shortcut.label) names android:targetClass \(DisplayText.quote(targetClass)) but no "
                + "android:targetPackage, and Android sets an activity only from the two together"
            fix = "add \(packageText)" + (package == nil ? " (the app's application id)" : "")
        } else if let targetPackage = intent.targetPackage, !targetPackage.isEmpty {
            lead =
                "the intent of \(shortcut.label) names android:targetPackage \(DisplayText.quote(targetPackage)) but no "
                + "android:targetClass, so it names no activity"
            fix = "add android:targetClass, the fully qualified activity it opens"
        } else {
            lead =
                "the intent of \(shortcut.label) names no activity (no android:targetPackage and targetClass) and no data"
            let launcher = module.launchers.first.map {
                Self.qualified($0.name, package: module.manifestPackage ?? module.gradle?.namespace)
            }
            fix =
                "add \(packageText) android:targetClass="
                + (launcher.map { DisplayText.quote($0) } ?? "\"…\" (the fully qualified activity)")
        }
        return lead + ", and no activity of \(manifest) declares an intent filter for its action "
            + "\(DisplayText.quote(action)): Android starts whatever app handles that action, usually none (\"App isn't "
            + "installed\"); \(fix)"
    }

    /// `.MainActivity` in full with the package the manifest names classes in; a name with no package stays as written.
    static func qualified(_ name: String, package: String?) -> String {
        guard let package, name.hasPrefix(".") else { return name }
        return package + name
    }
}
