import QuickGlyphCore

/// The items file's `"android"` objects: the root's package and each item's intent,
/// checked as Android's shortcut parser will read them, every problem reported.
enum AndroidSettingsParser {
    /// The root's `{"package": "com.example.app"}`; nil (with an error) when it is not one.
    static func package(in value: JSONValue, errors: inout [ItemsFileError]) -> String? {
        guard case .object(let fields) = value else {
            errors.append(.invalidAndroidRoot(found: value.kindName))
            return nil
        }
        if let extra = fields.keys.sorted().first(where: { $0 != "package" }) {
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
        return text
    }

    /// One item's `"android"` object; nil when it has an error (each one appended).
    static func intent(in value: JSONValue, index: Int, hasPackage: Bool,
                       errors: inout [ItemsFileError]) -> AndroidIntentSettings? {
        let prefix = ItemsFile.androidField
        guard case .object(let fields) = value else {
            errors.append(.wrongType(index: index, field: prefix,
                                     expected: "an object, {\"targetClass\": …, \"data\": …, \"action\": …, \"categories\": […]}",
                                     found: value.kindName))
            return nil
        }
        let before = errors.count
        for key in fields.keys.sorted() where !AndroidIntentSettings.fields.contains(key) {
            let suggestion = AndroidIntentSettings.fields.first { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 }
            errors.append(.unknownField(index: index, field: "\(prefix).\(key)", suggestion: suggestion))
        }
        func literal(_ field: String, _ value: JSONValue?) -> String? {
            guard let value else { return nil }
            let label = "\(prefix).\(field)"
            guard case .string(let text) = value else {
                errors.append(.wrongType(index: index, field: label, expected: "a string", found: value.kindName))
                return nil
            }
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                errors.append(.emptyField(index: index, field: label))
            } else if let character = XMLCharacters.firstForbidden(in: text) {
                errors.append(.forbiddenCharacter(index: index, field: label, character: character))
            } else if text.hasPrefix("@") || text.hasPrefix("?") {
                errors.append(.androidResourceReference(index: index, field: field))
            } else {
                return text
            }
            return nil
        }
        var settings = AndroidIntentSettings()
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
                errors.append(.wrongType(index: index, field: "\(prefix).categories", expected: "an array of strings",
                                         found: value.kindName))
            }
        }
        return errors.count == before ? settings : nil
    }

    /// Java's dotted names, as an application id or a class is written: at least two parts,
    /// each a letter (or `_`) followed by letters, digits or `_` (and `$` in a nested class's name).
    static func isQualifiedName(_ text: String, allowingDollar: Bool) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || (allowingDollar && $0 == "$") }
        }
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
