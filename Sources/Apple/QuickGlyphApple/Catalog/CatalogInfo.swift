import QuickGlyphModel

/// `Contents.json` of an asset catalog, an imageset or a folder.
public struct CatalogInfo: Codable, Sendable, Equatable {
    public var author: String
    public var version: Int

    public static let xcode = CatalogInfo(author: "xcode", version: 1)
}
