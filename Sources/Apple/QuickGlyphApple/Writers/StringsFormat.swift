/// How `build` writes the items' translations, as Xcode projects hold them.
package enum StringsFormat: String, Sendable, Codable, CaseIterable {
    /// One `InfoPlist.xcstrings` String Catalog (Xcode 15 and later).
    case xcstrings
    /// One `LANG.lproj/InfoPlist.strings` file a language.
    case lproj

    /// The table iOS looks Info.plist strings up in.
    package static let table = "InfoPlist"
    /// `InfoPlist.xcstrings`.
    package static let catalogFilename = table + ".xcstrings"
    /// `InfoPlist.strings`.
    package static let stringsFilename = table + ".strings"

    /// `de.lproj/InfoPlist.strings`.
    package static func stringsPath(language: String) -> String {
        "\(language).lproj/\(stringsFilename)"
    }

    /// Whether `path`, relative to the output folder, is where `build` writes translations there:
    /// the String Catalog or a `LANG.lproj` strings file.
    package static func isWritten(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return path == catalogFilename
            || (parts.count == 2 && parts[1] == stringsFilename && parts[0].hasSuffix(".lproj") && parts[0].count > 6)
    }
}
