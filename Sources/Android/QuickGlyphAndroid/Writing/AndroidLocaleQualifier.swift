/// The `values-…` folder a language's strings go in, in Android's spelling:
/// `de`, `pt-rBR` for a language and a two-letter region, and BCP 47's `b+sr+Latn`
/// for everything else (scripts, three-digit regions).
package enum AndroidLocaleQualifier {
    /// `nil` (the default locale) gives `values`.
    package static func valuesFolder(language: String?) -> String {
        guard let language else { return "values" }
        return "values-" + qualifier(language)
    }

    static func qualifier(_ language: String) -> String {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let isLanguage = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
        if isLanguage, parts.count == 1 { return parts[0].lowercased() }
        if isLanguage, parts.count == 2, parts[1].count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }) {
            return parts[0].lowercased() + "-r" + parts[1].uppercased()
        }
        return "b+" + parts.joined(separator: "+")
    }
}
