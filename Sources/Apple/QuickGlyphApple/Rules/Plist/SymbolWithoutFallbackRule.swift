import Foundation
import QuickGlyphModel

/// SF Symbols exist from iOS 13: an app that still runs on iOS 12 shows a
/// symbol-only item without an icon there. Apple's order is symbol, then file,
/// then type, so a file or a type beside the symbol is the older systems' icon.
package struct SymbolWithoutFallbackRule: ShortcutsRule {
    package static let order = 14
    package static let description = DiagnosticDescription(
        id: .symbolWithoutFallback, name: "Symbol without a fallback icon", severity: .warning,
        repair: .plistEdit(does: "adds the system icon drawn like the symbol, when there is one."),
        summary: "A static quick action's only icon is UIApplicationShortcutItemIconSymbolName, but its target's "
            + "IPHONEOS_DEPLOYMENT_TARGET is below iOS 13, where SF Symbols do not exist: the item shows no icon there. "
            + "Add UIApplicationShortcutItemIconFile or UIApplicationShortcutItemIconType beside it (iOS takes the symbol, "
            + "then the file, then the type). build --project judges the items file the same way, from the app target's setting."
    )

    /// The first iOS with SF Symbols.
    static let symbolsSince = 13

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        // An items file has a deployment target only when build reads it from the app's project (--project).
        guard subject.kind == .infoPlist || subject.kind == .itemsFile, let deployment = subject.deploymentTarget,
            let major = Int(deployment.split(separator: ".").first ?? ""), major < Self.symbolsSince
        else { return [] }
        return subject.actions.compactMap { entry in
            guard !entry.isDynamic, let symbol = entry.iconKey(.iconSymbol)?.string, entry.iconKey(.iconFile) == nil,
                entry.iconKey(.iconType) == nil
            else { return nil }
            let target = subject.target.map { "target \($0)" } ?? "the app"
            // The system icon drawn like the symbol, when there is one: the fallback iOS 12 shows instead.
            let lookalike = SystemIconSymbol.icon(for: symbol)
            let suggestion =
                lookalike.map {
                    "; \(DisplayText.quote(subject.kind == .infoPlist ? $0.plistValue : $0.rawValue)) looks like it"
                } ?? ""
            var found = finding(
                subject.path,
                "\(subject.label(entry)) shows only the SF Symbol \(DisplayText.quote(symbol)), but \(target) deploys to iOS "
                    + "\(deployment), and before iOS 13 a symbol shows no icon: add \(subject.key(.iconFile)) or "
                    + "\(subject.key(.iconType)) beside it as the fallback (iOS takes the symbol, then the file, then the type)\(suggestion)",
                position: subject.position(entry, .iconSymbol))
            if subject.kind == .infoPlist, let lookalike, let index = entry.index {
                found.edit = .setItemKey(item: index, key: InfoPlistKey.iconType, value: lookalike.plistValue)
            }
            return found
        }
    }
}
