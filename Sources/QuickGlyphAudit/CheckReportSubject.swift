import Foundation
import QuickGlyphCore
import QuickGlyphReport
import QuickGlyphSystem

/// `check` prints everything on stdout: the inventory (when it looked for quick
/// actions), the findings, the summary.
extension CheckReport: ReportSubject {
    public var commandName: String { "check" }
    public var orderedFindings: [Finding] { findings }
    public var textLayout: TextLayout {
        TextLayout(preamble: (showsInventory ? [inventoryTable] : []) + (androidShortcuts.map { [$0.line] } ?? [])
                       + (showsInventory || androidShortcuts != nil ? [""] : []), summary: summary)
    }

    /// The actions' icons as the app resolves them, then every other imageset or image
    /// file a finding is about, so `check Icon.imageset` shows its pixels too.
    public var overview: ReportOverview {
        var icons: [ReportIcon] = []
        func add(_ location: String, _ load: () -> ReportIcon) {
            if !icons.contains(where: { $0.location == location }) { icons.append(load()) }
        }
        // What the check judged it has decoded already: shown as it was judged, not read again.
        func judged(_ location: String, name: String, findingPaths: [String], _ load: () -> ReportIcon) -> ReportIcon {
            guard let kept = images[location], !kept.isEmpty else { return load() }
            return ReportIcon(name: name, location: location, findingPaths: findingPaths, images: kept, missingReason: nil)
        }
        var menu: [ReportMenuItem] = []
        for action in actions {
            let icon: ReportMenuItem.Icon
            switch action.icon {
            case .file(let name):
                if let imageset = action.image?.imageset {
                    add(imageset) { judged(imageset, name: name, findingPaths: [imageset]) { ReportIconLoader.imageset(imageset, name: name) } }
                    icon = .custom(imageset)
                } else if let files = action.image?.files, let first = files.first {
                    add(first) { judged(first, name: name, findingPaths: files) { ReportIconLoader.files(files, name: name, location: first) } }
                    icon = .custom(first)
                } else {
                    icon = .missing(name)
                }
            case .symbol(let name): icon = .symbol(name)
            case .type: icon = .system(action.iconName ?? "")
            case .none: icon = .none
            case .unresolved(let expression, _): icon = .unresolved(expression)
            }
            menu.append(ReportMenuItem(title: action.title?.text ?? "(no title)", titleIsExpression: action.unresolvedFields.contains("title"),
                                       subtitle: action.subtitleText, icon: icon))
        }
        for finding in findings where !icons.contains(where: { $0.owns(finding.path) }) {
            let components = finding.path.split(separator: "/", omittingEmptySubsequences: false)
            if let index = components.firstIndex(where: { $0.hasSuffix("." + AssetNaming.imagesetExtension) }) {
                let imageset = components[...index].joined(separator: "/")
                let name = String(components[index].dropLast(AssetNaming.imagesetExtension.count + 1))
                add(imageset) { judged(imageset, name: name, findingPaths: [imageset]) { ReportIconLoader.imageset(imageset, name: name) } }
            } else if ["png", "pdf", "svg"].contains((finding.path as NSString).pathExtension.lowercased()),
                      FileIdentity.isRegularFile(finding.path) {
                let name = AssetNaming.baseName(of: finding.path)
                add(finding.path) {
                    judged(finding.path, name: name, findingPaths: [finding.path]) {
                        ReportIconLoader.files([finding.path], name: name, location: finding.path)
                    }
                }
            }
        }
        let rows = actions.map { action -> [String] in
            [action.kind.rawValue, action.type?.text ?? "", action.title?.text ?? "", action.subtitleText ?? "", action.iconText, action.declaredAt.description,
             handledText(for: action) ?? ""]
        }
        let android = androidShortcuts.map { ", " + $0.line } ?? ""
        return ReportOverview(title: "\(actions.count) quick action\(actions.count == 1 ? "" : "s")\(android), \(filesChecked) file\(filesChecked == 1 ? "" : "s") checked",
                              menuItems: menu, icons: icons,
                              inventoryColumns: ["kind", "type", "title", "subtitle", "icon", "declared at", "handled"],
                              inventoryRows: rows, summary: summary)
    }
}
