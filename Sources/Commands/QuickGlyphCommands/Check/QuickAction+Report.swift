import QuickGlyphApple
import QuickGlyphModel

/// A quick action as the report lists it: what the app declares, where, and
/// which image its icon resolves to. Values the code computes are shown as
/// written and named in `unresolvedFields`, never guessed.
extension QuickAction {
    /// The fields whose value is an expression, not text: `type`, `title`, `subtitle`, `icon`, in that order.
    package var unresolvedFields: [String] {
        var fields: [String] = []
        for (value, field) in [(type, "type"), (title, "title"), (subtitle, "subtitle")] {
            if case .unresolved? = value { fields.append(field) }
        }
        if iconVariants.contains(where: { if case .unresolved = $0.icon { true } else { false } }) {
            fields.append("icon")
        }
        return fields
    }

    /// `file` (a template image: Info.plist's icon file, `templateImageName:`), `symbol`
    /// (an SF Symbol), `type` (one of the 29 `UIApplicationShortcutIconType`s), `none`,
    /// or `unresolved` (a name the code computes).
    package var iconKindName: String {
        switch icon {
        case .file: return "file"
        case .symbol: return "symbol"
        case .type: return "type"
        case .none: return "none"
        case .unresolved: return "unresolved"
        }
    }

    /// The icon's name, or its expression when unresolved; nil for no icon.
    package var iconName: String? {
        switch icon {
        case .file(let name), .symbol(let name): return name
        case .type(let name): return name.written
        case .none: return nil
        case .unresolved(let expression, _): return expression
        }
    }

    /// `file Clipboard → App/Assets.xcassets/Clipboard.imageset`, `symbol star.fill`, `none`.
    /// Several icons the code chooses among are each listed, with the OS versions an `#available` check
    /// gives them: `symbol star.fill (iOS 26 and later) or file star → … (before iOS 26)`.
    package var iconText: String {
        guard iconBranches.isEmpty else {
            return zip(iconVariants, iconBranches).map { variant, branch in
                variant.iconText + (branch.availability.map { " (\($0))" } ?? "")
            }.joined(separator: " or ")
        }
        guard let iconName else { return iconKindName }
        let files = image?.files ?? []
        let resolved =
            image?.imageset.map { " → \($0)" } ?? image?.symbolset.map { " → \($0)" }
            ?? (files.isEmpty ? (iconKindName == "file" ? " (not found)" : "") : " → " + files.joined(separator: ", "))
        return "\(iconKindName) \(iconName)" + resolved + derivationText
    }

    /// ` (from R.image.search.name by R.swift's naming rule)`, or the images it fits when
    /// several do: a name a rule derived is told apart from one the source spells out.
    private var derivationText: String {
        guard let derived = derivedIcon else { return "" }
        if derived.isResolved { return " (from \(derived.accessor) by \(derived.generator)'s naming rule)" }
        return
            " (\(derived.generator)'s naming rule fits \(DisplayText.list(derived.candidates.map { DisplayText.quote($0) })))"
    }

    var jsonObject: [String: Any] {
        var iconObject: [String: Any] = ["kind": iconKindName]
        if let iconName { iconObject["name"] = iconName }
        if let imageset = image?.imageset { iconObject["imageset"] = imageset }
        if let files = image?.files, !files.isEmpty { iconObject["files"] = files }
        if let derived = derivedIcon {
            iconObject["via"] = [
                "accessor": derived.accessor, "namingRule": derived.generator, "candidates": derived.candidates,
            ]
        }
        // The icons code chooses among, each as `icon` is given, with the OS versions that take it.
        if !iconBranches.isEmpty {
            iconObject["branches"] = zip(iconVariants, iconBranches).map { variant, branch -> [String: Any] in
                var object = (variant.jsonObject["icon"] as? [String: Any]) ?? [:]
                if let availability = branch.availability { object["availability"] = availability }
                return object
            }
        }
        var location: [String: Any] = ["path": declaredAt.path]
        if let position = declaredAt.position {
            location["line"] = position.line
            location["column"] = position.column
        }
        var object: [String: Any] = [
            "kind": kind.rawValue, "declaredAt": location, "icon": iconObject, "titles": titles,
        ]
        if let typeText = type?.text { object["type"] = typeText }
        if let titleText = title?.text { object["title"] = titleText }
        if let subtitleText { object["subtitle"] = subtitleText }
        let unresolved = unresolvedFields
        if !unresolved.isEmpty { object["unresolved"] = unresolved }
        if let target { object["target"] = target }
        return object
    }

    /// The report's order: by path (byte order), line, column, then target; unlike
    /// `precedes`, a plist item's place is not asked, so the listing keeps its order.
    static func reportPrecedes(_ a: QuickAction, _ b: QuickAction) -> Bool {
        if a.declaredAt.path != b.declaredAt.path {
            return a.declaredAt.path.utf8.lexicographicallyPrecedes(b.declaredAt.path.utf8)
        }
        let lineA = a.declaredAt.position?.line ?? 0, lineB = b.declaredAt.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.declaredAt.position?.column ?? 0, columnB = b.declaredAt.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        return (a.target ?? "").utf8.lexicographicallyPrecedes((b.target ?? "").utf8)
    }
}
