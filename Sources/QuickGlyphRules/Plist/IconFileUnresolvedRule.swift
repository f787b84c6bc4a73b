import Foundation
import QuickGlyphCore

/// An icon file that names no image shows no icon (users report a black dot).
public struct IconFileUnresolvedRule: ShortcutsRule {
    public static let description = DiagnosticDescription(
        id: .iconFileUnresolved, name: "Icon file not found", severity: .error,
        summary: "UIApplicationShortcutItemIconFile names no imageset in the app's asset catalogs (nor a PNG in the bundle folder), "
            + "so the action shows no icon.")

    public static let appliesToCode = true

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.compactMap { entry in
            guard let name = entry.iconKey(.iconFile)?.string, !subject.availableIcons.contains(name) else { return nil }
            let lowered = name.lowercased()
            let close = subject.availableIcons.filter { EditDistance.isWithin(2, $0.lowercased(), lowered) }.sorted()
            // Three are enough to spot a typo; a catalog of thousands of short names could offer hundreds.
            let hint = close.isEmpty ? "" : " (did you mean \(close.prefix(3).map { DisplayText.quote($0) }.joined(separator: " or "))?)"
            let places = subject.iconSearchPlaces.isEmpty ? "no asset catalog was found" : "looked in " + DisplayText.list(subject.iconSearchPlaces)
            var found = finding(subject.path, "\(subject.label(entry)).\(subject.key(.iconFile)) is \(DisplayText.quote(name)) but no image has that name"
                                + "\(hint); \(places). The action would show no icon: add \(name).imageset to a catalog or fix the name",
                                position: subject.position(entry, .iconFile))
            // One image a letter or two away is the misspelling's repair; several are a choice for a person.
            if subject.kind == .infoPlist, close.count == 1, let index = entry.index {
                found.edit = .setItemKey(item: index, key: InfoPlistKey.iconFile, value: close[0])
            }
            return found
        }
    }
}
