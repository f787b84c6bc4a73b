import QuickGlyphModel

/// `Contents.json` of an asset catalog, an imageset or a folder.
package struct CatalogInfo: Codable, Sendable, Equatable {
    package var author: String
    package var version: Int

    package static let xcode = CatalogInfo(author: "xcode", version: 1)
}
