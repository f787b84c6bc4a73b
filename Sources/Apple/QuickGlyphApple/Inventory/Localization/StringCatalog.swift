import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// A String Catalog (`.xcstrings`, Xcode 15+): JSON with `sourceLanguage` and
/// `strings` → key → `localizations` → language → `stringUnit` → `value`, `state`.
/// Apple publishes no schema; what is not in that shape (plural variations) is passed over.
package enum StringCatalog {
    /// The translations by language, then key. The source language has each
    /// key's own text unless the catalog gives it another, as Xcode does.
    package static func parse(_ data: Data, path: String) throws -> [String: [String: LocalizedString]] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FileReadError(reason: "not JSON: \(ErrorText.describe(error))")
        }
        guard let root = object as? [String: Any] else {
            throw FileReadError(reason: "not a String Catalog (the root is not an object)")
        }
        let sourceLanguage = root["sourceLanguage"] as? String
        guard let strings = root["strings"] as? [String: Any] else {
            if root["strings"] == nil { return [:] }
            throw FileReadError(reason: "not a String Catalog (\"strings\" is not an object)")
        }
        var table: [String: [String: LocalizedString]] = [:]
        for (key, entry) in strings {
            let entry = entry as? [String: Any] ?? [:]
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any],
                    let value = unit["value"] as? String
                else { continue }
                table[language, default: [:]][key] = LocalizedString(
                    value: value, state: unit["state"] as? String, path: path)
            }
            if let sourceLanguage, table[sourceLanguage]?[key] == nil {
                table[sourceLanguage, default: [:]][key] = LocalizedString(value: key, state: nil, path: path)
            }
        }
        return table
    }
}
