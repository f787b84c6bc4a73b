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

    /// Whether `path`, relative to the output folder, is where `build` writes translations there:
    /// the String Catalog or a `LANG.lproj` strings file.
    public static func isWritten(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return path == catalogFilename
            || (parts.count == 2 && parts[1] == stringsFilename && parts[0].hasSuffix(".lproj") && parts[0].count > 6)
    }
}
