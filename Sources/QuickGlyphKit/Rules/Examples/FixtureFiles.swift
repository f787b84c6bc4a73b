import Foundation

/// File bytes for the file rules' examples: PNGs encoded from the drawn fixtures,
/// damaged PNGs, and asset-catalog and plist text.
extension Fixtures {
    /// The subject's alpha as a template PNG, as `build` writes it.
    public static func pngData(_ subject: ImageSubject) -> Data {
        // The fixtures are small and valid; encoding them cannot fail.
        (try? TemplatePNGEncoder().encode(subject.raster.alphaMask)) ?? Data()
    }

    /// The same file with its IHDR checksum broken.
    public static func corruptingCRC(_ png: Data) -> Data {
        var bytes = [UInt8](png)
        // Signature (8) + length (4) + "IHDR" (4) + 13 bytes of header: the CRC follows.
        bytes[29] ^= 0xFF
        return Data(bytes)
    }

    /// A well-formed PNG whose header claims `width`×`height` RGBA pixels, with no image data.
    public static func pngHeaderOnly(width: UInt32, height: UInt32) -> Data {
        var header = Data()
        for value in [width, height] { header.append(contentsOf: withUnsafeBytes(of: value.bigEndian) { Array($0) }) }
        header.append(contentsOf: [8, 6, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header) + chunk("IEND", Data())
    }

    static func chunk(_ type: String, _ body: Data) -> Data {
        var data = Data()
        data.append(contentsOf: withUnsafeBytes(of: UInt32(body.count).bigEndian) { Array($0) })
        let typed = Data(type.utf8) + body
        data.append(typed)
        data.append(contentsOf: withUnsafeBytes(of: crc32(typed).bigEndian) { Array($0) })
        return data
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A glyph imageset `NAME.imageset` in catalog `Assets.xcassets`: Contents.json
    /// from `contents` (Xcode's layout when nil) and a disc PNG for each of `files`.
    public static func imageset(_ name: String, scales: [Int] = [1, 2, 3], contents: String? = nil,
                                files: [String]? = nil, catalog: String = "Assets.xcassets") -> [String: Data] {
        let folder = "\(catalog)/\(name).imageset/"
        var tree: [String: Data] = ["\(catalog)/Contents.json": Data("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".utf8)]
        tree[folder + "Contents.json"] = Data((contents ?? imagesetContents(name, scales: scales)).utf8)
        for file in files ?? scales.map({ ImagesetContents.filename(name: name, scale: $0) }) {
            let scale = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
            tree[folder + file] = pngData(disc(path: file, size: 35 * scale, scale: scale))
        }
        return tree
    }

    /// Contents.json for a template imageset, as Xcode writes it; `intent` nil leaves the property out.
    public static func imagesetContents(_ name: String, scales: [Int], intent: String? = "template") -> String {
        let images = scales.map { scale in
            "    {\n      \"filename\" : \"\(ImagesetContents.filename(name: name, scale: scale))\",\n"
                + "      \"idiom\" : \"universal\",\n      \"scale\" : \"\(scale)x\"\n    }"
        }.joined(separator: ",\n")
        let properties = intent.map { ",\n  \"properties\" : {\n    \"template-rendering-intent\" : \"\($0)\"\n  }" } ?? ""
        return "{\n  \"images\" : [\n\(images)\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
    }

    /// An XML Info.plist with `items` (each a key → string dictionary) and extra top-level string keys.
    public static func infoPlist(items: [[String: String]], extra: [String: String] = [:]) -> Data {
        var root: [String: Any] = extra
        root["UIApplicationShortcutItems"] = items
        return (try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)) ?? Data()
    }

    /// One Info.plist item with a custom icon.
    public static func plistItem(_ type: String, _ title: String, icon: String? = nil, iconType: String? = nil,
                                 subtitle: String? = nil) -> [String: String] {
        var item = ["UIApplicationShortcutItemType": type, "UIApplicationShortcutItemTitle": title]
        item["UIApplicationShortcutItemIconFile"] = icon
        item["UIApplicationShortcutItemIconType"] = iconType
        item["UIApplicationShortcutItemSubtitle"] = subtitle
        return item
    }

    /// An app folder: one catalog with a `compose` glyph and an Info.plist with `items`.
    public static func app(items: [[String: String]], extra: [String: String] = ["CFBundleName": "Postbox"],
                           glyphs: [String] = ["compose"]) -> [String: Data] {
        var tree: [String: Data] = ["App/Info.plist": infoPlist(items: items, extra: extra)]
        for glyph in glyphs {
            tree.merge(imageset(glyph, catalog: "App/Assets.xcassets")) { first, _ in first }
        }
        return tree
    }
}
