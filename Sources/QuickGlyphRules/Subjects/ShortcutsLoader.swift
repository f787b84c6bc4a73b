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
        var subject = ShortcutsSubject(path: path, kind: .infoPlist, entries: [])
        var format = PropertyListSerialization.PropertyListFormat.xml
        var text = data
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            let reason = ErrorText.describe(error)
            let bytes = [UInt8](data)
            guard PlistPreprocessor.hasDirectives(bytes) else {
                // A binary plist has no XML to fix: it is damaged, or not written by Xcode.
                let advice = bytes.starts(with: Array("bplist".utf8))
                    ? "a damaged binary property list (\(reason)); re-save it from Xcode or convert it with plutil -convert xml1"
                    : "not a property list (\(reason)); fix the XML or re-save it from Xcode"
                subject.problems.append(.init(message: advice))
                return subject
            }
            // INFOPLIST_PREPROCESS: Xcode runs the C preprocessor first. Read it with the
            // directive lines set aside (blanked, so line numbers hold), one branch choice at a time.
            let readings: [PlistReading] = [.directivesSetAside, .firstBranches, .elseBranches]
            guard let (preprocessed, root) = readings.lazy.compactMap({ reading -> (Data, Any)? in
                let candidate = Data(PlistPreprocessor.setAside(bytes, keeping: reading))
                guard let parsed = try? PropertyListSerialization.propertyList(from: candidate, options: [], format: &format),
                      parsed is [String: Any] else { return nil }
                return (candidate, parsed)
            }).first else {
                // Nothing to report when it holds no quick actions; otherwise say why they went unchecked.
                if data.range(of: Data(InfoPlistKey.shortcutItems.utf8)) != nil {
                    subject.unread = "a preprocessed Info.plist (with #if lines) that does not parse even with its "
                        + "preprocessor lines set aside (\(reason))"
                }
                return subject
            }
            text = preprocessed
            object = root
        }
        guard let root = object as? [String: Any] else {
            subject.problems.append(.init(message: "the property list's root is not a dictionary, so it holds no quick actions"))
            return subject
        }
        subject.appName = [root[InfoPlistKey.bundleDisplayName], root[InfoPlistKey.bundleName]].lazy
            .compactMap { $0 as? String }.first { !$0.isEmpty && !$0.contains("$(") }
        if let region = root[InfoPlistKey.developmentRegion] as? String, !region.contains("$(") { subject.developmentLanguage = region }
        // Binary plists have no lines to point at.
        let locator = format == .xml ? PlistLocator(text: String(decoding: text, as: UTF8.self)) : nil
        // Foundation on Linux reads characters XML 1.0 forbids (U+0000, &#xFFFF;); Xcode
        // and iOS refuse the whole file, so check must too.
        if format == .xml, let (keyPath, character) = forbiddenCharacter(in: root, path: []) {
            subject.problems.append(.init(message: "\(keyPath.joined(separator: ".")) holds \(XMLCharacters.name(character)), a character XML 1.0 "
                                          + "forbids; Xcode refuses the whole property list: remove it",
                                          position: keyPath.first.flatMap { locator?.position(ofKey: String($0.prefix { $0 != "[" })) }))
        }
        let arrayKey = InfoPlistKey.shortcutItems
        guard let value = root[arrayKey] else { return subject }
        guard let items = value as? [Any] else {
            subject.problems.append(.init(message: "\(arrayKey) must be an array of dictionaries (found \(PlistKind.name(of: value))); "
                                          + "iOS ignores it", position: locator?.position(ofKey: arrayKey)))
            return subject
        }
        for (index, item) in items.enumerated() {
            let start = locator?.position(ofKey: nil, inElement: index, ofArray: arrayKey)
            guard let fields = item as? [String: Any] else {
                subject.problems.append(.init(message: "\(arrayKey)[\(index)] must be a dictionary (found \(PlistKind.name(of: item))); "
                                              + "iOS ignores it", position: start))
                continue
            }
            var entry = ShortcutsSubject.Entry(index: index, values: [:], present: [], start: start)
            for field in ShortcutsSubject.Field.allCases {
                let key = field.key(in: .infoPlist)
                guard let value = fields[key] else { continue }
                entry.present.insert(field)
                entry.positions[field] = locator?.position(ofKey: key, inElement: index, ofArray: arrayKey)
                if let text = value as? String {
                    entry.values[field] = text
                } else {
                    subject.problems.append(.init(message: "\(arrayKey)[\(index)].\(key) must be a string (found \(PlistKind.name(of: value)))",
                                                  position: entry.positions[field]))
                }
            }
            subject.entries.append(entry)
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
        }
        return subject
    }

    /// The key path of the first string or key in a property list that holds a character XML forbids.
    static func forbiddenCharacter(in value: Any, path: [String]) -> ([String], Unicode.Scalar)? {
        switch value {
        case let text as String:
            return XMLCharacters.firstForbidden(in: text).map { (path, $0) }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                var elementPath = path
                elementPath[elementPath.count - 1] += "[\(index)]"
                if let found = forbiddenCharacter(in: element, path: path.isEmpty ? ["[\(index)]"] : elementPath) { return found }
            }
        case let dictionary as [String: Any]:
            for key in dictionary.keys.sorted() {
                if let character = XMLCharacters.firstForbidden(in: key) { return (path + [key], character) }
                if let found = forbiddenCharacter(in: dictionary[key]!, path: path + [key]) { return found }
            }
        default: break
        }
        return nil
    }

    private static func coveredByRules(_ error: ItemsFileError) -> Bool {
        switch error {
        case .missingField, .duplicateType, .unknownSystemIcon: return true
        case .severalIcons(_, let fields): return Set(fields) == ["glyph", "systemIcon"]
        default: return false
        }
    }
}
