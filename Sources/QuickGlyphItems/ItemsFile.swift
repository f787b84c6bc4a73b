import Foundation
import QuickGlyphCore
import QuickGlyphSystem

/// The hand-written list of quick actions:
///
///     { "developmentLanguage": "en",
///       "items": [ { "type": "…", "title": "…", "subtitle": "…",
///                    "glyph" | "systemIcon" | "symbol": "…", "userInfo": { … },
///                    "localizations": { "de": { "title": "…", "subtitle": "…" } },
///                    "dynamic": true } ] }
///
/// Translations sit in the item they translate, so a reviewer sees an action and
/// its languages together; the development-language text stays the lookup key.
public enum ItemsFile {
    /// Where `build` looks for it when not told: beside the glyphs.
    public static let defaultFilename = "shortcuts.json"
    /// The root member that holds the items.
    public static let itemsKey = "items"
    public static let iconFields = ["glyph", "systemIcon", "symbol"]
    public static let localizationsField = "localizations"
    public static let dynamicField = "dynamic"
    /// In an item, its Android shortcut's intent; at the root, the Android app's package.
    public static let androidField = "android"
    public static let fields = ["type", "title", "subtitle", "userInfo"] + iconFields + [localizationsField, dynamicField, androidField]
    /// The root member naming the language plain titles are written in.
    public static let developmentLanguageKey = "developmentLanguage"
    /// What one translation may hold.
    public static let translationFields = ["title", "subtitle"]

    /// What a file held: the items that are well formed, and every problem, not just the first.
    public struct Parsed: Sendable, Equatable {
        public var items: [ShortcutItem]
        public var errors: [ItemsFileError]
        /// The language of the plain titles: `developmentLanguage`, else English.
        public var developmentLanguage: String = LanguageCode.defaultDevelopmentLanguage
        /// The root's `"android"."package"`: the application id every Android shortcut's intent targets.
        public var androidPackage: String?
    }

