/// How asset files and folders are named: the one place for `NAME@2x.png`,
/// `NAME.imageset` and `NAME.xcassets`.
package enum AssetNaming {
    package static let contentsFile = "Contents.json"
    package static let imagesetExtension = "imageset"
    package static let symbolsetExtension = "symbolset"
    package static let catalogExtension = "xcassets"

    /// `compose.png`, `compose@2x.png`, `compose@3x.png`.
    package static func filename(name: String, scale: Int) -> String {
        scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
    }

    /// `2x`, as Contents.json writes a scale.
    package static func scaleString(_ scale: Int) -> String { "\(scale)x" }

    /// 1, 2 or 3 for `1x`, `2x`, `3x`; nil for anything else.
    package static func scale(fromString text: String) -> Int? {
        GlyphGeometry.scales.first { scaleString($0) == text }
    }

    /// `compose.imageset`.
    package static func imagesetFolder(name: String) -> String { "\(name).\(imagesetExtension)" }

    /// `Shortcuts.xcassets`.
    package static func catalogFolder(name: String) -> String { "\(name).\(catalogExtension)" }

    /// `compose@2x.png` → 2; `compose.png` → nil (a loose file's scale is not known from its name).
    package static func scale(fromFilename file: String) -> Int? {
        let stem = stem(of: file)
        return GlyphGeometry.scales.first { stem.hasSuffix("@\($0)x") }
    }

    /// The names an icon file name finds an image by: itself, and for a name with the `.png` extension
    /// (`Selfie.png`, which iOS loads as `UIImage(named:)` does, extension and all) its base name too.
    package static func iconLookupNames(_ name: String) -> [String] {
        guard name.count > 4, name.lowercased().hasSuffix(".png") else { return [name] }
        // Only the extension and a scale suffix go: a namespaced name (`Icons/star.png`) keeps its folder.
        var base = String(name.dropLast(4))
        if let suffix = scaleSuffix(of: base) { base = String(base.dropLast(suffix.count)) }
        return base.isEmpty || base.hasSuffix("/") ? [name] : [name, base]
    }

    /// `dir/compose@2x.png` → `compose`.
    package static func baseName(of file: String) -> String {
        var name = stem(of: file)
        if let suffix = scaleSuffix(of: name) { name = String(name.dropLast(suffix.count)) }
        return name
    }

    /// The `@2x`-style suffix a base name ends in (any number, `@1.5x` too), if it does.
    /// - Parameter anyCase: `@2X` too, as a designer's handoff may name a file; an app's
    ///   files are read as iOS names its scales, `@2x`.
    package static func scaleSuffix(of name: String, anyCase: Bool = false) -> String? {
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x") || (anyCase && name.hasSuffix("X")) else {
            return nil
        }
        let number = name[name.index(after: at)..<name.index(before: name.endIndex)]
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return String(name[at...])
    }

    /// The scales a handoff's PNG files may be drawn for by name: `NAME.png` is
    /// the @1x file of a set, `NAME@2x.png` and `NAME@3x.png` (or `@2X`, `@3X`) the others.
    static let suffixedScales = [2, 3]

    /// `star@2X` → (`star`, 2); nil for a name without a suffix of `suffixedScales`.
    package static func drawnScale(of name: String) -> (base: String, scale: Int)? {
        guard let suffix = scaleSuffix(of: name, anyCase: true),
            let scale = suffixedScales.first(where: { suffix.lowercased() == "@\($0)x" })
        else { return nil }
        return (String(name.dropLast(suffix.count)), scale)
    }

    /// What an asset catalog calls an iPad-only file (`star~ipad`, `star@2x~ipad`).
    static let iPadSuffix = "~ipad"

    /// Whether a base name ends in `~ipad`, in any case.
    package static func isIPadVariant(_ name: String) -> Bool {
        name.lowercased().hasSuffix(iPadSuffix)
    }

    /// The last path component without its extension.
    private static func stem(of file: String) -> String {
        let name = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
