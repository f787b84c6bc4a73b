import Foundation
import QuickGlyphModel

/// A merged String Catalog, read back, against what the merge means to write:
/// the catalog's own strings and fields as they were, each of the build's keys
/// with each language's value and its other languages as they were, and what
/// an earlier build wrote and no longer writes gone.
struct CatalogMergeCheck {
    var translations: TitleTranslations
    /// Key → languages an earlier build wrote.
    var managed: [String: [String]]
    /// The catalog's root before the merge; nil when there was none.
    var before: [String: Any]?
    var after: [String: Any]

    /// The first thing that is not as meant, in words; nil when all is.
    var difference: String? {
        let root =
            before ?? [
                "sourceLanguage": translations.developmentLanguage, "version": StringCatalogWriter.newCatalogVersion,
            ]
        for field in Self.sorted(Set(root.keys).union(after.keys)) where field != "strings" {
            if !Self.same(root[field], after[field]) {
                return "its field \(DisplayText.quote(field)) would not be kept as it was"
            }
        }
        let old = before?["strings"] as? [String: Any] ?? [:]
        guard let new = after["strings"] as? [String: Any] else { return "\"strings\" would not be an object" }
        for key in Self.sorted(Set(old.keys).union(new.keys).union(translations.entries.keys)) {
            if let reason = difference(key: key, old: old[key], new: new[key]) { return reason }
        }
        return nil
    }

    private func difference(key: String, old: Any?, new: Any?) -> String? {
        let name = DisplayText.quote(key)
        let current = translations.entries[key] ?? [:]
        guard !current.isEmpty else {
            // What an earlier build wrote, no item has any more: the key goes (if it is an entry at all).
            let gone = managed[key] != nil && old is [String: Any]
            if gone, new != nil { return "\(name), which an earlier build wrote, would still be in it" }
            if !gone, !Self.same(old, new) {
                return new == nil ? "the catalog's own \(name) would be lost" : "the catalog's own \(name) would change"
            }
            return nil
        }
        let oldLocalizations = (old as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
        guard let newLocalizations = (new as? [String: Any])?["localizations"] as? [String: Any] else {
            return "\(name) would have no translations"
        }
        for (language, value) in current.sorted(by: { $0.key < $1.key }) {
            let unit = (newLocalizations[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if unit?["value"] as? String != value || unit?["state"] as? String != "translated" {
                return "\(name) would not read \(DisplayText.quote(value)) in \(language)"
            }
        }
        let dropped = Set(managed[key] ?? []).subtracting(current.keys)
        for language in Self.sorted(Set(oldLocalizations.keys).union(newLocalizations.keys))
        where current[language] == nil {
            let expected = dropped.contains(language) ? nil : oldLocalizations[language]
            if !Self.same(expected, newLocalizations[language]) {
                return expected == nil
                    ? "\(name) would still have its \(language) translation, which an earlier build wrote"
                    : "the catalog's own \(language) translation of \(name) would not be kept as it was"
            }
        }
        return nil
    }

    /// JSON values compared as Foundation compares them: numbers by value, as
    /// JSONSerialization writes `1.0` back as `1` and reads both as one number.
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return NSDictionary(dictionary: ["": a]).isEqual(to: ["": b])
        default: return false
        }
    }

    private static func sorted(_ keys: Set<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
