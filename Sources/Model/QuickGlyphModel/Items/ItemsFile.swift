import Foundation
import QuickGlyphSystem

/// The hand-written list of quick actions:
///
///     { "developmentLanguage": "en",
///       "items": [ { "type": "…", "title": "…", "subtitle": "…",
///                    "glyph" | "systemIcon" | "symbol": "…", "userInfo": { … },
///                    "localizations": { "de": { "title": "…", "subtitle": "…",
///                                               "android": { "shortLabel": "…" } } },
///                    "dynamic": true,
///                    "android": { "id": "…", "shortLabel": "…", "targetClass": "…", … } } ],
///       "android": { "package": "…", "targetClass": "…" } }
///
/// Translations sit in the item they translate, so a reviewer sees an action and
/// its languages together; the development-language text stays the lookup key.
package enum ItemsFile {
    /// Where `build` looks for it when not told: beside the glyphs.
    package static let defaultFilename = "shortcuts.json"
    /// The root member that holds the items.
    package static let itemsKey = "items"
    static let iconFields = [QuickActionField.iconFile, .iconType, .iconSymbol].map { $0.key(in: .itemsFile) }
    package static let localizationsField = "localizations"
    static let dynamicField = "dynamic"
    /// In an item, its Android shortcut's id, short label and intent; in a translation, the short label in
    /// that language; at the root, the Android app's package and the activity shortcuts open by default.
    package static let androidField = "android"
    package static let fields =
        [QuickActionField.type, .title, .subtitle, .userInfo].map { $0.key(in: .itemsFile) } + iconFields
        + [localizationsField, dynamicField, androidField]
    /// The root member naming the language plain titles are written in.
    static let developmentLanguageKey = "developmentLanguage"
    /// The members of an item, by the names `QuickActionField` gives them in an items file.
    private enum Key {
        static let type = QuickActionField.type.key(in: .itemsFile)
        static let title = QuickActionField.title.key(in: .itemsFile)
        static let subtitle = QuickActionField.subtitle.key(in: .itemsFile)
        static let userInfo = QuickActionField.userInfo.key(in: .itemsFile)
    }

    /// What one translation may hold.
    static let translationFields = [QuickActionField.title, .subtitle].map { $0.key(in: .itemsFile) } + [androidField]

    /// What a file held, read once: every item as written, the ones that are well formed,
    /// and every problem, not just the first.
    package struct Parsed: Sendable, Equatable {
        /// The items that are well formed: what a build writes.
        package var items: [QuickAction]
        package var errors: [ItemsFileError]
        /// Every item that is an object, as written (a value of the wrong kind kept as
        /// `.wrongType`), with where each field is: what the rules judge. A well-formed
        /// item is the same value in `items`.
        package var actions: [QuickAction] = []
        /// Where each element of `"items"` starts, by its index; nil where the text has no such element.
        package var itemStarts: [SourcePosition?] = []
        /// The language of the plain titles: `developmentLanguage`, else English.
        package var developmentLanguage: String = LanguageCode.defaultDevelopmentLanguage
        /// The root's `"android"."package"`: the application id every Android shortcut's intent targets.
        package var androidPackage: String?
        /// The root's `"android"."targetClass"`: the activity an Android shortcut opens unless its item names one.
        package var androidTargetClass: String?
    }

    /// Reads `data`, the items file at `path` (the path each action records).
    package static func parse(_ data: Data, path: String = "") -> Parsed {
        // Refused before parsing: the build reads the file itself, and the
        // locator and the rules would spend their time on a file no app ships.
        guard SourceFile.sizeProblem(data.count) == nil else {
            return Parsed(items: [], errors: [.tooLarge(bytes: data.count)])
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            return Parsed(items: [], errors: [.invalidJSON(reason: error.message, position: error.position)])
        }
        guard case .object(let root) = document, case .array(let entries)? = root[itemsKey] else {
            let found: String
            if case .object(let root) = document {
                found =
                    root[itemsKey].map { "an object whose \"items\" is \($0.kindName)" }
                    ?? "an object without \"items\""
            } else {
                found = document.kindName
            }
            return Parsed(items: [], errors: [.notAnItemsDocument(found: found)])
        }
        // Where each item and field is written: one scan of the same bytes, never a second read.
        let keys = JSONLocator.scan([UInt8](data))
        let itemStarts = entries.indices.map { keys.position(ofKey: nil, inElement: $0, ofArray: itemsKey) }
        var items: [QuickAction] = []
        var actions: [QuickAction] = []
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
        let androidRoot = root[androidField].flatMap { AndroidSettingsParser.root(in: $0, errors: &errors) }
        let androidPackage = androidRoot?.package
        var firstIndexOfType: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .object(let fields) = entry else {
                errors.append(.itemNotAnObject(index: index, found: entry.kindName))
                continue
            }
            var action = asWritten(fields, index: index, keys: keys, path: path)
            switch check(fields, index: index, developmentLanguage: developmentLanguage, androidPackage: androidPackage)
            {
            case .success(let checked):
                (action.userInfo, action.android) = (checked.userInfo, checked.android)
                let type = action.typeText
                if let first = firstIndexOfType[type] {
                    errors.append(.duplicateType(index: index, type: type, firstIndex: first))
                } else {
                    firstIndexOfType[type] = index
                }
                items.append(action)
                itemIndices.append(index)
            case .failure(let failure):
                errors += failure.errors
            }
            actions.append(action)
        }
        errors += conflictingTranslations(Array(zip(itemIndices, items)))
        return Parsed(
            items: items, errors: errors, actions: actions, itemStarts: itemStarts,
            developmentLanguage: developmentLanguage, androidPackage: androidPackage,
            androidTargetClass: androidRoot?.targetClass)
    }

    /// An item as written, for the rules: its string fields as literals (anything else as
    /// `.wrongType`), every icon key it sets, the translations of each valid language, and
    /// where each is; its icon is the first of glyph, symbol and system icon that is a string.
    private static func asWritten(
        _ fields: [String: JSONValue], index: Int, keys: KeyPositions, path: String
    ) -> QuickAction {
        func value(_ field: QuickActionField) -> SourceValue? {
            fields[field.key(in: .itemsFile)].map { value in
                if case .string(let text) = value { return .literal(text) }
                return .wrongType(found: value.kindName)
            }
        }
        func position(_ field: QuickActionField) -> SourcePosition? {
            keys.position(ofKey: field.key(in: .itemsFile), inElement: index, ofArray: itemsKey)
        }
        var iconKeys: [QuickActionField: SourceValue] = [:]
        var positions: [QuickActionField: SourcePosition] = [:]
        for field in [QuickActionField.type, .title, .subtitle, .userInfo] + QuickActionField.iconKeys
        where fields[field.key(in: .itemsFile)] != nil {
            positions[field] = position(field)
        }
        var icon = QuickActionIcon.none
        var iconAt: SourcePosition?
        for field in QuickActionField.iconKeys {
            guard let given = value(field) else { continue }
            iconKeys[field] = given
            guard case .none = icon, let name = given.literal else { continue }
            switch field {
            case .iconFile: icon = .file(name)
            case .iconSymbol: icon = .symbol(name)
            default: icon = .type(SystemIconName(name))
            }
            iconAt = positions[field]
        }
        positions[.icon] = iconAt
        var titles: [String: String] = [:], subtitles: [String: String] = [:]
        if case .object(let languages)? = fields[localizationsField] {
            for (language, translation) in languages where LanguageCode.isValid(language) {
                guard case .object(let texts) = translation else { continue }
                if case .string(let text)? = texts[Key.title] { titles[language] = text }
                if case .string(let text)? = texts[Key.subtitle] { subtitles[language] = text }
            }
        }
        var isDynamic = false
        if case .bool(true)? = fields[dynamicField] { isDynamic = true }
        return QuickAction(
            kind: isDynamic ? .dynamic : .static, type: value(.type), title: value(.title), subtitle: value(.subtitle),
            icon: icon, writtenIconKeys: iconKeys,
            declaredAt: SourceLocation(
                path: path, position: keys.position(ofKey: nil, inElement: index, ofArray: itemsKey)),
            iconDeclaredAt: iconAt.map { SourceLocation(path: path, position: $0) }, positions: positions, index: index,
            titles: titles, subtitles: subtitles)
    }

    /// One table holds every translation, keyed by the development text: two
    /// items that share a title (or a title and a subtitle) must translate it alike.
    private static func conflictingTranslations(_ items: [(index: Int, item: QuickAction)]) -> [ItemsFileError] {
        struct Given { var text: String; var index: Int }
        var first: [String: [String: Given]] = [:]
        var errors: [ItemsFileError] = []
        for (index, item) in items {
            for language in item.languages {
                let translation = item.translation(language)!
                let pairs =
                    [(item.titleText, translation.title)]
                    + (item.subtitleText.map { key in translation.subtitle.map { [(key, $0)] } ?? [] } ?? [])
                for (key, text) in pairs {
                    if let earlier = first[key]?[language] {
                        if earlier.text != text, earlier.index != index {
                            errors.append(
                                .conflictingTranslation(
                                    index: index, language: language, key: key,
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

    /// What only a well-formed item has beyond what `asWritten` reads: its user info as a
    /// property list, and its Android intent.
    private struct Checked {
        var userInfo: [String: PlistValue]?
        var android: AndroidIntentSettings?
    }

    /// Every schema error of one item, or what a build needs of it when there is none.
    private static func check(
        _ fields: [String: JSONValue], index: Int, developmentLanguage: String,
        androidPackage: String?
    ) -> Result<Checked, ItemErrors> {
        var errors: [ItemsFileError] = []
        /// Whether an unknown key of this item was taken for a misspelling of `field`.
        func misspelt(_ field: String) -> Bool {
            errors.contains { error in
                if case .unknownField(_, _, let suggestion) = error { return suggestion == field }
                return false
            }
        }
        for key in fields.keys.sorted() where !ItemsFile.fields.contains(key) {
            let suggestion = ItemsFile.fields.min {
                EditDistance.between($0.lowercased(), key.lowercased())
                    < EditDistance.between($1.lowercased(), key.lowercased())
            }
            let close = suggestion.map { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 } ?? false
            errors.append(.unknownField(index: index, field: key, suggestion: close ? suggestion : nil))
        }
        func string(
            _ field: String, required: Bool, in fields: [String: JSONValue] = fields, path: String? = nil
        ) -> String? {
            let field = field, label = path ?? field
            guard let value = fields[field] else {
                // A misspelt key ("titel") is the one mistake: its did-you-mean names this field already.
                if required, path != nil || !misspelt(field) {
                    errors.append(.missingField(index: index, field: label))
                }
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
        let type = string(Key.type, required: true)
        let title = string(Key.title, required: true)
        _ = string(Key.subtitle, required: false)
        var userInfo: [String: PlistValue]?
        if let value = fields[Key.userInfo] {
            switch plistValue(value, path: Key.userInfo) {
            case .success(.dictionary(let dictionary)): userInfo = dictionary
            case .success:
                errors.append(
                    .wrongType(index: index, field: Key.userInfo, expected: "an object", found: value.kindName))
            case .failure(let failure):
                if let character = failure.character {
                    errors.append(.forbiddenCharacter(index: index, field: failure.path, character: character))
                } else {
                    errors.append(
                        .wrongType(index: index, field: failure.path, expected: failure.expected, found: failure.found))
                }
            }
        }
        let present = iconFields.filter { fields[$0] != nil }
        var hasIcon = false
        if present.isEmpty {
            // As for a required field: "glyf" is one error, its did-you-mean, not that and "no icon".
            if !iconFields.contains(where: misspelt) { errors.append(.noIcon(index: index)) }
        } else if present.count > 1 {
            errors.append(.severalIcons(index: index, fields: present))
        } else if let name = string(present[0], required: true) {
            if present[0] == QuickActionField.iconType.key(in: .itemsFile), SystemIcon(name: name) == nil {
                errors.append(
                    .unknownSystemIcon(
                        index: index, name: name, suggestions: SystemIcon.suggestions(for: name).map(\.rawValue)))
            } else {
                hasIcon = true
            }
        }
        if let value = fields[dynamicField] {
            if case .bool = value {
            } else {
                errors.append(
                    .wrongType(index: index, field: dynamicField, expected: "true or false", found: value.kindName))
            }
        }
        var android = fields[androidField].flatMap {
            AndroidSettingsParser.intent(in: $0, index: index, hasPackage: androidPackage != nil, errors: &errors)
        }
        if let value = fields[localizationsField] {
            guard case .object(let languages) = value else {
                errors.append(
                    .wrongType(
                        index: index, field: localizationsField,
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
                    errors.append(
                        .wrongType(
                            index: index, field: path,
                            expected: "an object with \"title\", \"subtitle\" and \"android\"",
                            found: languages[language]!.kindName))
                    continue
                }
                for key in translation.keys.sorted() where !translationFields.contains(key) {
                    errors.append(.unknownField(index: index, field: "\(path).\(key)", suggestion: nil))
                }
                _ = string(Key.title, required: true, in: translation, path: "\(path).\(Key.title)")
                if string(Key.subtitle, required: false, in: translation, path: "\(path).\(Key.subtitle)") != nil,
                    fields[Key.subtitle] == nil
                {
                    errors.append(.subtitleWithoutSource(index: index, language: language))
                }
                if let value = translation[androidField],
                    let shortLabel = AndroidSettingsParser.translation(
                        in: value, path: "\(path).\(androidField)", index: index, errors: &errors)
                {
                    android = android ?? AndroidIntentSettings()
                    android?.shortLabels[language] = shortLabel
                }
            }
        }
        guard errors.isEmpty, type != nil, title != nil, hasIcon else { return .failure(ItemErrors(errors: errors)) }
        return .success(Checked(userInfo: userInfo, android: android))
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
            return .failure(
                PlistConversionFailure(
                    path: path, expected: "a string, number, boolean, array or object", found: "null"))
        case .bool(let flag): return .success(.bool(flag))
        case .integer(let number): return .success(.integer(number))
        case .number(let number): return .success(.real(number))
        case .string(let text):
            if let character = XMLCharacters.firstForbidden(in: text) {
                return .failure(PlistConversionFailure(path: path, character: character))
            }
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
