import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Writes translations into an `InfoPlist.xcstrings` String Catalog byte for
/// byte as Xcode does. Xcode writes catalogs with `NSJSONSerialization`
/// (pretty-printed, keys sorted, slashes unescaped, no final newline), and
/// Foundation on Linux gives the same bytes: the tests hold real Xcode-written
/// catalogs to a parse-and-write round trip. A catalog is merged as Foundation
/// objects, so every field quickglyph does not know (comments, `shouldTranslate`,
/// plural variations, other keys) is written back as it was.
package enum StringCatalogWriter {
    static let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// What Xcode 15 writes into a new catalog.
    static let newCatalogVersion = "1.0"

    /// The catalog after the merge, or as it was when `mergeChecked` refuses it.
    /// `managed` is what an earlier build wrote into it (key → languages): those
    /// of its languages no longer translated are removed, and a key no item has
    /// any more is removed whole. Everything else in the catalog stays.
    package static func merge(
        _ translations: TitleTranslations, into existing: Catalog?, managed: [String: [String]] = [:]
    ) -> Data {
        do {
            return try mergeChecked(translations, into: existing?.data, managed: managed)
        } catch {
            // A refused merge leaves the catalog as it was (`mergeChecked` says why); a new one holds only strings.
            guard let existing else { preconditionFailure("a new String Catalog was refused: \(error.reason)") }
            return existing.data
        }
    }

    /// The catalog after the merge, read back with Foundation: every string the
    /// catalog held that is not the build's, and every other field, is as it was;
    /// each of the build's keys has each language's value, its other languages
    /// as they were. Otherwise, or when the catalog does not parse, nothing is
    /// merged and the refusal says why.
    /// - Parameter original: the catalog's bytes; nil when there is none yet.
    package static func mergeChecked(
        _ translations: TitleTranslations, into original: Data?,
        managed: [String: [String]] = [:]
    ) throws(StringsMergeRefusal) -> Data {
        var catalog: Catalog?
        if let original {
            do {
                catalog = try read(original)
            } catch {
                throw StringsMergeRefusal(reason: error.reason)
            }
        }
        let merged: Data
        do {
            merged = try serialize(mergedRoot(translations, into: catalog, managed: managed), existing: catalog)
        } catch {
            throw StringsMergeRefusal(reason: "Foundation cannot write it back: \(ErrorText.describe(error))")
        }
        guard let after = (try? JSONSerialization.jsonObject(with: merged)) as? [String: Any] else {
            throw StringsMergeRefusal(reason: "after the merge Foundation would not read it as a String Catalog")
        }
        if let reason = CatalogMergeCheck(
            translations: translations, managed: managed,
            before: catalog?.root, after: after
        ).difference {
            throw StringsMergeRefusal(reason: reason)
        }
        return merged
    }

    private static func mergedRoot(
        _ translations: TitleTranslations, into existing: Catalog?,
        managed: [String: [String]]
    ) -> [String: Any] {
        var root =
            existing?.root
            ?? [
                "sourceLanguage": translations.developmentLanguage, "strings": [String: Any](),
                "version": newCatalogVersion,
            ]
        var strings = root["strings"] as? [String: Any] ?? [:]
        for (key, languages) in managed {
            guard var entry = strings[key] as? [String: Any] else { continue }
            let current = translations.entries[key] ?? [:]
            if current.isEmpty {
                strings[key] = nil
                continue
            }
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            for language in languages where current[language] == nil {
                localizations[language] = nil
            }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        for (key, languages) in translations.entries {
            var entry = strings[key] as? [String: Any] ?? [:]
            // Xcode's word for a key no source file declares; a key it extracted keeps its own.
            if entry["extractionState"] == nil { entry["extractionState"] = "manual" }
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, value) in languages {
                var localization = localizations[language] as? [String: Any] ?? [:]
                localization["stringUnit"] = ["state": "translated", "value": value]
                localizations[language] = localization
            }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        root["strings"] = strings
        return root
    }

    /// The catalog's bytes, as Xcode writes them.
    private static func serialize(_ root: [String: Any], existing: Catalog?) throws -> Data {
        // Nothing to change: the file keeps its bytes, however it is laid out (a catalog edited by hand is not
        // re-laid).
        if let existing, NSDictionary(dictionary: root).isEqual(to: existing.root) { return existing.data }
        var data = try JSONSerialization.data(withJSONObject: root, options: options)
        // Xcode ends the file after the brace; a catalog someone gave a final newline keeps it (no one-line diff).
        if existing?.data.last == 0x0A { data.append(0x0A) }
        return data
    }

    /// A catalog read from disk: its bytes and its root object.
    package struct Catalog {
        var data: Data
        var root: [String: Any]
    }

    /// The catalog in these bytes, or why they are not one.
    package static func read(_ data: Data) throws(FileReadError) -> Catalog {
        do {
            _ = try JSONValue.parse(data)
        } catch {
            throw FileReadError(reason: "not JSON: \(error.reason)")
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw FileReadError(reason: "not a String Catalog (the root is not an object)")
        }
        if let strings = root["strings"], !(strings is [String: Any]) {
            throw FileReadError(reason: "not a String Catalog (\"strings\" is not an object)")
        }
        return Catalog(data: data, root: root)
    }
}
