import QuickGlyphSystem

extension FileSizeLimit {
    /// 8 MB, for `build --android-manifest`'s edit and `check`'s read alike: a real manifest is tens
    /// of kilobytes, and the limit stays under the XML parser's own (`XMLParserInput.limit`), so a
    /// manifest past it is refused for its size, never called malformed.
    public static let androidManifest = FileSizeLimit(bytes: 8_000_000, what: "quickglyph reads of an AndroidManifest.xml")
}
