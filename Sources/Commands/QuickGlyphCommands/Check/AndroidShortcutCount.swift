import QuickGlyphAndroid
import QuickGlyphModel
import QuickGlyphReport

/// The Android shortcuts a check found, for the summary and the inventory: what the modules declare, what
/// Android's parser keeps of them (a shortcut without a literal id or a string label is dropped), and each one.
package struct AndroidShortcutCount: Sendable, Equatable {
    var modules: Int
    package var declared: Int
    var kept: Int
    /// Every shortcut declared, module by module in the order found, each in file order.
    package var shortcuts: [AndroidShortcutListing] = []

    /// The most shortcuts a report lists, in every format: Android keeps 15 an activity, and a file of 25,000 must not
    /// print megabytes (the rest are counted).
    static let listedLimit = 20

    /// The shortcuts a report lists, and how many more there are.
    var listed: (shortcuts: ArraySlice<AndroidShortcutListing>, more: Int) {
        (shortcuts.prefix(Self.listedLimit), max(0, shortcuts.count - Self.listedLimit))
    }

    package init(modules: Int, declared: Int, kept: Int) {
        self.modules = modules
        self.declared = declared
        self.kept = kept
    }

    init(_ modules: [AndroidModule]) {
        // The app modules (with a launcher activity): a library module the build merges is no module of shortcuts.
        let apps = modules.filter(\.hasLauncher).count
        self.init(
            modules: apps == 0 ? modules.count : apps, declared: modules.reduce(0) { $0 + $1.declaredShortcuts },
            kept: modules.reduce(0) { $0 + $1.keptShortcuts })
        shortcuts = modules.flatMap(AndroidShortcutListing.all(in:))
    }

    /// `3 Android shortcuts in 1 module (1 dropped by Android's parser)`.
    var line: String {
        let dropped = declared - kept
        return "\(declared) Android shortcut\(declared == 1 ? "" : "s") in \(modules) module\(modules == 1 ? "" : "s")"
            + (dropped > 0 ? " (\(dropped) dropped by Android's parser)" : "")
    }

    /// The line, then a row a shortcut: (module, when several), id, short label, icon, what it opens, and where it
    /// is declared, on the row when it fits `CheckReport.inventoryWidth` whole, else on a line of its own under it (shortened
    /// from its middle only when even that line is too short).
    var table: String {
        guard !shortcuts.isEmpty else { return line }
        let several = Set(shortcuts.map(\.module)).count > 1
        let (shown, more) = listed
        let rows = shown.map { shortcut -> [String] in
            let id = (shortcut.id ?? "(no id)") + (shortcut.kept ? "" : " (dropped)")
            return (several ? [shortcut.module] : []) + [
                id, shortcut.label.map { DisplayText.quote($0) } ?? "(no label)", shortcut.icon ?? "(no icon)",
                shortcut.target ?? "(no intent)",
            ]
        }
        var lines = [line + ":"]
        for (lead, shortcut) in zip(CheckReport.columns(rows), shown) {
            let room = CheckReport.inventoryWidth - lead.count - 2
            let declared = shortcut.declaredAt.description
            if declared.count <= room {
                lines.append(lead + "  " + declared)
            } else {
                lines.append(String(lead.reversed().drop { $0 == " " }.reversed()))
                lines.append(
                    CheckReport.continuation
                        + DisplayText.middleShortenedPath(
                            declared, width: CheckReport.inventoryWidth - CheckReport.continuation.count))
            }
        }
        if more > 0 { lines.append("  … and \(DisplayText.count(more)) more") }
        return lines.joined(separator: "\n")
    }
}
