import QuickGlyphModel

/// The root `NAME.xcassets/Contents.json`.
package struct CatalogContents: Codable, Sendable, Equatable {
    package var info: CatalogInfo = .xcode

    package init() {}
}