    public static func parse(_ data: Data) -> Parsed {
        // Refused before parsing: the build reads the file itself, and the
        // locator and the rules would spend their time on a file no app ships.
        guard SourceFile.sizeProblem(data.count) == nil else { return Parsed(items: [], errors: [.tooLarge(bytes: data.count)]) }
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            return Parsed(items: [], errors: [.invalidJSON(reason: error.reason)])
        }
        guard case .object(let root) = document, case .array(let entries)? = root[itemsKey] else {
            let found: String
            if case .object(let root) = document {
                found = root[itemsKey].map { "an object whose \"items\" is \($0.kindName)" } ?? "an object without \"items\""
            } else {
                found = document.kindName
            }
            return Parsed(items: [], errors: [.notAnItemsDocument(found: found)])
        }
        var items: [ShortcutItem] = []
        var itemIndices: [Int] = []
        var errors: [ItemsFileError] = []
        var developmentLanguage = LanguageCode.defaultDevelopmentLanguage
        if let value = root[developmentLanguageKey] {
            if case .string(let language) = value, LanguageCode.isValid(language) {
                developmentLanguage = language
            } else if case .string(let language) = value {
                errors.append(.invalidDevelopmentLanguage(found: DisplayText.quote(language)))
            } else {
                errors.append(.invalidDevelopmentLanguage(found: value.kindName))
            }
        }
        let androidPackage = root[androidField].flatMap { AndroidSettingsParser.package(in: $0, errors: &errors) }
        var firstIndexOfType: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch item(entry, index: index, developmentLanguage: developmentLanguage, androidPackage: androidPackage) {
            case .success(let item):
                if let first = firstIndexOfType[item.type] {
                    errors.append(.duplicateType(index: index, type: item.type, firstIndex: first))
                } else {
                    firstIndexOfType[item.type] = index
                }
                items.append(item)
                itemIndices.append(index)
            case .failure(let failure):
                errors += failure.errors
            }
        }
        errors += conflictingTranslations(Array(zip(itemIndices, items)))
        return Parsed(items: items, errors: errors, developmentLanguage: developmentLanguage, androidPackage: androidPackage)
    }

    /// One table holds every translation, keyed by the development text: two
    /// items that share a title (or a title and a subtitle) must translate it alike.
    private static func conflictingTranslations(_ items: [(index: Int, item: ShortcutItem)]) -> [ItemsFileError] {
        struct Given { var text: String; var index: Int }
        var first: [String: [String: Given]] = [:]
        var errors: [ItemsFileError] = []
        for (index, item) in items {
            for language in item.languages {
                let translation = item.localizations[language]!
                let pairs = [(item.title, translation.title)] + (item.subtitle.map { key in translation.subtitle.map { [(key, $0)] } ?? [] } ?? [])
                for (key, text) in pairs {
                    if let earlier = first[key]?[language] {
                        if earlier.text != text, earlier.index != index {
                            errors.append(.conflictingTranslation(index: index, language: language, key: key,
                                                                  firstIndex: earlier.index))
                        }
                    } else {
                        first[key, default: [:]][language] = Given(text: text, index: index)
                    }
                }
            }
        }
        return errors
    }

    private struct ItemErrors: Error {
        var errors: [ItemsFileError]
    }

    private static func item(_ entry: JSONValue, index: Int, developmentLanguage: String,
                             androidPackage: String?) -> Result<ShortcutItem, ItemErrors> {
        guard case .object(let fields) = entry else {
            return .failure(ItemErrors(errors: [.itemNotAnObject(index: index, found: entry.kindName)]))
        }
        var errors: [ItemsFileError] = []
        for key in fields.keys.sorted() where !ItemsFile.fields.contains(key) {
            let suggestion = ItemsFile.fields.min { EditDistance.between($0.lowercased(), key.lowercased()) < EditDistance.between($1.lowercased(), key.lowercased()) }
            let close = suggestion.map { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 } ?? false
            errors.append(.unknownField(index: index, field: key, suggestion: close ? suggestion : nil))
        }
        func string(_ field: String, required: Bool, in fields: [String: JSONValue] = fields, path: String? = nil) -> String? {
            let field = field, label = path ?? field
            guard let value = fields[field] else {
                if required { errors.append(.missingField(index: index, field: label)) }
                return nil
            }
            guard case .string(let text) = value else {
                errors.append(.wrongType(index: index, field: label, expected: "a string", found: value.kindName))
                return nil
            }
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                errors.append(.emptyField(index: index, field: label))
                return nil
            }
            if let character = XMLCharacters.firstForbidden(in: text) {
                errors.append(.forbiddenCharacter(index: index, field: label, character: character))
                return nil
            }
            return text
        }
        let type = string("type", required: true)
        let title = string("title", required: true)
        let subtitle = string("subtitle", required: false)
        var userInfo: [String: PlistValue]?
        if let value = fields["userInfo"] {
            switch plistValue(value, path: "userInfo") {
            case .success(.dictionary(let dictionary)): userInfo = dictionary
            case .success: errors.append(.wrongType(index: index, field: "userInfo", expected: "an object", found: value.kindName))
            case .failure(let failure):
                if let character = failure.character {
                    errors.append(.forbiddenCharacter(index: index, field: failure.path, character: character))
                } else {
                    errors.append(.wrongType(index: index, field: failure.path, expected: failure.expected, found: failure.found))
                }
            }
        }
        let present = iconFields.filter { fields[$0] != nil }
        var icon: ShortcutIcon?
        if present.isEmpty {
            errors.append(.noIcon(index: index))
        } else if present.count > 1 {
            errors.append(.severalIcons(index: index, fields: present))
        } else if let name = string(present[0], required: true) {
            switch present[0] {
            case "glyph": icon = .glyph(name)
            case "systemIcon":
                if let system = SystemIcon(name: name) {
                    icon = .system(system)
                } else {
                    errors.append(.unknownSystemIcon(index: index, name: name, suggestions: SystemIcon.suggestions(for: name).map(\.rawValue)))
                }
            default: icon = .symbol(name)
            }
        }
        var isDynamic = false
        if let value = fields[dynamicField] {
            if case .bool(let flag) = value {
                isDynamic = flag
            } else {
                errors.append(.wrongType(index: index, field: dynamicField, expected: "true or false", found: value.kindName))
            }
        }
        let android = fields[androidField].flatMap {
            AndroidSettingsParser.intent(in: $0, index: index, hasPackage: androidPackage != nil, errors: &errors)
        }
        var localizations: [String: ItemTranslation] = [:]
        if let value = fields[localizationsField] {
            guard case .object(let languages) = value else {
                errors.append(.wrongType(index: index, field: localizationsField,
                                         expected: "an object of languages, {\"de\": {\"title\": …}}", found: value.kindName))
                return .failure(ItemErrors(errors: errors))
            }
            for language in languages.keys.sorted() {
                let path = "\(localizationsField).\(language)"
                guard LanguageCode.isValid(language) else {
                    errors.append(.invalidLanguage(index: index, language: language))
                    continue
                }
                guard language != developmentLanguage else {
                    errors.append(.translatesDevelopmentLanguage(index: index, language: language))
                    continue
                }
                guard case .object(let translation) = languages[language]! else {
                    errors.append(.wrongType(index: index, field: path, expected: "an object with \"title\" and \"subtitle\"",
                                             found: languages[language]!.kindName))
                    continue
                }
                for key in translation.keys.sorted() where !translationFields.contains(key) {
                    errors.append(.unknownField(index: index, field: "\(path).\(key)", suggestion: nil))
                }
                let translatedTitle = string("title", required: true, in: translation, path: "\(path).title")
                let translatedSubtitle = string("subtitle", required: false, in: translation, path: "\(path).subtitle")
                if translatedSubtitle != nil, fields["subtitle"] == nil {
                    errors.append(.subtitleWithoutSource(index: index, language: language))
                }
                if let translatedTitle {
                    localizations[language] = ItemTranslation(title: translatedTitle, subtitle: translatedSubtitle)
                }
            }
        }
        guard errors.isEmpty, let type, let title, let icon else { return .failure(ItemErrors(errors: errors)) }
        return .success(ShortcutItem(type: type, title: title, subtitle: subtitle, icon: icon, userInfo: userInfo,
                                     localizations: localizations, isDynamic: isDynamic, android: android))
    }

    private struct PlistConversionFailure: Error {
        var path: String
        var expected: String = ""
        var found: String = ""
        /// Set when the value (or a key) holds a character XML forbids, rather than being of the wrong kind.
        var character: Unicode.Scalar?
    }

    /// JSON null has no property-list form; everything else maps one to one.
    private static func plistValue(_ value: JSONValue, path: String) -> Result<PlistValue, PlistConversionFailure> {
        switch value {
        case .null:
            return .failure(PlistConversionFailure(path: path, expected: "a string, number, boolean, array or object", found: "null"))
        case .bool(let flag): return .success(.bool(flag))
        case .integer(let number): return .success(.integer(number))
        case .number(let number): return .success(.real(number))
        case .string(let text):
            if let character = XMLCharacters.firstForbidden(in: text) { return .failure(PlistConversionFailure(path: path, character: character)) }
            return .success(.string(text))
        case .array(let values):
            var converted: [PlistValue] = []
            for (offset, element) in values.enumerated() {
                switch plistValue(element, path: "\(path)[\(offset)]") {
                case .success(let value): converted.append(value)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.array(converted))
        case .object(let values):
            var converted: [String: PlistValue] = [:]
            for key in values.keys.sorted() {
                // A key is written as <key>…</key>: it must be XML text too.
                if let character = XMLCharacters.firstForbidden(in: key) {
                    return .failure(PlistConversionFailure(path: path, character: character))
                }
                switch plistValue(values[key]!, path: "\(path).\(key)") {
                case .success(let value): converted[key] = value
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(.dictionary(converted))
        }
    }
}
