import QuickGlyphModel

/// Why the Android resources were not written, or were written without something.
package enum AndroidResourceProblem: Sendable, Equatable, CustomStringConvertible {
    /// A type holding a build setting that is not the leading `$(SETTING).` an id can drop, and no `android.id`:
    /// an Android shortcut id is read as it is written.
    case unresolvedType(index: Int, type: String)
    /// Two items whose shortcuts would have one id: Android keeps the first and drops the other.
    case duplicateID(first: Int, firstType: String, second: Int, secondType: String, id: String)
    /// Two glyphs or two ids that become one resource name (Android allows only a-z, 0-9 and _).
    case clashingNames(first: String, second: String, resource: String)
    /// The item's glyph could not be drawn: its shortcut is written without an icon.
    case glyphNotDrawn(index: Int, glyph: String)
    /// The item's icon is iOS's own (a system icon or an SF Symbol): its shortcut has no icon.
    case noIcon(index: Int, type: String, icon: String)
    /// The intent is the bare default (VIEW of the package, no activity, no data): it is written, but Android has
    /// nothing to start.
    case intentUnresolved(index: Int, type: String)
    /// A label written longer than launchers show, in `language` (nil: the development language): the short
    /// label the item gives (`given`), or else its title, which is then the short label too; or the title as the long
    /// label.
    case labelTooLong(index: Int, id: String, language: String?, label: AndroidLabel, text: String, given: Bool)

    /// Which of a shortcut's two labels.
    package enum AndroidLabel: Sendable, Equatable {
        case short, long

        var limit: Int {
            switch self {
            case .short: return AndroidLabelLimit.short
            case .long: return AndroidLabelLimit.long
            }
        }
    }

    /// Whether nothing was written because of it.
    package var stopsTheOutput: Bool {
        switch self {
        case .glyphNotDrawn, .noIcon, .intentUnresolved, .labelTooLong: return false
        case .unresolvedType, .duplicateID, .clashingNames: return true
        }
    }

    package var description: String {
        switch self {
        case let .unresolvedType(index, type):
            return
                "items[\(index)].type \(DisplayText.quote(type)) holds a build setting, which Android cannot expand: its shortcutId "
                + "is read as written, and only a leading \"$(SETTING).\" is taken off it, so the Android resources were not written; "
                + "give the item \"android\": {\"id\": …}, its shortcut's id on Android"
        case let .duplicateID(first, firstType, second, secondType, id):
            return
                "items[\(first)] (\(firstType)) and items[\(second)] (\(secondType)) both have the Android shortcut id "
                + "\(DisplayText.quote(id)), and Android keeps only the first, so the Android resources were not written; "
                + "give one of them \"android\": {\"id\": …}"
        case let .clashingNames(first, second, resource):
            return
                "\(DisplayText.quote(first)) and \(DisplayText.quote(second)) both become the Android resource \(resource) (resource names hold only "
                + "a-z, 0-9 and _), so the Android resources were not written; rename one"
        case let .glyphNotDrawn(index, glyph):
            return
                "items[\(index)]: the glyph \(DisplayText.quote(glyph)) could not be drawn, so its Android shortcut has no icon"
        case let .noIcon(index, type, icon):
            return
                "items[\(index)] (\(type)): its icon, \(icon), is iOS's own, so its Android shortcut has none; give the item a \"glyph\" to draw one"
        case let .intentUnresolved(index, type):
            return
                "items[\(index)] (\(type)): the Android shortcut's intent has no action, targetClass or data, so Android "
                + "starts whatever activity of the package handles a bare VIEW, usually none (\"App isn't installed\"); give the "
                + "build --android-manifest (its launcher activity is then every shortcut's), or add \"android\": {\"targetClass\": "
                + "\"com.example.app.MainActivity\"} to the item or the items file's root, or the data its deep link handles"
        case let .labelTooLong(index, id, language, label, text, given):
            let place = language.map { "in \($0), " } ?? ""
            let count = "\(DisplayText.quote(text)) is \(text.count) characters"
            switch (label, given) {
            case (.short, false):
                let fix =
                    language.map {
                        "\"\(ItemsFile.localizationsField)\": {\"\($0)\": {\"\(ItemsFile.androidField)\": {\"shortLabel\": …}}}"
                    }
                    ?? "\"\(ItemsFile.androidField)\": {\"shortLabel\": …}"
                return
                    "items[\(index)] (\(id)): \(place)the title \(count), and with no short label it is the Android shortcut's "
                    + "short label too, which launchers cut past \(label.limit); give the item \(fix)"
            case (.short, true):
                return
                    "items[\(index)] (\(id)): \(place)the Android short label \(count); launchers cut short labels past "
                    + "\(label.limit); shorten it"
            case (.long, _):
                return
                    "items[\(index)] (\(id)): \(place)the title \(count), and it is the Android shortcut's long label, which "
                    + "launchers cut past \(label.limit); shorten it"
            }
        }
    }
}
