import Foundation
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// `check` prints everything on stdout: the inventory (when it looked for quick
/// actions), the findings, the summary.
extension CheckReport: ReportSubject {
    package var commandName: String { "check" }
    package var orderedFindings: [Finding] { findings }
    package var textLayout: TextLayout {
        TextLayout(
            preamble: (configurationPath.map { ["configuration: \($0)"] } ?? [])
                + (showsInventory ? [inventoryTable] : []) + (androidShortcuts.map { [$0.table] } ?? [])
                + (showsInventory || androidShortcuts != nil ? [""] : []), summary: summary)
    }

    /// The actions' icons as the app resolves them, then every other imageset or image
    /// file a finding is about, so `check Icon.imageset` shows its pixels too.
    package var diagnostics: [DiagnosticDescription] { RuleRegistry.allDiagnostics }

    package var overview: ReportOverview {
        var icons: [ReportIcon] = []
        func add(_ location: String, _ load: () -> ReportIcon) {
            if !icons.contains(where: { $0.location == location }) { icons.append(load()) }
        }
        // What the check judged it has decoded already: shown as it was judged, not read again.
        func judged(_ location: String, name: String, findingPaths: [String], _ load: () -> ReportIcon) -> ReportIcon {
            guard let kept = images[location], !kept.isEmpty else { return load() }
            return ReportIcon(
                name: name, location: location, findingPaths: findingPaths, images: kept, missingReason: nil)
        }
        // One menu a target, in the order its actions are first listed; each its own actions, as iOS orders them.
        var targets: [String?] = []
        var menus: [String?: [ReportMenuItem]] = [:]
        for action in HomeScreenMenu.ordered(actions, isDynamic: \.isDynamic) {
            let icon: ReportMenuItem.Icon
            switch action.icon {
            case .file(let name):
                if let imageset = action.image?.imageset {
                    add(imageset) {
                        judged(imageset, name: name, findingPaths: [imageset]) {
                            ReportIconLoader.imageset(imageset, name: name)
                        }
                    }
                    icon = .custom(imageset)
                } else if let files = action.image?.files, let first = files.first {
                    add(first) {
                        judged(first, name: name, findingPaths: files) {
                            ReportIconLoader.files(files, name: name, location: first)
                        }
                    }
                    icon = .custom(first)
                } else if action.image?.symbolset != nil {
                    // A custom symbol of the catalog: drawn by iOS as a symbol, shown by its name.
                    icon = .symbol(name)
                } else {
                    icon = .missing(name)
                }
            case .symbol(let name): icon = .symbol(name)
            case .type: icon = .system(action.iconName ?? "")
            case .none: icon = .none
            case .unresolved(let expression, _): icon = .unresolved(expression)
            }
            let title = menuTitle(of: action)
            if menus[action.target] == nil { targets.append(action.target) }
            menus[action.target, default: []].append(
                ReportMenuItem(
                    title: title.text, titleIsExpression: action.unresolvedFields.contains("title"),
                    titleKey: title.key, subtitle: action.subtitleText, icon: icon))
        }
        for finding in findings where !icons.contains(where: { $0.owns(finding.path) }) {
            let components = finding.path.split(separator: "/", omittingEmptySubsequences: false)
            if let index = components.firstIndex(where: { $0.hasSuffix("." + AssetNaming.imagesetExtension) }) {
                let imageset = components[...index].joined(separator: "/")
                let name = String(components[index].dropLast(AssetNaming.imagesetExtension.count + 1))
                add(imageset) {
                    judged(imageset, name: name, findingPaths: [imageset]) {
                        ReportIconLoader.imageset(imageset, name: name)
                    }
                }
            } else if ["png", "pdf", "svg"].contains((finding.path as NSString).pathExtension.lowercased()),
                FileIdentity.isRegularFile(finding.path)
            {
                let name = AssetNaming.baseName(of: finding.path)
                add(finding.path) {
                    judged(finding.path, name: name, findingPaths: [finding.path]) {
                        ReportIconLoader.files([finding.path], name: name, location: finding.path)
                    }
                }
            }
        }
        // The target column only when a project names them, as in the text inventory.
        let named = actions.contains { $0.target != nil }
        // The handled column only when some target's code was judged: a plist checked alone has none to show.
        let judgedAny = !handling.isEmpty
        let rows = actions.map { action -> [String] in
            (named ? [action.target ?? ""] : [])
                + [
                    action.kind.rawValue, action.type?.text ?? "", action.title?.text ?? "", action.subtitleText ?? "",
                    action.iconText,
                    action.declaredAt.description,
                ] + (judgedAny ? [handledCell(for: action)] : [])
        }
        let android = androidShortcuts.map { ", " + $0.line } ?? ""
        return ReportOverview(
            title:
                "\(actions.count) quick action\(actions.count == 1 ? "" : "s")\(android), \(filesChecked) file\(filesChecked == 1 ? "" : "s") checked",
            menus: targets.map { target in
                ReportMenu(
                    target: target, items: menus[target] ?? [],
                    lifeCycle: handling.first { $0.target == target }.map { $0.summary() })
            }, icons: icons,
            inventoryColumns: (named ? ["target"] : []) + ["kind", "type", "title", "subtitle", "icon", "declared at"]
                + (judgedAny ? ["handled"] : []),
            inventoryRows: rows, summary: summary)
    }

    /// The title as the target's menu shows it: a key (`NSLocalizedString("VIDEO")`, or an
    /// Info.plist title `InfoPlist.strings` translates) in the target's development language
    /// where that translation is known, with the key to show on hover; else as written.
    func menuTitle(of action: QuickAction) -> (text: String, key: String?) {
        guard let title = action.title else { return ("(no title)", nil) }
        let language = developmentLanguages[action.target ?? ""] ?? LanguageCode.defaultDevelopmentLanguage
        // `en` for `en-GB`: a region's strings fall back to their language's, as iOS's do.
        let base = String(language.prefix { $0 != "-" && $0 != "_" })
        switch title {
        case .literal(let key), .localizationKey(let key, _):
            guard let text = action.titles[language] ?? action.titles[base] ?? action.titles["Base"], text != key else {
                return (title.text, nil)
            }
            return (text, key)
        case .unresolved, .wrongType:
            return (title.text, nil)
        }
    }
}
