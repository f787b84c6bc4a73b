import QuickGlyphModel

/// The root `NAME.xcassets/Contents.json`.
public struct CatalogContents: Codable, Sendable, Equatable {
    public var info: CatalogInfo = .xcode

    public init() {}
}
