import QuickGlyphApple
import QuickGlyphModel

/// The shapes of the names quickglyph writes below `--out`: the Info.plist fragment, the
/// translations (`InfoPlist.xcstrings`, `LANG.lproj/InfoPlist.strings`), and in any catalog
/// (`--catalog` may have named another before) its `Contents.json` and each imageset's
/// `Contents.json` and PNGs. The manifest and the journal are files a pull request can change:
/// a name either gives that is not of these shapes (a `README.md` of the user's in `--out`) is
/// never taken as quickglyph's, so never replaced or removed.
enum OutputFileNames {
    static func isOwnName(_ path: String) -> Bool {
        guard Manifest.isInside(path) else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let catalog = "." + AssetNaming.catalogExtension
        switch parts.count {
        case 1:
            return path == ShortcutItemsPlist.filename || path == StringsFormat.catalogFilename
        case 2:
            if parts[0].hasSuffix(".lproj") { return parts[1] == StringsFormat.stringsFilename }
            return parts[0].hasSuffix(catalog) && parts[1] == AssetNaming.contentsFile
        case 3:
            return parts[0].hasSuffix(catalog) && parts[1].hasSuffix("." + AssetNaming.imagesetExtension)
                && (parts[2] == AssetNaming.contentsFile || parts[2].hasSuffix(".png"))
        default:
            return false
        }
    }
}
