/// How `build` writes the items' translations, as Xcode projects hold them.
public enum StringsFormat: String, Sendable, Codable, CaseIterable {
    /// One `InfoPlist.xcstrings` String Catalog (Xcode 15 and later).
    case xcstrings
    /// One `LANG.lproj/InfoPlist.strings` file a language.
    case lproj

    /// The table iOS looks Info.plist strings up in.
    public static let table = "InfoPlist"
    /// `InfoPlist.xcstrings`.
    public static let catalogFilename = table + ".xcstrings"
    /// `InfoPlist.strings`.
    public static let stringsFilename = table + ".strings"

    /// `de.lproj/InfoPlist.strings`.
    public static func stringsPath(language: String) -> String {
        "\(language).lproj/\(stringsFilename)"
    }
}
