import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphReport

/// What a check found, sorted so the same input always prints the same output.
package struct CheckReport: Sendable, Equatable {
    package var findings: [Finding]
    package var filesChecked: Int
    /// Every quick action found, in the inventory's order (path, line, column).
    package var actions: [QuickAction]
    /// Whether the check looked for quick actions at all (an app folder or a plist),
    /// so that "0 quick actions" is news worth printing.
    var listsActions: Bool
    /// Every imageset (and bundle icon) judged as a quick-action glyph, by path: each listed action's icon is among
    /// them.
    package var judgedImagesets: [String]
    /// The alpha of every image judged, by imageset (or by the first file of a bundle icon, or a
    /// file named on its own): decoded once by the check, shown by the HTML report as it is.
    package var images: [String: [ReportIcon.Image]]
    /// The Android shortcuts of the modules checked; nil when the check found no Android module.
    package var androidShortcuts: AndroidShortcutCount?
    /// How each application target's quick actions reach its code (targets whose code was read).
    var handling: [TargetHandling] = []
    /// Every source and interface file (storyboard, xib) of the app folders checked, for what else uses an image.
    var appFiles: [String] = []
    /// Each application target's development language, by its label ("" for an app no project names):
    /// the language the menu's titles are shown in, where the source gives a key.
    var developmentLanguages: [String: String] = [:]
    /// Every file the check read, for the adoption step's search for disable comments.
    var filesRead: Set<String> = []
    /// The sources whose bytes the check searched, and those holding `quickglyph:disable`: the adoption step
    /// reads again only those that do.
    var sourcesSearched = Set<String>()
    var sourcesWithDisableComments = Set<String>()

    // MARK: Adoption (issue 41)

    /// How many findings `quickglyph:disable` comments hid.
    package var suppressed = 0
    /// How many findings `--baseline` hid; nil when no baseline was given.
    package var baselineHidden: Int?
    /// Each finding's baseline entry, in the findings' order, when `--write-baseline` asked for them.
    package var baselineEntries: [BaselineEntry] = []

    /// The configuration file the check read (`.quickglyph.yml`, or `--config`'s), said in every report.
    package var configurationPath: String?

    package init(
        findings: [Finding], filesChecked: Int, actions: [QuickAction] = [], listsActions: Bool = false,
        judgedImagesets: [String] = [], images: [String: [ReportIcon.Image]] = [:],
        androidShortcuts: AndroidShortcutCount? = nil,
        handling: [TargetHandling] = []
    ) {
        self.handling = handling
        self.findings = findings.sorted(by: Finding.precedes)
        self.filesChecked = filesChecked
        self.actions = actions
        self.listsActions = listsActions
        self.judgedImagesets = judgedImagesets
        self.images = images
        self.androidShortcuts = androidShortcuts
    }

    /// Whether the iOS inventory is worth printing: it lists something, or the check looked for quick
    /// actions and found no Android module either (a folder of Android only would print "0 quick actions").
    var showsInventory: Bool {
        !actions.isEmpty || (listsActions && androidShortcuts == nil)
    }

    /// The inventory as a short table, for the top of the text report: every line at most
    /// `inventoryWidth` columns, a long path shortened from the middle (`DisplayText.middleShortenedPath`).
    var inventoryTable: String {
        let dynamic = actions.filter { $0.kind == .dynamic }.count
        var lines = [
            "\(actions.count) quick action\(actions.count == 1 ? "" : "s") (\(actions.count - dynamic) static, \(dynamic) dynamic)"
                + (actions.isEmpty ? "" : ":")
        ]
        // The target column only when a project names them.
        let targets = actions.contains { $0.target != nil }
        let rows = actions.map { action -> (cells: [String], declared: String, handled: String?) in
            let title =
                action.title.map(\.text).map { action.unresolvedFields.contains("title") ? $0 : DisplayText.quote($0) }
                ?? "(no title)"
            let cells = (targets ? [action.target ?? "-"] : []) + [action.kind.rawValue, title, action.iconText]
            return (cells, action.declaredAt.description, handledText(for: action))
        }
        for (row, lead) in zip(rows, CheckReport.columns(rows.map(\.cells))) {
            // Where it is declared, then where it is handled, each on the line while it fits (its path
            // shortened to the room left), else on a line of its own under the row.
            let pieces: [(Int) -> String] =
                [{ DisplayText.middleShortenedPath(row.declared, width: $0) }]
                + (row.handled.map { handled in [{ CheckReport.shortenedPaths(in: handled, width: $0) }] } ?? [])
            var current = lead
            for piece in pieces {
                let separator = current == CheckReport.continuation ? "" : "  "
                let text = piece(CheckReport.inventoryWidth - current.count - separator.count)
                if current.count + separator.count + text.count <= CheckReport.inventoryWidth {
                    current += separator + text
                } else {
                    lines.append(String(current.reversed().drop { $0 == " " }.reversed()))
                    current =
                        CheckReport.continuation + piece(CheckReport.inventoryWidth - CheckReport.continuation.count)
                }
            }
            lines.append(current)
        }
        for target in handling {
            let name = target.target.map { "target \($0)" } ?? "the app"
            lines += CheckReport.wrap("  \(name): " + target.summary(pathWidth: CheckReport.pathWidth))
        }
        return lines.joined(separator: "\n")
    }

    /// Each row's cells as one line, indented two spaces, columns two apart: the columns fit `inventoryWidth`, the
    /// widest narrowed (its long cells cut by `cell`) until they do. The iOS and the Android inventory alike.
    static func columns(_ rows: [[String]]) -> [String] {
        let columns = rows.first?.count ?? 0
        var widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        while 2 + widths.reduce(0, +) + 2 * (columns - 1) > inventoryWidth,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 8
        {
            widths[widest] -= 1
        }
        // A column's paths cut by the same folders: the fewest last parts any cut path kept, for every path in it
        // (`Demo/…/Shortcuts.xcassets/compose.imageset` above `Demo/…/Shortcuts.xcassets/scan.imageset`, not a
        // shortened one above a whole one).
        let kept = (0..<columns).map { column in
            rows.compactMap { row in DisplayText.keptParts(of: cell(row[column], width: widths[column])) }.min()
        }
        return rows.map { row in
            "  "
                + (0..<columns).map {
                    cell(row[$0], width: widths[$0], keeping: kept[$0])
                        .padding(toLength: widths[$0], withPad: " ", startingAt: 0)
                }
                .joined(separator: "  ")
        }
    }

    /// The text report's width: each inventory line fits a terminal or a CI log of 100 columns.
    static let inventoryWidth = 100
    /// A path in a sentence of the inventory (a handler's) is shortened to this many characters.
    static let pathWidth = 48
    /// The indent of a line that carries on the one above it.
    static let continuation = "      "
    /// `text` fitted to `width` characters: an icon's path (`file name → PATH …`) shortened from
    /// its middle first, then the end cut, an ellipsis in the place of the rest.
    /// `keeping`: the last parts every path of the column keeps, so that all are cut alike.
    static func cell(_ text: String, width: Int, keeping kept: Int? = nil) -> String {
        guard text.count > width || kept != nil else { return text }
        var text = text
        if let arrow = text.range(of: " \u{2192} ") {
            let after = text[arrow.upperBound...]
            let head = String(text[..<arrow.upperBound])
            var path = String(after.prefix { $0 != " " && $0 != "," })
            let rest = String(after.dropFirst(path.count))
            if let kept { path = DisplayText.middleShortenedPath(path, keeping: kept) }
            text = head + DisplayText.middleShortenedPath(path, width: width - head.count - rest.count) + rest
        }
        return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    /// "handled at PATH:LINE:COLUMN" with its path shortened so the whole fits `width`.
    static func shortenedPaths(in handled: String, width: Int) -> String {
        let prefix = "handled at "
        guard handled.hasPrefix(prefix) else { return handled }
        return prefix
            + DisplayText.middleShortenedPath(String(handled.dropFirst(prefix.count)), width: width - prefix.count)
    }

    /// `line` broken at spaces into lines of at most `inventoryWidth` columns, each after the first
    /// indented as a continuation; a word longer than a line keeps a line of its own.
    static func wrap(_ line: String) -> [String] {
        guard line.count > inventoryWidth else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        for word in line.dropFirst(indent.count).split(separator: " ") {
            let start = lines.isEmpty ? indent : continuation
            if current != start, current.count + 1 + word.count > inventoryWidth {
                lines.append(current)
                current = continuation + word
            } else {
                current += (current == start ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }

    /// Where `action` is handled, from its target's handling; nil when its code was not judged or its type is computed.
    func handledText(for action: QuickAction) -> String? {
        handling.first { $0.target == action.target }?.text(for: action)
    }

    /// A table cell of the same: "not judged" for an action whose target's entry code was not read,
    /// or whose type the code computes, so that an empty cell never stands for either.
    func handledCell(for action: QuickAction) -> String {
        guard handling.contains(where: { $0.target == action.target }) else { return "not judged: no entry code read" }
        return handledText(for: action) ?? "not judged: type computed"
    }

    package func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Errors fail a check; warnings too when strict.
    package func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// `3 errors, 1 warning, 2 notes in 12 files`.
    package var summary: String {
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let counts =
            [counted(count(.error), "error"), counted(count(.warning), "warning"), counted(count(.info), "note")]
            .joined(separator: ", ") + " in " + counted(filesChecked, "file")
        // What was left out is said beside what was found, so a clean run with a baseline is not taken for a clean app.
        let hidden =
            (suppressed > 0 ? ["\(suppressed) hidden by disable comments"] : [])
            + (baselineHidden.map { ["\($0) hidden by the baseline"] } ?? [])
        return hidden.isEmpty ? counts : counts + " (" + hidden.joined(separator: ", ") + ")"
    }
}
