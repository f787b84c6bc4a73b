/// The language names Xcode gives `.lproj` folders and String Catalogs:
/// a BCP 47 subset, `de`, `pt-BR`, `zh-Hans`, `es-419`, `sr-Latn-RS`.
package enum LanguageCode {
    /// The language an items file's plain titles are in when it does not say, and an app's
    /// when its Info.plist does not say either (Xcode's own default).
    package static let defaultDevelopmentLanguage = "en"

    /// Whether `code` is a language Xcode accepts: a 2–3 letter lowercase
    /// language, an optional 4-letter script (`Hans`) and an optional region
    /// (2 capitals or 3 digits), joined by hyphens.
    package static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.first!.isUppercase,
            script.allSatisfy({ $0.isASCII && $0.isLetter }), script.dropFirst().allSatisfy(\.isLowercase)
        {
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let letters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }
            let digits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
            guard letters || digits else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }
}
