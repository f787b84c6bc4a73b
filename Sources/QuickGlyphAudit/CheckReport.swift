import Foundation
import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import QuickGlyphReport

/// What a check found, sorted so the same input always prints the same output.
public struct CheckReport: Sendable, Equatable {
    public var findings: [Finding]
    public var filesChecked: Int
    /// Every quick action found, in the inventory's order (path, line, column).
    public var actions: [QuickAction]
    /// Whether the check looked for quick actions at all (an app folder or a plist),
    /// so that "0 quick actions" is news worth printing.
    var listsActions: Bool
    /// Every imageset (and bundle icon) judged as a quick-action glyph, by path: each listed action's icon is among them.
    public var judgedImagesets: [String]
    /// The alpha of every image judged, by imageset (or by the first file of a bundle icon, or a
    /// file named on its own): decoded once by the check, shown by the HTML report as it is.
    public var images: [String: [ReportIcon.Image]]
    /// The Android shortcuts of the modules checked; nil when the check found no Android module.
    public var androidShortcuts: AndroidShortcutCount?
    /// How each application target's quick actions reach its code (targets whose code was read).
    public var handling: [TargetHandling] = []
    /// Every source and interface file (storyboard, xib) of the app folders checked, for what else uses an image.
    public var appFiles: [String] = []

    public init(findings: [Finding], filesChecked: Int, actions: [QuickAction] = [], listsActions: Bool = false,
                judgedImagesets: [String] = [], images: [String: [ReportIcon.Image]] = [:], androidShortcuts: AndroidShortcutCount? = nil,
                handling: [TargetHandling] = []) {
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

    /// The inventory as a short table, for the top of the text report.
    var inventoryTable: String {
        let dynamic = actions.filter { $0.kind == .dynamic }.count
        var lines = ["\(actions.count) quick action\(actions.count == 1 ? "" : "s") (\(actions.count - dynamic) static, \(dynamic) dynamic)"
            + (actions.isEmpty ? "" : ":")]
        // The target column only when a project names them.
        let targets = actions.contains { $0.target != nil }
        let rows = actions.map { action -> [String] in
            let title = action.title.map(\.text).map { action.unresolvedFields.contains("title") ? $0 : DisplayText.quote($0) } ?? "(no title)"
            let handled = handledText(for: action).map { "  " + $0 } ?? ""
            return (targets ? [action.target ?? "-"] : []) + [action.kind.rawValue, title, action.iconText, action.declaredAt.description + handled]
        }
        let padded = targets ? 4 : 3
        let widths = (0..<padded).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append("  " + (0..<padded).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                         + "  " + row[padded])
        }
        for target in handling {
            let name = target.target.map { "target \($0)" } ?? "the app"
            let handlers = target.handlers.isEmpty ? "no handler iOS calls" : "handled in " + target.handlers.map(\.description).joined(separator: ", ")
            let unread = target.notFollowed.isEmpty ? "" : "; not followed: " + DisplayText.list(target.notFollowed)
            lines.append("  \(name): \(target.lifeCycle) (\(target.evidence)); \(handlers)\(unread)")
        }
        return lines.joined(separator: "\n")
    }

    /// Where `action` is handled, from its target's handling; nil when its code was not judged or its type is computed.
    func handledText(for action: QuickAction) -> String? {
        handling.first { $0.target == action.target }?.text(for: action)
    }

    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Errors fail a check; warnings too when strict.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// `3 errors, 1 warning, 2 notes in 12 files`.
    public var summary: String {
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return [counted(count(.error), "error"), counted(count(.warning), "warning"), counted(count(.info), "note")]
            .joined(separator: ", ") + " in " + counted(filesChecked, "file")
    }
}
