import Foundation
import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import QuickGlyphRaster
import QuickGlyphSystem

/// Reads the quick actions of an Info.plist or an items file into a `ShortcutsSubject`,
/// recording every structural problem on the way instead of stopping at the first.
public enum ShortcutsLoader {
    public static func plist(_ path: String) -> ShortcutsSubject {
        do throws(FileReadError) {
            return plist(path, data: try SourceFile.read(path))
        } catch {
            var subject = ShortcutsSubject(path: path, kind: .infoPlist, entries: [])
            subject.problems.append(.init(message: error.description))
            return subject
        }
    }

    /// For a caller that has already read the file (the app model reads each plist once).
    public static func plist(_ path: String, data: Data) -> ShortcutsSubject {
        switch InfoPlistFile.parse(data, path: path) {
        case .success(let parsed): return ShortcutsLoader.plist(parsed)
        case .failure: return unreadable(path, data: data)
        }
    }

    /// The rules' view of a plist the inventory has parsed: the same parse, never a second one.
    public static func plist(_ plist: InfoPlistFile) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: plist.path, kind: .infoPlist, entries: [])
        subject.appName = plist.appName
        if let region = plist.developmentRegion { subject.developmentLanguage = region }
        subject.problems = plist.problems.map { .init(message: $0.message, position: $0.position) }
        for item in plist.items {
            var entry = ShortcutsSubject.Entry(index: item.index, values: [:], present: [], start: item.start)
            for field in ShortcutsSubject.Field.allCases {
                let key = field.key(in: .infoPlist)
                guard item.present.contains(key) else { continue }
                entry.present.insert(field)
                entry.positions[field] = item.positions[key]
                entry.values[field] = item.strings[key]
            }
            subject.entries.append(entry)
        }
        return subject
    }

    /// Why a plist that does not parse holds no quick action check can read, in words.
    private static func unreadable(_ path: String, data: Data) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: path, kind: .infoPlist, entries: [])
        let bytes = [UInt8](data)
        let reason: String
        do {
            _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            reason = "what is left is not a dictionary"
        } catch {
            reason = ErrorText.describe(error)
        }
        guard PlistPreprocessor.hasDirectives(bytes), !bytes.starts(with: Array("bplist".utf8)) else {
            // A binary plist has no XML to fix: it is damaged, or not written by Xcode.
            let advice = bytes.starts(with: Array("bplist".utf8))
                ? "a damaged binary property list (\(reason)); re-save it from Xcode or convert it with plutil -convert xml1"
                : "not a property list (\(reason)); fix the XML or re-save it from Xcode"
            subject.problems.append(.init(message: advice))
            return subject
        }
        // INFOPLIST_PREPROCESS: nothing to report when it holds no quick actions; otherwise say why they went unchecked.
        if data.range(of: Data(InfoPlistKey.shortcutItems.utf8)) != nil {
            subject.unread = "a preprocessed Info.plist (with #if lines) that does not parse even with its "
                + "preprocessor lines set aside (\(reason))"
        }
        return subject
    }

    /// The items one source file makes (dynamic quick actions), as the inventory read
    /// them: literal values as values, computed ones kept as written.
    public static func code(_ path: String, actions: [QuickAction]) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: path, kind: .code, entries: [])
        for (index, action) in actions.enumerated() {
            var entry = ShortcutsSubject.Entry(index: index, values: [:], start: action.declaredAt.position)
            for (field, value) in [(ShortcutsSubject.Field.type, action.type), (.title, action.title), (.subtitle, action.subtitle)] {
                guard let value else { continue }
                switch value {
                case .literal(let text), .localizationKey(let text, _): entry.values[field] = text
                case .unresolved(let text): entry.unresolved[field] = text
                }
                entry.present.insert(field)
            }
            let iconField: ShortcutsSubject.Field?
            switch action.icon {
            case .file(let name): iconField = .iconFile; entry.values[.iconFile] = name
            case .symbol(let name): iconField = .symbol; entry.values[.symbol] = name
            case .type(let name): iconField = .iconType; entry.values[.iconType] = name.written
            case .unresolved(let text, _): iconField = .iconFile; entry.unresolved[.iconFile] = text
            case .none: iconField = nil
            }
            if let iconField { entry.present.insert(iconField) }
            let fields: [(QuickActionField, ShortcutsSubject.Field?)] = [(.type, .type), (.title, .title), (.subtitle, .subtitle), (.icon, iconField)]
            for (from, to) in fields {
                if let to, let position = action.positions[from] { entry.positions[to] = position }
            }
            // An icon made a few lines up and passed in a variable is fixed where it is made.
            if let iconField, let made = action.iconDeclaredAt, made.path == path, let position = made.position {
                entry.positions[iconField] = position
            }
            // A dynamic title given as a localization key is translated by the app's own tables.
            if !action.titles.isEmpty { entry.translations[.title] = action.titles }
            if !action.subtitles.isEmpty { entry.translations[.subtitle] = action.subtitles }
            subject.entries.append(entry)
        }
        return subject
    }

    /// The items file's own parser reports what is wrong with its schema; the rules
    /// shared with Info.plists report the rest, so those errors are left to them.
    public static func itemsFile(_ path: String) -> ShortcutsSubject {
        let data: Data
        do throws(FileReadError) {
            data = try SourceFile.read(path)
        } catch {
            var subject = ShortcutsSubject(path: path, kind: .itemsFile, entries: [])
            subject.problems.append(.init(message: error.description))
            return subject
        }
        return itemsFile(path, data: data, parsed: ItemsFile.parse(data))
    }

    /// For a caller that has already read and parsed the file (`build`, which writes its plist).
    public static func itemsFile(_ path: String, data: Data, parsed: ItemsFile.Parsed) -> ShortcutsSubject {
        var subject = ShortcutsSubject(path: path, kind: .itemsFile, entries: [])
        let locator = JSONLocator(text: String(decoding: data, as: UTF8.self))
        for error in parsed.errors where !coveredByRules(error) {
            let position = error.index.flatMap { locator.position(ofKey: "{", inElement: $0, ofArray: ItemsFile.itemsKey) }
            subject.problems.append(.init(message: error.description, position: position))
        }
        guard case .object(let root)? = try? JSONValue.parse(data), case .array(let items)? = root[ItemsFile.itemsKey] else { return subject }
        subject.developmentLanguage = parsed.developmentLanguage
        for (index, item) in items.enumerated() {
            guard case .object(let fields) = item else { continue }
            var entry = ShortcutsSubject.Entry(index: index, values: [:], present: [],
                                               start: locator.position(ofKey: "{", inElement: index, ofArray: ItemsFile.itemsKey))
            for field in ShortcutsSubject.Field.allCases {
                let key = field.key(in: .itemsFile)
                guard let value = fields[key] else { continue }
                entry.present.insert(field)
                entry.positions[field] = locator.position(ofKey: key, inElement: index, ofArray: ItemsFile.itemsKey)
                if case .string(let text) = value { entry.values[field] = text }
            }
            if case .bool(true)? = fields[ItemsFile.dynamicField] { entry.isDynamic = true }
            // The file's own translations, measured by the same title rules as an app's strings files.
            if case .object(let languages)? = fields[ItemsFile.localizationsField] {
                for (language, translation) in languages where LanguageCode.isValid(language) {
                    guard case .object(let texts) = translation else { continue }
                    for field in [ShortcutsSubject.Field.title, .subtitle] {
                        if case .string(let text)? = texts[field.key(in: .itemsFile)] {
                            entry.translations[field, default: [:]][language] = text
                        }
                    }
                }
                subject.languages = Array(Set(subject.languages).union(entry.translations.values.flatMap(\.keys))).sorted()
            }
            subject.entries.append(entry)
            subject.actions.append(action(entry, path: path))
        }
        return subject
    }

    /// An items file's entry as the inventory lists it: its literal values, its one icon
    /// (the file allows one: a glyph, a symbol or a system icon), where each is written.
    private static func action(_ entry: ShortcutsSubject.Entry, path: String) -> QuickAction {
        let icon: QuickActionIcon
        let iconField: ShortcutsSubject.Field?
        if let glyph = entry[.iconFile] {
            (icon, iconField) = (.file(glyph), .iconFile)
        } else if let symbol = entry[.symbol] {
            (icon, iconField) = (.symbol(symbol), .symbol)
        } else if let system = entry[.iconType] {
            (icon, iconField) = (.type(SystemIconName(system)), .iconType)
        } else {
            (icon, iconField) = (.none, nil)
        }
        var positions: [QuickActionField: SourcePosition] = [:]
        for (field, from) in [(QuickActionField.type, ShortcutsSubject.Field.type), (.title, .title), (.subtitle, .subtitle)] {
            positions[field] = entry.positions[from]
        }
        let iconAt = iconField.flatMap { entry.positions[$0] }
        positions[.icon] = iconAt
        return QuickAction(kind: entry.isDynamic ? .dynamic : .static, type: entry[.type].map(SourceValue.literal),
                           title: entry[.title].map(SourceValue.literal), subtitle: entry[.subtitle].map(SourceValue.literal), icon: icon,
                           declaredAt: SourceLocation(path: path, position: entry.start),
                           iconDeclaredAt: iconAt.map { SourceLocation(path: path, position: $0) }, positions: positions, index: entry.index,
                           titles: entry.translations[.title] ?? [:], subtitles: entry.translations[.subtitle] ?? [:])
    }

    private static func coveredByRules(_ error: ItemsFileError) -> Bool {
        switch error {
        case .missingField, .duplicateType, .unknownSystemIcon: return true
        case .severalIcons(_, let fields): return Set(fields) == ["glyph", "systemIcon"]
        default: return false
        }
    }
}
