import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel

/// Every file the Android output is made of, by its path below `res/`, from the
/// static items and the masks of their glyphs.
package struct AndroidResourceSet: Sendable {
    package static let shortcutsPath = "xml-v25/shortcuts.xml"
    package static let stringsFilename = "quickglyph_shortcuts.xml"
    static let colorsPath = "values/quickglyph_colors.xml"
    static let keepPath = "raw/quickglyph_keep.xml"
    /// The resource types of the `res/` folders the set's files are in (`drawable-hdpi`, `values-de`,
    /// `xml-v25`, `raw`): the folders a build killed mid-write can have left a temporary file in.
    static let folderTypes: Set<String> = ["drawable", "raw", "values", "xml"]

    /// Whether files of the set go in the `res/` folder of this name: its type, before any qualifier, is one of
    /// `folderTypes`.
    package static func writesIn(folder name: String) -> Bool {
        folderTypes.contains(String(name.prefix { $0 != "-" }))
    }

    /// What the app's manifest needs, inside its launcher activity.
    package static let manifestEntry =
        "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>"

    /// Whether quickglyph could have written `path` below `res/`: the shortcuts file, or a file of its
    /// own prefix one folder down. A record read back (the build's manifest, a journal) is input from a
    /// repository: a name it gives that is not of this shape is the app's, never replaced or removed.
    package static func isOwnName(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty
            && (path == shortcutsPath || parts[1].hasPrefix(AndroidResourceName.prefix))
    }

    /// By path below `res/`; empty when a problem stops the output.
    package var files: [String: Data] = [:]
    package var problems: [AndroidResourceProblem] = []

    /// - Parameters:
    ///   - package: the application id every intent targets (`android:targetPackage`).
    ///   - launcher: the fully qualified class of the activity a shortcut opens when its item names none (the
    ///     root's `android.targetClass`, else the launcher activity of `--android-manifest`); used only with a package,
    ///     since Android ignores a `targetClass` without a `targetPackage`.
    ///   - masks: by glyph name, each glyph drawn on the iOS canvas (any size: it is shrunk to each density).
    package init(
        items: [QuickAction], package: String?, launcher: String? = nil, masks: [String: AlphaMask],
        painter: AndroidIconPainter = AndroidIconPainter(), encoder: RGBAPNGEncoder
    ) throws(EncodeError) {
        problems = Self.problems(items: items, drawn: Set(masks.keys), package: package, launcher: launcher)
        guard !problems.contains(where: \.stopsTheOutput) else { return }

        var shortcuts: [AndroidShortcut] = []
        var labels: [String?: [String: String]] = [:]
        var drawn: Set<String> = []
        for item in items.staticItems {
            var icon: String?
            if let glyph = item.icon.fileName {
                if masks[glyph] != nil {
                    icon = AndroidResourceName.drawable(glyph: glyph)
                    drawn.insert(glyph)
                }
            }
            // problems(…) has made sure every static item has one.
            let id = AndroidShortcutID.of(item)!
            let short = AndroidResourceName.shortLabel(id: id), long = AndroidResourceName.longLabel(id: id)
            let android = item.android ?? AndroidIntentSettings()
            let intent = Self.intent(android, id: id, package: package, launcher: launcher)
            shortcuts.append(
                AndroidShortcut(
                    id: id, shortLabel: short, longLabel: long, icon: icon,
                    action: intent.action, targetPackage: package, targetClass: intent.targetClass,
                    data: android.data, categories: android.categories))
            // Android has two labels where iOS has a title and a subtitle: the title is the long label, and the
            // short one where the item gives none in that language.
            for language in [nil] + item.languages {
                let title = language.map { item.titles[$0]! } ?? item.titleText
                labels[language, default: [:]][short] = android.shortLabel(in: language) ?? title
                labels[language, default: [:]][long] = title
            }
        }
        files[Self.shortcutsPath] = AndroidResourceDocuments.shortcuts(shortcuts)
        for (language, strings) in labels {
            files[AndroidLocaleQualifier.valuesFolder(language: language) + "/" + Self.stringsFilename] =
                AndroidResourceDocuments.strings(strings)
        }
        guard !drawn.isEmpty else { return }
        files[Self.colorsPath] = AndroidResourceDocuments.color(
            name: AndroidResourceName.backgroundColor,
            value: painter.circleColor.description.uppercased())
        var kept: [String] = []
        for glyph in drawn.sorted() {
            let name = AndroidResourceName.drawable(glyph: glyph),
                foreground = AndroidResourceName.foreground(glyph: glyph)
            kept += [name, foreground]
            files["drawable-anydpi-v26/\(name).xml"] = AndroidResourceDocuments.adaptiveIcon(
                background: AndroidResourceName.backgroundColor, foreground: foreground)
            for density in AndroidDensity.allCases {
                files["drawable-\(density.rawValue)/\(foreground).png"] = try encoder.encode(
                    painter.foreground(masks[glyph]!, density: density))
                files["drawable-\(density.rawValue)/\(name).png"] = try encoder.encode(
                    painter.legacy(masks[glyph]!, density: density))
            }
        }
        files[Self.keepPath] = AndroidResourceDocuments.keep(drawables: kept)
    }

    /// What is wrong with the items for Android, given the glyphs that could be drawn: the same list the
    /// set holds, for a build that found nothing changed and draws nothing.
    package static func problems(
        items: [QuickAction], drawn: Set<String>, package: String?, launcher: String?
    ) -> [AndroidResourceProblem] {
        let indexed = items.enumerated().filter { !$0.element.isDynamic }
        var problems: [AndroidResourceProblem] = []
        var ids: [(index: Int, item: QuickAction, id: String)] = []
        for (index, item) in indexed {
            guard let id = AndroidShortcutID.of(item) else {
                problems.append(.unresolvedType(index: index, type: item.typeText))
                continue
            }
            if let earlier = ids.first(where: { $0.id == id }) {
                problems.append(
                    .duplicateID(
                        first: earlier.index, firstType: earlier.item.typeText, second: index,
                        secondType: item.typeText, id: id))
            } else {
                ids.append((index, item, id))
            }
        }
        let glyphs = Set(indexed.compactMap { $0.element.icon.fileName }).sorted()
        problems +=
            clashes(ids.map(\.id), name: { AndroidResourceName.shortLabel(id: $0) })
            + clashes(glyphs, name: AndroidResourceName.drawable(glyph:))
        guard !problems.contains(where: \.stopsTheOutput) else { return problems }
        for (index, item) in indexed {
            if let glyph = item.icon.fileName {
                if !drawn.contains(glyph) { problems.append(.glyphNotDrawn(index: index, glyph: glyph)) }
            } else {
                problems.append(.noIcon(index: index, type: item.typeText, icon: iOSIconName(item.icon)))
            }
            let android = item.android ?? AndroidIntentSettings()
            // The default action with nothing to aim it: a VIEW of the package no activity takes. An action of
            // the item's own is one an activity of the app can declare a filter for.
            let intent = Self.intent(android, id: "", package: package, launcher: launcher)
            if android.action == nil, intent.targetClass == nil, android.data == nil {
                problems.append(.intentUnresolved(index: index, type: item.typeText))
            }
            problems += labelProblems(item, index: index, id: AndroidShortcutID.of(item)!)
        }
        return problems
    }

    /// The intent's action and activity. An item that names neither an activity nor data opens `launcher`,
    /// when there is one and a package for it, with its id as the action: Android requires an action, and
    /// the id is what tells the launcher activity which shortcut started it (`intent.action` in `onCreate`
    /// and `onNewIntent`). What the item gives is kept; an item with data is left to the activity its deep
    /// link's filter names, and one naming its own activity keeps VIEW as its default action.
    static func intent(
        _ android: AndroidIntentSettings, id: String, package: String?,
        launcher: String?
    ) -> (action: String, targetClass: String?) {
        if android.targetClass == nil, android.data == nil, package != nil, let launcher {
            return (android.action ?? id, launcher)
        }
        return (android.action ?? AndroidIntentSettings.defaultAction, android.targetClass)
    }

    /// The labels launchers would cut, in every language written: the title is the long label, and the short
    /// one where the item gives none (then the fix is to give one).
    private static func labelProblems(_ item: QuickAction, index: Int, id: String) -> [AndroidResourceProblem] {
        let android = item.android ?? AndroidIntentSettings()
        var problems: [AndroidResourceProblem] = []
        for language in [nil] + item.languages {
            let title = language.map { item.titles[$0]! } ?? item.titleText
            let given = android.shortLabel(in: language)
            let short = given ?? title
            if short.count > AndroidResourceProblem.AndroidLabel.short.limit {
                problems.append(
                    .labelTooLong(
                        index: index, id: id, language: language, label: .short, text: short, given: given != nil))
            }
            if title.count > AndroidResourceProblem.AndroidLabel.long.limit {
                problems.append(
                    .labelTooLong(index: index, id: id, language: language, label: .long, text: title, given: false))
            }
        }
        return problems
    }

    /// How a message names an icon Android cannot have: the items file's own words.
    private static func iOSIconName(_ icon: QuickActionIcon) -> String {
        switch icon {
        case let .type(name): return "the system icon \(DisplayText.quote(name.icon?.rawValue ?? name.written))"
        case let .symbol(name): return "the SF Symbol \(DisplayText.quote(name))"
        case let .file(name): return "the glyph \(DisplayText.quote(name))"
        case .none, .unresolved: return "no icon"
        }
    }

    /// Names that differ but become one resource name.
    private static func clashes(_ names: [String], name: (String) -> String) -> [AndroidResourceProblem] {
        var first: [String: String] = [:]
        var problems: [AndroidResourceProblem] = []
        for original in names {
            let resource = name(original)
            if let earlier = first[resource], earlier != original {
                problems.append(.clashingNames(first: earlier, second: original, resource: resource))
            } else {
                first[resource] = original
            }
        }
        return problems
    }
}
