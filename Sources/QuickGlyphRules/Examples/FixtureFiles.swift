import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// Files for the file rules' examples: drawn PNGs, asset-catalog and plist text.
extension Fixtures {
    /// A glyph imageset `NAME.imageset` in catalog `Assets.xcassets`: Contents.json
    /// from `contents` (Xcode's layout when nil) and a disc PNG for each of `files`.
    public static func imageset(_ name: String, scales: [Int] = [1, 2, 3], contents: String? = nil,
                                files: [String]? = nil, catalog: String = "Assets.xcassets") -> [String: ExampleFile] {
        let folder = "\(catalog)/\(AssetNaming.imagesetFolder(name: name))/"
        var tree: [String: ExampleFile] = [
            "\(catalog)/\(AssetNaming.contentsFile)": .text("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"),
        ]
        tree[folder + AssetNaming.contentsFile] = .text(contents ?? imagesetContents(name, scales: scales))
        for file in files ?? scales.map({ AssetNaming.filename(name: name, scale: $0) }) {
            let scale = AssetNaming.scale(fromFilename: file) ?? 1
            tree[folder + file] = .png(disc(path: file, size: GlyphGeometry.canvasPoints * scale, scale: scale).raster)
        }
        return tree
    }

    /// Contents.json for a template imageset, as Xcode writes it; `intent` nil leaves the property out.
    public static func imagesetContents(_ name: String, scales: [Int], intent: String? = "template") -> String {
        let images = scales.map { scale in
            "    {\n      \"filename\" : \"\(AssetNaming.filename(name: name, scale: scale))\",\n"
                + "      \"idiom\" : \"universal\",\n      \"scale\" : \"\(AssetNaming.scaleString(scale))\"\n    }"
        }.joined(separator: ",\n")
        let properties = intent.map { ",\n  \"properties\" : {\n    \"template-rendering-intent\" : \"\($0)\"\n  }" } ?? ""
        return "{\n  \"images\" : [\n\(images)\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
    }

    /// An XML Info.plist with `items` (each a key → string dictionary) and extra top-level string keys.
    public static func infoPlist(items: [[String: String]], extra: [String: String] = [:]) -> ExampleFile {
        var root: [String: Any] = extra
        root[InfoPlistKey.shortcutItems] = items
        return plist(root)
    }

    /// Any property list, as Foundation writes it in XML.
    public static func plist(_ root: [String: Any]) -> ExampleFile {
        .bytes((try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)) ?? Data())
    }

    /// One Info.plist item with a custom icon.
    public static func plistItem(_ type: String, _ title: String, icon: String? = nil, iconType: String? = nil,
                                 subtitle: String? = nil) -> [String: String] {
        var item = [InfoPlistKey.type: type, InfoPlistKey.title: title]
        item[InfoPlistKey.iconFile] = icon
        item[InfoPlistKey.iconType] = iconType
        item[InfoPlistKey.subtitle] = subtitle
        return item
    }

    /// An app folder: one catalog with a `compose` glyph and an Info.plist with `items`.
    public static func app(items: [[String: String]], extra: [String: String] = [InfoPlistKey.bundleName: "Postbox"],
                           glyphs: [String] = ["compose"]) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = ["App/Info.plist": infoPlist(items: items, extra: extra)]
        for glyph in glyphs {
            tree.merge(imageset(glyph, catalog: "App/Assets.xcassets")) { first, _ in first }
        }
        return tree
    }
}
