/// The items file's `"android"` objects: the root's package and default activity, each item's id, short label and
/// intent,
/// checked as Android's shortcut parser will read them, every problem reported.
enum AndroidSettingsParser {
    /// What the root's `"android"` object gives every item.
    struct Root: Equatable {
        var package: String
        /// The activity every shortcut opens unless the item names its own.
        var targetClass: String?
    }

    static let rootFields = ["package", "targetClass"]

    /// The root's `{"package": "com.example.app", "targetClass": "com.example.app.MainActivity"}`; nil (with an error)
    /// when it is not one.
    static func root(in value: JSONValue, errors: inout [ItemsFileError]) -> Root? {
        guard case .object(let fields) = value else {
            errors.append(.invalidAndroidRoot(found: value.kindName))
            return nil
        }
        if let extra = fields.keys.sorted().first(where: { !rootFields.contains($0) }) {
            errors.append(.invalidAndroidRoot(found: "an object with \(DisplayText.quote(extra))"))
            return nil
        }
        guard let package = fields["package"] else {
            errors.append(.invalidAndroidRoot(found: "an object without \"package\""))
            return nil
        }
        guard case .string(let text) = package else {
            errors.append(.invalidAndroidPackage(found: package.kindName))
            return nil
        }
        guard isQualifiedName(text, allowingDollar: false) else {
            errors.append(.invalidAndroidPackage(found: DisplayText.quote(text)))
            return nil
        }
        var root = Root(package: text)
        if let value = fields["targetClass"] {
            guard case .string(let targetClass) = value, isQualifiedName(targetClass, allowingDollar: true) else {
                let found: String
                if case .string(let targetClass) = value {
                    found = DisplayText.quote(targetClass)
                } else {
                    found = value.kindName
                }
                errors.append(.invalidAndroidClass(index: nil, found: found))
                return nil
            }
            root.targetClass = targetClass
        }
        return root
    }

    /// One item's `"android"` object; nil when it has an error (each one appended).
    static func intent(
        in value: JSONValue, index: Int, hasPackage: Bool,
        errors: inout [ItemsFileError]
    ) -> AndroidIntentSettings? {
        let prefix = ItemsFile.androidField
        guard case .object(let fields) = value else {
            errors.append(
                .wrongType(
                    index: index, field: prefix,
                    expected:
                        "an object, {\"id\": …, \"shortLabel\": …, \"targetClass\": …, \"data\": …, \"action\": …, \"categories\": […]}",
                    found: value.kindName))
            return nil
        }
        let before = errors.count
        for key in fields.keys.sorted() where !AndroidIntentSettings.fields.contains(key) {
            let suggestion = AndroidIntentSettings.fields.first {
                EditDistance.between($0.lowercased(), key.lowercased()) <= 2
            }
            errors.append(.unknownField(index: index, field: "\(prefix).\(key)", suggestion: suggestion))
        }
        // An intent attribute is a label's text that must not name a resource: Android reads it with the system's.
        func literal(_ field: String, _ value: JSONValue?) -> String? {
            guard let text = label(field, value, path: prefix, index: index, errors: &errors) else { return nil }
            guard !text.hasPrefix("@"), !text.hasPrefix("?") else {
                errors.append(.androidResourceReference(index: index, field: field))
                return nil
            }
            return text
        }
        var settings = AndroidIntentSettings()
        if let id = literal("id", fields["id"]) {
            // Android reads the id as written: a build setting in it would never be expanded.
            if id.contains("$(") || id.contains("${") {
                errors.append(.androidBuildSetting(index: index, field: "id"))
            } else {
                settings.id = id
            }
        }
        settings.shortLabel = label("shortLabel", fields["shortLabel"], path: prefix, index: index, errors: &errors)
        settings.action = literal("action", fields["action"])
        settings.data = literal("data", fields["data"])
        if let targetClass = literal("targetClass", fields["targetClass"]) {
            if !isQualifiedName(targetClass, allowingDollar: true) {
                errors.append(.invalidAndroidClass(index: index, found: DisplayText.quote(targetClass)))
            } else if !hasPackage {
                errors.append(.androidClassWithoutPackage(index: index))
            } else {
                settings.targetClass = targetClass
            }
        }
        if let value = fields["categories"] {
            if case .array(let values) = value {
                for (offset, element) in values.enumerated() {
                    if let category = literal("categories[\(offset)]", element) { settings.categories.append(category) }
                }
            } else {
                errors.append(
                    .wrongType(
                        index: index, field: "\(prefix).categories", expected: "an array of strings",
                        found: value.kindName))
            }
        }
        return errors.count == before ? settings : nil
    }

    /// A translation's `"android"` object, `{"shortLabel": "Scannen"}`: its short label, nil when it has
    /// none or an error (each one appended). `path` is where it is, `localizations.de.android`.
    static func translation(in value: JSONValue, path: String, index: Int, errors: inout [ItemsFileError]) -> String? {
        guard case .object(let fields) = value else {
            errors.append(
                .wrongType(index: index, field: path, expected: "an object, {\"shortLabel\": …}", found: value.kindName)
            )
            return nil
        }
        for key in fields.keys.sorted() where !AndroidIntentSettings.translationFields.contains(key) {
            errors.append(.unknownField(index: index, field: "\(path).\(key)", suggestion: nil))
        }
        return label("shortLabel", fields["shortLabel"], path: path, index: index, errors: &errors)
    }

    /// A label: a string resource's text, so any text XML can hold (aapt's escapes are the writer's).
    private static func label(
        _ field: String, _ value: JSONValue?, path: String, index: Int, errors: inout [ItemsFileError]
    ) -> String? {
        guard let value else { return nil }
        let label = "\(path).\(field)"
        guard case .string(let text) = value else {
            errors.append(.wrongType(index: index, field: label, expected: "a string", found: value.kindName))
            return nil
        }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            errors.append(.emptyField(index: index, field: label))
        } else if let character = XMLCharacters.firstForbidden(in: text) {
            errors.append(.forbiddenCharacter(index: index, field: label, character: character))
        } else {
            return text
        }
        return nil
    }

    /// Java's dotted names, as an application id or a class is written: at least two parts,
    /// each a letter (or `_`) followed by letters, digits or `_` (and `$` in a nested class's name).
    static func isQualifiedName(_ text: String, allowingDollar: Bool) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || (allowingDollar && $0 == "$")
            }
        }
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
