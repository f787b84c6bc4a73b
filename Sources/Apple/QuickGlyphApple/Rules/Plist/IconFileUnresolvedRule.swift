import Foundation
import QuickGlyphModel

/// An icon file that names no image shows no icon (users report a black dot).
package struct IconFileUnresolvedRule: ShortcutsRule {
    package static let order = 5
    package static let description = DiagnosticDescription(
        id: .iconFileUnresolved, name: "Icon file not found", severity: .error,
        repair: .plistEdit(does: "sets the image the name is a letter or two from, when there is exactly one."),
        summary:
            "UIApplicationShortcutItemIconFile names no imageset or custom symbol set in the app's asset "
            + "catalogs (nor a PNG in the bundle folder, by its name with or without .png), so the action "
            + "shows no icon.")

    package static let appliesToCode = true

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        // Each icon code chooses among is judged as its own, where it is made.
        subject.actions.flatMap(\.iconVariants).compactMap { entry in
            // `star.png` finds the bundle's star.png (or the image star), as iOS loads it, extension and all.
            guard let name = entry.iconKey(.iconFile)?.string,
                !AssetNaming.iconLookupNames(name).contains(where: subject.availableIcons.contains)
            else {
                return nil
            }
            let lowered = name.lowercased()
            let close = subject.availableIcons.filter { EditDistance.isWithin(2, $0.lowercased(), lowered) }.sorted()
            // Else a name that holds it, or is held in it (`camera` for `camera-photo-symbolic`): one, the nearest.
            let suggested =
                close.isEmpty
                ? NameSuggestion.nearest(to: name, among: subject.availableIcons.sorted()).map { [$0] } ?? [] : close
            // Three are enough to spot a typo; a catalog of thousands of short names could offer hundreds.
            let hint =
                suggested.isEmpty
                ? "" : " (did you mean \(suggested.prefix(3).map { DisplayText.quote($0) }.joined(separator: " or "))?)"
            var found = finding(
                subject.path,
                "\(subject.label(entry)).\(subject.key(.iconFile)) is \(DisplayText.quote(name)) but no image has that name"
                    + "\(hint); \(Self.placesAndFix(name, subject))\(subject.glyphFolder == nil ? "" : ",") or fix the name",
                position: subject.position(entry, .iconFile))
            // One image a letter or two away is the misspelling's repair; several are a choice for a person.
            if subject.kind == .infoPlist, close.count == 1, let index = entry.index {
                found.edit = .setItemKey(item: index, key: InfoPlistKey.iconFile, value: close[0])
            }
            return found
        }
    }

    /// Where the image was looked for and what makes it exist: for an items file, a glyph file in
    /// its glyph folder (what a build draws the imageset from); else an imageset in a catalog.
    static func placesAndFix(_ name: String, _ subject: ShortcutsSubject) -> String {
        let outcome = "The action would show no icon: add "
        guard let folder = subject.glyphFolder else {
            let places =
                subject.iconSearchPlaces.isEmpty
                ? "no asset catalog was found" : "looked in " + DisplayText.list(subject.iconSearchPlaces)
            return "\(places). \(outcome)\(name).imageset to a catalog"
        }
        let files = ["svg", "pdf", "png"].map { "\(name).\($0)" }
        let others = subject.iconSearchPlaces.filter { $0 != folder }
        let unread = subject.glyphSubfoldersUnread
        let below =
            subject.glyphFolderRecursive
            ? " and its sub-folders"
            : unread.isEmpty ? "" : " (not in \(DisplayText.list(unread)): --recursive reads sub-folders)"
        let places =
            "looked in \(folder)\(below) for "
            + "\(files[0]), \(files[1]) or \(files[2])" + (others.isEmpty ? "" : ", and in " + DisplayText.list(others))
        return "\(places). \(outcome)\(files[0]) (or .pdf, or .png) to \(folder)"
    }
}
