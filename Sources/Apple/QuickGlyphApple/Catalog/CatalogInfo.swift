import QuickGlyphModel

/// `Contents.json` of an asset catalog, an imageset or a folder.
package struct CatalogInfo: Codable, Sendable, Equatable {
    var author: String
    var version: Int

    static let xcode = CatalogInfo(author: "xcode", version: 1)
}
