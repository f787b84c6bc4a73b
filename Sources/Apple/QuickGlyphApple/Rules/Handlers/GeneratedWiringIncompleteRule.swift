import Foundation
import QuickGlyphModel

/// quickglyph's own Swift file hands each chosen quick action to its center and makes the dynamic ones only when
/// asked: a SwiftUI app that adopts the file's app delegate but lacks one of the lines docs/swiftui.md has it add
/// shows no dynamic action, or does nothing when one is chosen, while every handler rule sees the file's working
/// handlers. Each missing line is one finding, at the app's `App` declaration, where the line belongs (the
/// generated file says "Do not edit").
package struct GeneratedWiringIncompleteRule: LifeCycleRule {
    package static let order = 8
    package static let description = DiagnosticDescription(
        id: .generatedWiringIncomplete, name: "quickglyph's Swift file not wired", severity: .warning,
        repair: .none,
        summary:
            "A SwiftUI app adopts the app delegate of the Swift file build --swift writes (in "
            + "@UIApplicationDelegateAdaptor, or a subclass of it) but nothing calls installDynamicItems(in:) while the "
            + "file has dynamic actions (they never appear), or nothing reads the file's center ($chosen, chosen or "
            + "actions()), where the file hands each chosen action (choosing one does nothing). One finding a missing "
            + "line, at the App declaration.")

    package init() {}

    package func validate(_ subject: LifeCycleSubject, context: RuleContext) -> [Finding] {
        let code = subject.lifeCycle.code
        guard subject.lifeCycle.kind == .swiftUI, let app = code.swiftUIApps.first else { return [] }
        var findings: [Finding] = []
        for wiring in code.wirings {
            let adaptors = Set(code.delegateAdaptors.map(\.name))
            guard adaptors.contains(wiring.appDelegate) || !adaptors.isDisjoint(with: wiring.appDelegateSubclasses)
            else { continue }
            let lead =
                "the SwiftUI App \(app.name) adopts \(wiring.appDelegate), from quickglyph's "
                + "\((wiring.path as NSString).lastPathComponent), but"
            let dynamic = subject.actions.filter { $0.kind == .dynamic && $0.declaredAt.path == wiring.path }
            if wiring.hasDynamicActions, wiring.installs.isEmpty {
                let titles = dynamic.compactMap { $0.title?.text }.map { DisplayText.quote($0) }
                let which =
                    titles.isEmpty
                    ? "its dynamic quick actions" : "its dynamic quick actions (\(DisplayText.list(titles)))"
                findings.append(
                    finding(
                        at: app.at,
                        "\(lead) nothing calls \(wiring.typeName).installDynamicItems(in:), so \(which) never appear; add "
                            + ".onAppear { \(wiring.typeName).installDynamicItems(in: UIApplication.shared) } to the view "
                            + "its WindowGroup shows"))
            }
            if wiring.observers.isEmpty {
                findings.append(
                    finding(
                        at: app.at,
                        "\(lead) nothing reads \(wiring.center).shared ($chosen, chosen or actions()), where that file "
                            + "hands each chosen quick action, so choosing one does nothing; add .onReceive("
                            + "\(wiring.center).shared.$chosen) { action in guard let action, \(wiring.center).shared"
                            + ".markHandled() else { return } … } to the view its WindowGroup shows"))
            }
        }
        return findings
    }
}
