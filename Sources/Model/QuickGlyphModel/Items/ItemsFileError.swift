import QuickGlyphSystem

/// What is wrong with an items file, naming the item (by index) and the field.
package enum ItemsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(reason: String)
    /// `position` is where the JSON went wrong, for the finding's `file:line:column:`; the reason does not repeat it.
    case invalidJSON(reason: String, position: SourcePosition?)
    case notAnItemsDocument(found: String)
    case itemNotAnObject(index: Int, found: String)
    case missingField(index: Int, field: String)
    case wrongType(index: Int, field: String, expected: String, found: String)
    case emptyField(index: Int, field: String)
    case unknownField(index: Int, field: String, suggestion: String?)
    case noIcon(index: Int)
    case severalIcons(index: Int, fields: [String])
    case unknownSystemIcon(index: Int, name: String, suggestions: [String])
    case duplicateType(index: Int, type: String, firstIndex: Int)
    /// A character XML 1.0 forbids: the plist `build` writes would not parse.
    case forbiddenCharacter(index: Int, field: String, character: Unicode.Scalar)
    case tooLarge(bytes: Int)
    case invalidDevelopmentLanguage(found: String)
    case invalidLanguage(index: Int, language: String)
    /// A translation into the language the plain title is already written in.
    case translatesDevelopmentLanguage(index: Int, language: String)
    case subtitleWithoutSource(index: Int, language: String)
    /// Two items give one development text two translations; one table cannot hold both.
    case conflictingTranslation(index: Int, language: String, key: String, firstIndex: Int)
    /// The root's `"android"` is not an object, has no `"package"`, or holds a field other than `"package"` and
    /// `"targetClass"`.
    case invalidAndroidRoot(found: String)
    /// The root's `"android"."package"` is not an application id.
    case invalidAndroidPackage(found: String)
    /// An intent value written as a resource reference, which Android resolves against the system's resources.
    case androidResourceReference(index: Int, field: String)
    /// A `targetClass` that is not a fully qualified class name: an item's, or the root's (index nil).
    case invalidAndroidClass(index: Int?, found: String)
    /// A value Android reads as written (the id) holding `$(…)`, which nothing expands there.
    case androidBuildSetting(index: Int, field: String)
    /// A `targetClass` with no package at the root for it to belong to.
    case androidClassWithoutPackage(index: Int)

    package var index: Int? {
        switch self {
        case .unreadable, .invalidJSON, .notAnItemsDocument, .tooLarge, .invalidDevelopmentLanguage,
            .invalidAndroidRoot,
            .invalidAndroidPackage:
            return nil
        case .invalidAndroidClass(let index, _): return index
        case .itemNotAnObject(let index, _), .missingField(let index, _), .wrongType(let index, _, _, _),
            .emptyField(let index, _), .unknownField(let index, _, _), .noIcon(let index), .severalIcons(let index, _),
            .unknownSystemIcon(let index, _, _), .duplicateType(let index, _, _), .forbiddenCharacter(let index, _, _),
            .invalidLanguage(let index, _), .translatesDevelopmentLanguage(let index, _),
            .subtitleWithoutSource(let index, _),
            .conflictingTranslation(let index, _, _, _), .androidResourceReference(let index, _),
            .androidBuildSetting(let index, _),
            .androidClassWithoutPackage(let index):
            return index
        }
    }

    /// Where in the file the error is, when it is not an item's (the JSON's own syntax).
    package var position: SourcePosition? {
        if case .invalidJSON(_, let position) = self { return position }
        return nil
    }

    package var description: String {
        switch self {
        case .unreadable(let reason):
            return "cannot read the items file: \(reason)"
        case .invalidJSON(let reason, _):
            return "the items file is not valid JSON: \(reason)"
        case .notAnItemsDocument(let found):
            return "the items file must be an object with an \"items\" array (found \(found))"
        case let .itemNotAnObject(index, found):
            return "items[\(index)]: each item must be an object (found \(found))"
        case let .missingField(index, field):
            return "items[\(index)].\(field): missing; every item needs \"type\" and \"title\""
        case let .wrongType(index, field, expected, found):
            return "items[\(index)].\(field): must be \(expected) (found \(found))"
        case let .emptyField(index, field):
            return "items[\(index)].\(field): must not be empty"
        case let .unknownField(index, field, suggestion):
            // An item's "android" object has fields of its own.
            let fields =
                field.hasPrefix(ItemsFile.androidField + ".")
                ? AndroidIntentSettings.fields
                : field.contains("." + ItemsFile.androidField + ".")
                    ? AndroidIntentSettings.translationFields
                    : field.hasPrefix(ItemsFile.localizationsField + ".")
                        ? ItemsFile.translationFields : ItemsFile.fields
            let hint =
                suggestion.map { "; did you mean \"\($0)\"?" } ?? "; the fields are \(fields.joined(separator: ", "))"
            return "items[\(index)].\(DisplayText.shortened(field)): unknown field\(hint)"
        case let .noIcon(index):
            return "items[\(index)]: no icon; give exactly one of \"glyph\", \"systemIcon\" or \"symbol\""
        case let .severalIcons(index, fields):
            return "items[\(index)]: \(fields.map { "\"\($0)\"" }.joined(separator: " and ")) both set; "
                + "give exactly one icon (the system ignores the others)"
        case let .unknownSystemIcon(index, name, suggestions):
            let hint =
                suggestions.isEmpty
                ? "; the 29 system icons are \(SystemIcon.allCases.map(\.rawValue).joined(separator: ", "))"
                : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: " or "))?"
            return "items[\(index)].systemIcon: \(DisplayText.quote(name)) is not a system icon\(hint)"
        case let .duplicateType(index, type, firstIndex):
            return "items[\(index)].type: \(DisplayText.quote(type)) is already the type of items[\(firstIndex)]; "
                + "the app could not tell the two actions apart"
        case let .forbiddenCharacter(index, field, character):
            return
                "items[\(index)].\(field): holds \(XMLCharacters.name(character)), a character a property list (XML 1.0) cannot hold; "
                + "the Info.plist would not parse: remove it"
        case let .tooLarge(bytes):
            return "cannot read the items file: \(SourceFile.sizeProblem(bytes) ?? "it is too large")"
        case let .invalidDevelopmentLanguage(found):
            return
                "\(ItemsFile.developmentLanguageKey): must be a language such as \"en\" or \"pt-BR\" (found \(found))"
        case let .invalidLanguage(index, language):
            return
                "items[\(index)].\(ItemsFile.localizationsField): \(DisplayText.quote(language)) is not a language Xcode names; "
                + "write it as \"de\", \"pt-BR\" or \"zh-Hans\""
        case let .translatesDevelopmentLanguage(index, language):
            return
                "items[\(index)].\(ItemsFile.localizationsField).\(language): \(DisplayText.quote(language)) is the development language, "
                + "whose text is the item's own \"title\"; change the title instead, or set \"\(ItemsFile.developmentLanguageKey)\""
        case let .subtitleWithoutSource(index, language):
            return
                "items[\(index)].\(ItemsFile.localizationsField).\(language).subtitle: the item has no \"subtitle\" to translate; "
                + "add one or remove this"
        case let .conflictingTranslation(index, language, key, firstIndex):
            return
                "items[\(index)].\(ItemsFile.localizationsField).\(language): \(DisplayText.quote(key)) is translated "
                + "differently in items[\(firstIndex)]; both are looked up by that text, so give them one translation"
        case let .invalidAndroidRoot(found):
            return "\(ItemsFile.androidField): must be an object with \"package\" and optionally \"targetClass\", as "
                + "{\"package\": \"com.example.app\", \"targetClass\": \"com.example.app.MainActivity\"} (found \(found))"
        case let .invalidAndroidPackage(found):
            return
                "\(ItemsFile.androidField).package: must be the app's application id, such as \"com.example.app\": two or more "
                + "names joined by dots, each a letter followed by letters, digits or _ (found \(found))"
        case let .androidResourceReference(index, field):
            return
                "items[\(index)].\(ItemsFile.androidField).\(field): starts with \"@\" or \"?\", which Android reads as a "
                + "resource reference and resolves against the system's resources, not the app's; write the value itself"
        case let .invalidAndroidClass(index, found):
            return (index.map { "items[\($0)]." } ?? "")
                + "\(ItemsFile.androidField).targetClass: must be a fully qualified class name such as "
                + "\"com.example.app.MainActivity\" (found \(found)); Android does not expand a leading \".\" here"
        case let .androidBuildSetting(index, field):
            return
                "items[\(index)].\(ItemsFile.androidField).\(field): holds a build setting, \"$(…)\", which Android never expands: "
                + "it reads the value as written; write the value itself"
        case let .androidClassWithoutPackage(index):
            return
                "items[\(index)].\(ItemsFile.androidField).targetClass: names an activity, but the items file has no "
                + "\"\(ItemsFile.androidField)\": {\"package\": …} at its root for it to belong to; add the app's application id there"
        }
    }
}
